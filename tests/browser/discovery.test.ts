// What machines read from the pages: feed autodiscovery and the WebSub hub, schema.org JSON-LD
// equal to reviews.json, OpenGraph, /llms.txt, sitemap.xml and robots.txt.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import type { Review } from '../../core/schemas/review.ts';
import { pageTypes, SITE_CONTENT, type ServedSite, openSiteInBrowser, type SiteInBrowser } from './helpers/site.ts';

type JsonLdReview = {
  '@type': string;
  '@id': string;
  url: string;
  datePublished: string;
  author: { '@type': string; name: string };
  name?: string;
  reviewBody: string;
  reviewRating: { '@type': string; ratingValue: number; bestRating: number; worstRating: number };
};
type JsonLd = {
  '@context': string;
  '@type': string;
  name: string;
  aggregateRating: { '@type': string; ratingValue: number; reviewCount: number; bestRating: number; worstRating: number };
  review?: JsonLdReview[];
};

describe('discovery', () => {
  let session: SiteInBrowser;
  let site: ServedSite;
  let page: Page;

  before(async () => {
    session = await openSiteInBrowser(SITE_CONTENT);
    ({ site, page } = session);
  });
  after(() => session?.close());

  const jsonLd = async (): Promise<JsonLd> => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    assert.equal(blocks.length, 1, 'one JSON-LD block');
    return JSON.parse(blocks[0]!) as JsonLd;
  };
  const shownReviewIds = () => page.locator('article.review').evaluateAll((els) => els.map((el) => el.id.replace(/^review-/, '')));

  it('should announce both feeds and the hub on every page, and the feeds should resolve', async () => {
    const atom = await fetch(`${site.url}/feed.xml`);
    const atomXml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(await atom.text()) as { feed: { link: Array<{ rel: string; href: string }> } };
    const atomHub = atomXml.feed.link.find((l) => l.rel === 'hub')!.href;
    const jsonFeed = (await (await fetch(`${site.url}/api/feed.json`)).json()) as { hubs: Array<{ url: string }> };
    assert.equal(atomHub, `${site.url}/api/websub/hub`);
    assert.equal(jsonFeed.hubs[0]!.url, atomHub);

    for (const [name, path] of Object.entries(pageTypes(site))) {
      await page.goto(`${site.url}${path}`);
      const alternates = await page.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((l) => ({ type: l.getAttribute('type'), href: (l as HTMLLinkElement).href })));
      assert.deepEqual(alternates.map((a) => a.type).sort(), ['application/atom+xml', 'application/feed+json'], name);
      for (const alternate of alternates) {
        const response = await fetch(alternate.href);
        assert.equal(response.status, 200, `${name}: ${alternate.href}`);
        const expected = alternate.type === 'application/atom+xml' ? 'application/atom+xml' : 'application/json';
        assert.ok(response.headers.get('content-type')?.startsWith(expected), `${alternate.href} is ${expected}`);
        const body = await response.text();
        if (alternate.type === 'application/feed+json') assert.equal((JSON.parse(body) as { version: string }).version, 'https://jsonfeed.org/version/1.1');
        else assert.match(body, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
      }
      assert.equal(await page.locator('head link[rel="hub"]').getAttribute('href'), atomHub, `${name}: rel=hub`);
    }
  });

  it('should publish JSON-LD on the home page that matches reviews.json', async () => {
    const { business, rating, reviews } = site.reviewsJson;
    await page.goto(`${site.url}/`);
    const data = await jsonLd();
    assert.equal(data['@context'], 'https://schema.org');
    assert.equal(data['@type'], 'RoofingContractor');
    assert.equal(data.name, business.name);
    assert.deepEqual(data.aggregateRating, { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 });
    const shown = await shownReviewIds();
    assert.deepEqual(data.review?.map((r) => r['@id']), shown.map((id) => `${site.url}/reviews/${reviews.find((r) => r.id === id)!.date}/#review-${id}`));
    for (const entry of data.review!) assertReviewMatches(entry, reviews);
  });

  it('should publish the same aggregate on every list page, and each review on its day page', async () => {
    const { rating, reviews } = site.reviewsJson;
    for (const [name, path] of Object.entries(pageTypes(site)).filter(([n]) => n.startsWith('reviews') || n.startsWith('filter') || n === 'day')) {
      await page.goto(`${site.url}${path}`);
      const data = await jsonLd();
      assert.equal(data.aggregateRating.ratingValue, rating.average, name);
      assert.equal(data.aggregateRating.reviewCount, rating.count, name);
      if (name === 'day') {
        // The permalink page carries the structured review, exactly as published.
        assert.deepEqual(data.review?.map((r) => r['@id'].split('#review-')[1]), await shownReviewIds(), name);
        for (const entry of data.review!) assertReviewMatches(entry, reviews);
      } else {
        assert.equal(data.review, undefined, `${name}: reviews are marked up once, on their day page`);
      }
    }
  });

  function assertReviewMatches(entry: JsonLdReview, reviews: readonly Review[]) {
    const id = entry['@id'].split('#review-')[1];
    const review = reviews.find((r) => r.id === id);
    assert.ok(review, `${entry['@id']} is a published review`);
    assert.equal(entry['@type'], 'Review');
    assert.equal(entry.url, `${site.url}/reviews/${review.date}/#review-${review.id}`);
    assert.equal(entry.datePublished, review.date);
    assert.equal(entry.author.name, review.author);
    assert.equal(entry.reviewBody, review.text);
    assert.equal(entry.name, review.title);
    assert.deepEqual(entry.reviewRating, { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 });
  }

  it('should give every indexable page a canonical URL and OpenGraph tags', async () => {
    for (const [name, path] of Object.entries(pageTypes(site)).filter(([n]) => n !== 'not-found')) {
      await page.goto(`${site.url}${path}`);
      const meta = async (property: string) => page.locator(`head meta[property="${property}"]`).getAttribute('content');
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      assert.equal(canonical, `${site.url}${path}`, name);
      assert.equal(await meta('og:url'), canonical);
      assert.equal(await meta('og:title'), await page.title());
      assert.ok((await meta('og:description'))?.length, `${name} has og:description`);
      assert.equal(await meta('og:site_name'), site.reviewsJson.business.name);
      assert.match((await meta('og:type')) ?? '', /^(website|article)$/);
    }
  });

  it('should describe datasets, feeds and MCP for agents in /llms.txt', async () => {
    const response = await fetch(`${site.url}/llms.txt`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    assert.match(text, new RegExp(`^# ${site.reviewsJson.business.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    for (const url of ['/reviews.json', '/insights.json', '/api/feed.json', '/feed.xml', '/mcp', '/api/websub/hub', '/openapi.json']) {
      assert.ok(text.includes(`${site.url}${url}`), `llms.txt names ${url}`);
    }
    // Every Markdown link in it resolves.
    const links = [...text.matchAll(/\]\((http[^)]+)\)/g)].map((m) => m[1]!);
    assert.ok(links.length >= 6);
    for (const link of links) assert.equal((await fetch(link)).status, 200, link);
  });

  it('should list pages in sitemap.xml, with data dates, each one served, and point robots.txt at it', async () => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    assert.match(robots, new RegExp(`^Sitemap: ${site.url}/sitemap.xml$`, 'm'));
    const response = await fetch(`${site.url}/sitemap.xml`);
    assert.equal(response.status, 200);
    const xml = new XMLParser().parse(await response.text()) as { urlset: { url: Array<{ loc: string; lastmod: string }> } };
    const entries = xml.urlset.url;
    const locs = entries.map((e) => e.loc);
    assert.equal(new Set(locs).size, locs.length, 'no duplicates');
    for (const path of ['/', '/reviews/', '/insights/', '/developers/']) assert.ok(locs.includes(`${site.url}${path}`), path);
    const days = new Set(site.reviewsJson.reviews.map((r) => r.date));
    for (const day of days) assert.ok(locs.includes(`${site.url}/reviews/${day}/`), `day ${day}`);
    // The newest date anywhere in the data: reviews.json's (reviews, profile) or, for pages that
    // carry the editorial summary, insights.json's Last-Modified.
    const insightsDate = new Date((await fetch(`${site.url}/insights.json`, { method: 'HEAD' })).headers.get('last-modified')!).toISOString().slice(0, 10);
    const newest = [site.reviewsJson.last_modified, insightsDate].sort().at(-1)!;
    for (const entry of entries) {
      assert.match(entry.lastmod, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(entry.lastmod <= newest, `${entry.loc} lastmod comes from the data`);
    }
    for (const loc of locs) assert.equal((await fetch(loc)).status, 200, loc);
  });
});
