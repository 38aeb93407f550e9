import net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { build, SAMPLE_CONTENT } from '../../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../../helpers/server.ts';
import type { ReviewsDocument } from '../../../core/schemas/reviews-document.ts';
import { freePort } from '../../helpers/free-port.ts';

/** A served build: its public base URL is the address the sidecar listens on. */
export type ServedSite = { url: string; sidecar: RunningSidecar; buildDir: string; reviewsJson: ReviewsDocument };


/**
 * Builds `contentDir` with the real build entry for BASE_URL http://127.0.0.1:<port> and serves
 * it with the real sidecar on that port, so absolute links (canonical, JSON-LD, hub) resolve too.
 * Close it with `after(() => site.sidecar.close())`.
 */
export async function serveSite(contentDir: string): Promise<ServedSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { buildDir } = await build({ contentDir, baseUrl: url });
  const sidecar = await startSidecar({ buildDir, baseUrl: url, config: { port } });
  const response = await fetch(`${url}/reviews.json`);
  if (response.status !== 200) {
    await sidecar.close();
    throw new Error(`reviews.json answered ${response.status}`);
  }
  return { url, sidecar, buildDir, reviewsJson: (await response.json()) as ReviewsDocument };
}

/** The content the page tests build: the sample business (content/). */
export const SITE_CONTENT = SAMPLE_CONTENT;

/** Root-relative paths of one page of each type, for tests that visit them all. */
export function pageTypes(site: ServedSite): Record<string, string> {
  const { reviews, business } = site.reviewsJson;
  const withResponse = reviews.find((r) => r.owner_response) ?? reviews[0]!;
  return {
    home: '/',
    reviews: '/reviews/',
    'reviews-page-2': '/reviews/page/2/',
    'filter-rating': '/reviews/rating/5/',
    'filter-service': `/reviews/service/${business.services[0]!.id}/`,
    'filter-area': `/reviews/area/${business.service_areas[0]!.id}/`,
    day: `/reviews/${withResponse.date}/`,
    insights: '/insights/',
    // The reviews behind a figure of the insights page (here: every review, by polarity).
    'insights-list': '/insights/reviews/all/',
    developers: '/developers/',
    'not-found': '/no-such-page/',
  };
}

/** A served site and a browser with one open page, closed together. */
export type SiteInBrowser = { site: ServedSite; browser: Browser; page: Page; close(): Promise<void> };

/** serveSite() plus Chromium with one page (10 s default timeout): the set-up of every browser test file. */
export async function openSiteInBrowser(contentDir: string): Promise<SiteInBrowser> {
  const site = await serveSite(contentDir);
  const browser = await launchBrowser();
  const page = await browser.newPage();
  page.setDefaultTimeout(10_000);
  return {
    site,
    browser,
    page,
    async close() {
      await browser.close();
      await site.sidecar.close();
    },
  };
}
