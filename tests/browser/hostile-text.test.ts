// Review text with markup, `]]>`, quotes and control characters, from tests/fixtures/small,
// must reach the reader as text: no element, no script, and JSON-LD that still parses.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { FIXTURES } from '../helpers/build.ts';
import { type ServedSite, openSiteInBrowser, type SiteInBrowser } from './helpers/site.ts';

const HOSTILE_ID = 'r-3';

describe('hostile review text in the browser', () => {
  let session: SiteInBrowser;
  let site: ServedSite;
  let page: Page;
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  before(async () => {
    session = await openSiteInBrowser(path.join(FIXTURES, 'small'));
    ({ site, page } = session);
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  after(() => session?.close());

  const hostile = () => site.reviewsJson.reviews.find((r) => r.id === HOSTILE_ID)!;

  for (const [name, pathOf] of [
    ['its day page (the permalink)', (r: { date: string }) => `/reviews/${r.date}/`],
    ['the full list', () => '/reviews/'],
    ['its rating filter', (r: { rating: number }) => `/reviews/rating/${r.rating}/`],
  ] as const) {
    it(`should render markup in the review as literal text on ${name}`, async () => {
      const review = hostile();
      assert.match(review.text, /<script>alert\(1\)<\/script>/, 'the fixture carries a script tag');
      const response = await page.goto(`${site.url}${pathOf(review as never)}`);
      assert.equal(response?.status(), 200);
      const article = page.locator(`#review-${HOSTILE_ID}`);
      const text = await article.locator('.review__text').textContent();
      assert.ok(text?.includes('<script>alert(1)</script>'), `text content shows the literal tag: ${text}`);
      assert.ok(text?.includes('fair <price>.'), 'angle brackets stay text');
      assert.ok(text?.includes(']]> and ]]> again'), 'CDATA terminators stay text');
      // The author's name has markup in it too.
      assert.equal(await article.locator('.review__title').textContent(), 'Chloë <D.>');
      // No element came out of the text, and the only scripts are the JSON-LD data block.
      assert.equal(await article.locator('.review__text script, .review__text price').count(), 0);
      const scriptTypes = await page.locator('script').evaluateAll((els) => els.map((el) => el.getAttribute('type')));
      assert.deepEqual(scriptTypes, ['application/ld+json']);
      assert.deepEqual(dialogs, [], 'no alert fired');
      assert.deepEqual(pageErrors, []);
    });
  }

  it('should keep JSON-LD parseable and equal to the original text', async () => {
    const review = hostile();
    await page.goto(`${site.url}/reviews/${review.date}/`);
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    assert.ok(raw, 'the page has JSON-LD');
    assert.ok(!raw.includes('<'), 'no raw "<" inside the script element');
    const data = JSON.parse(raw) as { review: Array<{ '@id': string; reviewBody: string; author: { name: string } }> };
    const entry = data.review.find((r) => r['@id'].endsWith(`#review-${HOSTILE_ID}`));
    assert.ok(entry, 'the hostile review is in the JSON-LD');
    assert.equal(entry.reviewBody, review.text, 'the text survives exactly, control characters included');
    assert.equal(entry.author.name, 'Chloë <D.>');
  });

  it('should show control characters as replacement characters, not raw', async () => {
    const review = hostile();
    const html = await (await fetch(`${site.url}/reviews/${review.date}/`)).text();
    assert.doesNotMatch(html, /[\u0001-\u0008]/, 'no C0 control character in the HTML');
    assert.match(html, /control \uFFFD\uFFFD chars/);
  });
});
