// Each page type of the sample business, in Chromium against the real sidecar: content as
// published in reviews.json, pagination, filters, permalinks, and every internal link resolving.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Insights } from '../../core/schemas/insights.ts';
import type { Review } from '../../core/schemas/review.ts';
import { pageTypes, SITE_CONTENT, type ServedSite, openSiteInBrowser, type SiteInBrowser } from './helpers/site.ts';

const PAGE_SIZE = 20;
const permalinkPath = (r: Pick<Review, 'id' | 'date'>) => `/reviews/${r.date}/#review-${r.id}`;

describe('public pages', () => {
  let session: SiteInBrowser;
  let site: ServedSite;
  let page: Page;

  before(async () => {
    session = await openSiteInBrowser(SITE_CONTENT);
    ({ site, page } = session);
  });
  after(() => session?.close());

  async function open(path: string, status = 200) {
    const response = await page.goto(`${site.url}${path}`);
    assert.equal(response?.status(), status, `${path} answers ${status}`);
    return response!;
  }
  const articleIds = () => page.locator('article.review').evaluateAll((els) => els.map((el) => el.id));
  const ids = (reviews: readonly Review[]) => reviews.map((r) => `review-${r.id}`);

  it('should show the business, its published rating and the newest reviews on the home page', async () => {
    const { business, rating, reviews } = site.reviewsJson;
    await open('/');
    assert.equal(await page.locator('h1').textContent(), business.name);
    assert.equal((await page.locator('.rating-summary__value').textContent())?.replace(' out of 5', ''), rating.average.toFixed(2));
    assert.match((await page.locator('.rating-summary').textContent()) ?? '', new RegExp(`from ${rating.count.toLocaleString('en-US')} verified reviews`));
    const distribution = await page.locator('.distribution tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('.distribution__count')?.textContent));
    assert.deepEqual(distribution, [5, 4, 3, 2, 1].map((s) => rating.distribution[s as 1].toLocaleString('en-US')));
    assert.deepEqual(await articleIds(), ids(reviews.slice(0, 6)));
    for (const href of ['/reviews/', '/insights/', '/developers/', '/feed.xml', '/api/feed.json', '/reviews.json']) {
      assert.ok(await page.locator(`main a[href="${href}"], footer a[href="${href}"], header a[href="${href}"]`).count(), `links to ${href}`);
    }
    // The summary's highlights and the editor's text are on the page.
    assert.ok(await page.locator('#highlights-heading').count());
  });

  it('should list every review newest first, 20 a page, each with its permalink and owner response', async () => {
    const { reviews } = site.reviewsJson;
    const pages = Math.ceil(reviews.length / PAGE_SIZE);
    for (const n of [1, 2, pages]) {
      await open(n === 1 ? '/reviews/' : `/reviews/page/${n}/`);
      const expected = reviews.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
      assert.deepEqual(await articleIds(), ids(expected), `page ${n}`);
      for (const review of expected) {
        const article = page.locator(`#review-${review.id}`);
        assert.equal(await article.locator('a.permalink').getAttribute('href'), permalinkPath(review));
        assert.equal(await article.locator('.stars').first().getAttribute('aria-label'), `${review.rating} out of 5 stars`);
        const response = article.locator('.owner-response');
        if (review.owner_response) {
          assert.equal(await response.count(), 1, `${review.id} shows its owner response`);
          assert.ok((await response.textContent())?.includes(review.owner_response.text.trim().split('\n')[0]!.trim().slice(0, 40)));
        } else {
          assert.equal(await response.count(), 0);
        }
      }
    }
    // The pager walks from page 1 to page 2 and back.
    await open('/reviews/');
    await page.locator('a[rel="next"]').first().click();
    assert.equal(new URL(page.url()).pathname, '/reviews/page/2/');
    await page.locator('a[rel="prev"]').first().click();
    assert.equal(new URL(page.url()).pathname, '/reviews/');
    await open(`/reviews/page/${pages + 1}/`, 404);
  });

  it('should filter by rating, service and area with static pages of only the matching reviews', async () => {
    const { reviews } = site.reviewsJson;
    await open('/reviews/');
    const filterLinks = await page.locator('nav.filters a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const kinds = new Set(filterLinks.map((href) => href.split('/')[2]));
    assert.deepEqual([...kinds].sort(), ['', 'area', 'rating', 'service'].sort());
    for (const href of filterLinks.filter((h) => h !== '/reviews/')) {
      const [, , kind, value] = href.split('/');
      const matches = reviews.filter((r) =>
        kind === 'rating' ? r.rating === Number(value) : kind === 'service' ? r.mentions.services.includes(value!) : r.service_area === value,
      );
      await open(href);
      assert.equal(await page.locator(`nav.filters a[href="${href}"]`).getAttribute('aria-current'), 'page');
      assert.deepEqual(await articleIds(), ids(matches.slice(0, PAGE_SIZE)), href);
      const countText = await page.locator(`nav.filters a[href="${href}"] .chip__count`).textContent();
      assert.equal(countText, matches.length.toLocaleString('en-US'), `${href} count`);
    }
    // A filter with more than one page paginates under its own path.
    const big = filterLinks.find((href) => href.startsWith('/reviews/rating/5/'))!;
    await open(`${big}page/2/`);
    assert.deepEqual(await articleIds(), ids(reviews.filter((r) => r.rating === 5).slice(PAGE_SIZE, 2 * PAGE_SIZE)));
  });

  it('should land a permalink on the review, on the page of its date', async () => {
    const { reviews } = site.reviewsJson;
    const review = reviews.find((r) => r.owner_response) ?? reviews[0]!;
    await open(permalinkPath(review));
    assert.equal(await page.evaluate(() => document.querySelector(':target')?.id), `review-${review.id}`);
    const sameDay = reviews.filter((r) => r.date === review.date);
    assert.deepEqual(await articleIds(), ids(sameDay));
    assert.ok((await page.locator('h1').textContent())?.includes(String(Number(review.date.slice(0, 4)))));
    // Every review has a day page holding it: the permalink of the oldest one too.
    const oldest = reviews.at(-1)!;
    await open(permalinkPath(oldest));
    assert.equal(await page.locator(`#review-${oldest.id}`).count(), 1);
  });

  it('should chart the insights as accessible inline SVG with the numbers of insights.json in tables', async () => {
    const insights = (await (await fetch(`${site.url}/insights.json`)).json()) as Insights;
    const { rating } = site.reviewsJson;
    await open('/insights/');
    // Every chart is an image with a title and a description that name it.
    const charts = await page.locator('svg[role="img"]').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const [titleId, descId] = (svg.getAttribute('aria-labelledby') ?? '').split(' ');
        return { id: titleId, title: document.getElementById(titleId!)?.textContent ?? '', desc: document.getElementById(descId!)?.textContent ?? '', tag: document.getElementById(titleId!)?.tagName };
      }),
    );
    assert.ok(charts.length >= 4 + insights.aspects.length, `${charts.length} charts`);
    for (const chart of charts) {
      assert.equal(chart.tag, 'title', `${chart.id} is labelled by its <title>`);
      assert.ok(chart.title.length > 5 && chart.desc.length > 10, `${chart.id} has a title and a description`);
    }
    const byId = (id: string) => charts.find((c) => c.id === `${id}-title`)!;
    for (const stars of [5, 4, 3, 2, 1] as const) assert.ok(byId('chart-distribution').desc.includes(`${stars} stars: ${rating.distribution[stars]} reviews`));
    for (const aspect of insights.aspects) {
      assert.ok(byId('chart-aspects').desc.includes(`${aspect.name}: ${aspect.mentions} reviews, ${aspect.positive} positive, ${aspect.neutral} neutral, ${aspect.negative} negative`), aspect.name);
      assert.ok(byId(`chart-trend-${aspect.id}`), `trend of ${aspect.name}`);
    }
    for (const technician of insights.entities.technicians) {
      assert.ok(byId('chart-technicians').desc.includes(`${technician.name}: ${technician.mentions} reviews`), technician.name);
    }
    // The same numbers as tables (text alternatives), readable without the charts.
    const aspectRows = await page.locator('section[aria-labelledby="aspects"] table tbody tr').evaluateAll((rows) =>
      rows.map((row) => [...row.children].slice(0, 5).map((cell) => cell.textContent)),
    );
    assert.deepEqual(aspectRows, insights.aspects.map((a) => [a.name, a.mentions.toLocaleString('en-US'), String(a.positive), String(a.neutral), String(a.negative)]));
    const technicianNames = await page.locator('section[aria-labelledby="technicians"] table tbody th').allTextContents();
    assert.equal(technicianNames.length, insights.entities.technicians.length);
    assert.equal(await page.locator('section[aria-labelledby="rating-trend"] table tbody tr').count() > 0, true);
    // Highlights and FAQ answers come through, with links to the reviews they cite.
    for (const highlight of insights.summary.highlights) assert.ok((await page.locator('#highlights ~ ul').textContent())?.includes(highlight.text));
    for (const entry of insights.faq) assert.equal(await page.locator(`#faq-${entry.id}`).textContent(), entry.question);
  });

  it('should link every count on the insights page to a list of all the reviews behind it', async () => {
    const insights = (await (await fetch(`${site.url}/insights.json`)).json()) as Insights;
    await open('/insights/');
    const links = await page.locator('main a.count-link').evaluateAll((els) => els.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent ?? '' })));
    // Each aspect, technician and topic count, the FAQ answers and findings, services and areas.
    const expected = insights.aspects.length * 4 + insights.entities.technicians.length * 4 + insights.topics.length * 4 + insights.entities.services.length + insights.entities.service_areas.length;
    assert.ok(links.length >= expected, `${links.length} count links, at least ${expected} expected`);
    /** Every review id on a list, following its pages. */
    const listed = new Map<string, { total: number; ids: string[] }>();
    async function list(path: string) {
      if (listed.has(path)) return listed.get(path)!;
      const ids: string[] = [];
      let total = -1;
      for (let next: string | undefined = path; next; ) {
        const response: Response = await fetch(`${site.url}${next}`);
        assert.equal(response.status, 200, `${next} resolves`);
        const html: string = await response.text();
        if (total < 0) total = Number(/data-total="(\d+)"/.exec(html)?.[1] ?? NaN);
        ids.push(...[...html.matchAll(/data-review-id="([^"]+)"/g)].map((m) => m[1]!));
        next = /<a class="pagination__step" rel="next" href="([^"]+)"/.exec(html)?.[1];
      }
      const entry = { total, ids };
      listed.set(path, entry);
      return entry;
    }
    for (const link of links) {
      assert.match(link.href, /^\/insights\/reviews\//, `${link.text} links to a list`);
      const { total, ids } = await list(link.href);
      assert.equal(ids.length, total, `${link.href}: the list holds all ${total} reviews it announces`);
      assert.equal(new Set(ids).size, ids.length, `${link.href}: no review twice`);
      const shown = Number(/\d[\d,]*/.exec(link.text)?.[0]?.replace(/,/g, ''));
      const count = link.text.includes('%') ? Math.round((total / insights.summary.reviews) * 100) : total;
      assert.equal(shown, count, `"${link.text}" → ${link.href} lists ${total}`);
    }
    // The lists are the id lists of insights.json, newest first, as published.
    const order = new Map(site.reviewsJson.reviews.map((r, i) => [r.id, i]));
    const newest = (ids: readonly string[]) => [...ids].sort((a, b) => order.get(a)! - order.get(b)!);
    for (const aspect of insights.aspects) {
      assert.deepEqual((await list(`/insights/reviews/aspect/${aspect.id}/negative/`)).ids, newest(aspect.review_ids.negative), aspect.id);
    }
    const sam = insights.entities.technicians[0]!;
    for (const polarity of ['positive', 'negative', 'neutral'] as const) {
      const slug = sam.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      assert.deepEqual((await list(`/insights/reviews/technician/${slug}/${polarity}/`)).ids, newest(sam.review_ids[polarity]));
    }
    // A list of more than one page walks to its end.
    const all = await list('/insights/reviews/all/');
    assert.equal(all.total, insights.summary.reviews);
    assert.deepEqual(all.ids, site.reviewsJson.reviews.map((r) => r.id));
  });

  it('should document every operation of /openapi.json on the developer page', async () => {
    const openapi = (await (await fetch(`${site.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    await open('/developers/');
    const documented = await page.locator('article.endpoint h3').evaluateAll((hs) => hs.map((h) => h.textContent));
    const expected = Object.entries(openapi.paths).flatMap(([path, item]) =>
      Object.keys(item).filter((m) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'].includes(m)).map((m) => `${m.toUpperCase()}${path}`),
    );
    assert.deepEqual(documented, expected);
    const code = (await page.locator('pre code').allTextContents()).join('\n');
    for (const needle of [`curl -s '${site.url}/reviews.json'`, `${site.url}/api/reviews/search?`, `${site.url}/mcp`, 'hub.mode=subscribe', `hub.topic=${site.url}/feed.xml`, 'Mcp-Session-Id']) {
      assert.ok(code.includes(needle), `a copy-paste example has ${needle}`);
    }
  });

  it('should show the 404 page for unknown paths', async () => {
    await open('/no-such-page/', 404);
    assert.equal(await page.locator('h1').textContent(), 'Page not found');
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
  });

  it('should resolve every internal link and anchor on each page type', async () => {
    const links = new Set<string>();
    for (const path of Object.values(pageTypes(site))) {
      await page.goto(`${site.url}${path}`);
      const hrefs = await page.locator('a[href], link[href]:not([rel="hub"])').evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).href));
      // The 404 page's own address (its skip link) is the one link that must not resolve.
      for (const href of hrefs) if (href.startsWith(site.url) && !href.startsWith(`${site.url}/no-such-page/`)) links.add(href);
    }
    const pagesByPath = new Map<string, string>();
    for (const link of [...links].sort()) {
      const url = new URL(link);
      const key = url.pathname + url.search;
      if (!pagesByPath.has(key)) {
        const response = await fetch(`${site.url}${key}`, { headers: { accept: 'text/html,*/*' } });
        assert.equal(response.status, 200, `${key} resolves`);
        pagesByPath.set(key, await response.text());
      }
      if (url.hash) assert.ok(pagesByPath.get(key)!.includes(`id="${url.hash.slice(1)}"`), `${link} has its anchor`);
    }
    assert.ok(links.size > 40, `checked ${links.size} links`);
  });
});
