import { createUrls, type Urls } from '../../core/urls.ts';

/**
 * Links between pages are root-relative, so a build works on whatever host serves it. They
 * come from the same createUrls as the absolute `{base_url}` forms (canonical, OpenGraph,
 * JSON-LD, feeds), given an empty base, so a permalink can never differ between the two.
 */
const rootRelative = createUrls('');

export const paths = {
  home: '/',
  reviews: '/reviews/',
  insights: '/insights/',
  developers: '/developers/',
  atomFeed: rootRelative.atomFeed,
  jsonFeed: rootRelative.jsonFeed,
  reviewsJson: rootRelative.reviewsJson,
  insightsJson: rootRelative.insightsJson,
  openapi: '/openapi.json',
  llms: '/llms.txt',
  search: '/api/reviews/search',
  day: (date: string) => `/reviews/${date}/`,
  /** The permalink's path: the review's anchor on the archive page of its date. */
  review: rootRelative.review,
} as const;

/** The element id of a review wherever it is shown: the fragment of its permalink. */
export function reviewAnchor(review: { id: string; date: string }): string {
  return paths.review(review).split('#')[1]!;
}

/** The absolute URL of a root-relative path on this build's `{base_url}`. */
export function absolute(urls: Urls, path: string): string {
  return `${urls.base}${path}`;
}
