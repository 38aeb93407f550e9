import { latestChange, reviewLastModified, type Dataset } from '../dataset/dataset.ts';
import { JSON_FEED_VERSION, type JsonFeed } from '../schemas/json-feed.ts';
import type { Urls } from '../urls.ts';
import { dateTime, reviewBody, reviewTitle } from './review-text.ts';

/** How many of the newest reviews the feeds carry (interface §8). */
export const FEED_LENGTH = 50;

/** The newest reviews the feeds carry, and the date the feeds last changed. */
export function feedEntries(dataset: Dataset) {
  const reviews = dataset.reviews.slice(0, FEED_LENGTH);
  const candidates = [dataset.business.updated, latestChange(reviews) ?? dataset.business.updated];
  return { reviews, updated: candidates.reduce((a, b) => (b > a ? b : a)) };
}

/** JSON Feed 1.1 of the newest reviews. */
export function buildJsonFeed(dataset: Dataset, urls: Urls): JsonFeed {
  const { business } = dataset;
  return {
    version: JSON_FEED_VERSION,
    title: `${business.name}: verified customer reviews`,
    home_page_url: urls.home,
    feed_url: urls.jsonFeed,
    description: `The ${FEED_LENGTH} newest verified customer reviews of ${business.name}.`,
    language: 'en',
    authors: [{ name: business.name, url: business.url }],
    hubs: [{ type: 'WebSub', url: urls.hub }],
    items: feedEntries(dataset).reviews.map((review) => ({
      id: urls.review(review),
      url: urls.review(review),
      title: reviewTitle(review),
      content_text: reviewBody(review, business.name),
      date_published: dateTime(review.date),
      date_modified: dateTime(reviewLastModified(review)),
      authors: [{ name: review.author }],
      tags: [`rating:${review.rating}`, `area:${review.service_area}`, ...review.mentions.services.map((s) => `service:${s}`)],
      _review: {
        rating: review.rating,
        service_area: review.service_area,
        source: review.source,
        mentions: review.mentions,
        ...(review.owner_response ? { owner_response: review.owner_response } : {}),
      },
    })),
  };
}

export function renderJsonFeed(dataset: Dataset, urls: Urls): string {
  return JSON.stringify(buildJsonFeed(dataset, urls));
}
