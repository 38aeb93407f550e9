// Quality of every page type in Chromium: axe-core finds nothing serious or critical at 360 px
// and 1440 px, nothing overflows sideways, no script is shipped, the home page stays under
// 200 KB, and screenshots land in test-results/screenshots/ for a human to look at.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { build, FIXTURES } from '../helpers/build.ts';
import { listFiles } from '../../core/build/manifest.ts';
import { saveScreenshot, SCREENSHOT_DIR, WIDTHS } from './helpers/browser.ts';
import { pageTypes, SITE_CONTENT, type ServedSite, openSiteInBrowser, type SiteInBrowser } from './helpers/site.ts';

const HOME_BUDGET_BYTES = 200 * 1024;

describe('page quality', () => {
  let session: SiteInBrowser;
  let site: ServedSite;
  let browser: Browser;

  before(async () => {
    session = await openSiteInBrowser(SITE_CONTENT);
    ({ site, browser } = session);
  });
  after(() => session?.close());

  for (const [device, width] of Object.entries(WIDTHS)) {
    it(`should pass axe-core without serious or critical violations and fit ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      try {
        for (const [name, pagePath] of Object.entries(pageTypes(site))) {
          await page.goto(`${site.url}${pagePath}`);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          assert.deepEqual(
            serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
            [],
            `${name} at ${width} px`,
          );
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `${name} at ${width} px scrolls sideways by ${overflow} px`);
          await saveScreenshot(page, `${name}-${width}`);
        }
        assert.deepEqual(scripts, [], 'no script is loaded');
      } finally {
        await context.close();
      }
      assert.ok(fs.existsSync(path.join(SCREENSHOT_DIR, `home-${width}.png`)), `${device} screenshot saved`);
    });
  }

  it('should keep the home page under 200 KB before images', async () => {
    const page = await browser.newPage();
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'image') return;
      sizes.set(response.url(), (await response.body()).length);
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.close();
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    assert.ok(sizes.size >= 2, `the page and its stylesheet were loaded: ${[...sizes.keys()].join(', ')}`);
    assert.ok(total < HOME_BUDGET_BYTES, `home page weighs ${total} bytes`);
    console.log(`home page weight: ${(total / 1024).toFixed(1)} KB in ${sizes.size} responses`);
  });

  it('should be readable with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/reviews/`);
    assert.equal(await page.locator('article.review').count(), 20);
    await page.goto(`${site.url}/insights/`);
    assert.ok((await page.locator('svg[role="img"]').count()) >= 4);
    await context.close();
  });

  it('should build the same bytes for every page from the same content', async () => {
    const content = path.join(FIXTURES, 'small');
    const first = await build({ contentDir: content });
    const second = await build({ contentDir: content });
    const files = (dir: string) => listFiles(path.join(dir, 'current'));
    const pages = files(first.buildDir).filter((f) => /\.(html|xml|txt|css)$/.test(f));
    assert.ok(pages.includes('index.html') && pages.includes('sitemap.xml') && pages.includes('llms.txt'));
    assert.deepEqual(files(second.buildDir), files(first.buildDir));
    for (const file of pages) {
      assert.ok(fs.readFileSync(path.join(first.buildDir, 'current', file)).equals(fs.readFileSync(path.join(second.buildDir, 'current', file))), file);
    }
  });
});
