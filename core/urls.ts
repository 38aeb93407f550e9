import type { Review } from './schemas/review.ts';

/**
 * Every public URL the outputs name, from one `{base_url}` (no trailing slash).
 * Topics are the three WebSub topics of the interface, in a fixed order.
 */
export function createUrls(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    base,
    home: `${base}/`,
    hub: `${base}/api/websub/hub`,
    reviewsJson: `${base}/reviews.json`,
    insightsJson: `${base}/insights.json`,
    jsonFeed: `${base}/api/feed.json`,
    atomFeed: `${base}/feed.xml`,
    mcp: `${base}/mcp`,
    /** A review's permalink: its anchor on the archive page of its date, which never moves. */
    review: (review: Pick<Review, 'id' | 'date'>) => `${base}/reviews/${review.date}/#review-${review.id}`,
    topics: [`${base}/feed.xml`, `${base}/api/feed.json`, `${base}/reviews.json`] as const,
  };
}

export type Urls = ReturnType<typeof createUrls>;

/**
 * The WebSub `Link` header (W3C WebSub §4): the hub and the topic's own URL. Sent on every
 * delivery and on GET of a topic, so subscribers discover the hub from either.
 */
export function websubLink(hubUrl: string, topic: string): string {
  return `<${hubUrl}>; rel="hub", <${topic}>; rel="self"`;
}
