import { latestChange, type Dataset } from '../../core/dataset/dataset.ts';
import type { Urls } from '../../core/urls.ts';
import { dayArchives } from './day-archives.ts';
import { absolute, paths } from './links.ts';
import { reviewLists } from './review-lists.ts';

export type SitemapEntry = { loc: string; lastmod: string };

/**
 * The pages worth indexing, each with the date its data last changed (never the clock):
 * the overview, insights and developer pages, the first page of every list, and every day
 * page (the permalinks). Deeper list pages are left out: their contents shift with each new
 * review, while the day pages hold the same reviews for good. The count grows with the
 * number of days that have reviews, not with the number of reviews.
 */
export function sitemapEntries(dataset: Dataset, urls: Urls): SitemapEntry[] {
  const at = (path: string, lastmod: string): SitemapEntry => ({ loc: absolute(urls, path), lastmod });
  return [
    at(paths.home, dataset.lastModified),
    at(paths.insights, dataset.lastModified),
    at(paths.developers, dataset.lastModified),
    ...reviewLists(dataset).map((list) => at(list.path, latestChange(list.reviews.slice(0, 20)) ?? dataset.lastModified)),
    ...dayArchives(dataset).map((day) => at(paths.day(day.date), latestChange(day.reviews)!)),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** sitemaps.org XML; one file holds up to 50,000 URLs, far more than the days of a decade. */
export function renderSitemap(entries: SitemapEntry[]): string {
  if (entries.length > 50_000) throw new Error(`sitemap.xml would list ${entries.length} URLs; the protocol allows 50,000 per file`);
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
  const urls = entries.map((e) => `<url><loc>${escape(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
