import type { Review } from '../schemas/review.ts';

const STARS = ['', '★☆☆☆☆', '★★☆☆☆', '★★★☆☆', '★★★★☆', '★★★★★'];

/** A title for feeds and pages: the reviewer's own, or the stars and the author. */
export function reviewTitle(review: Review): string {
  return review.title ?? `${STARS[review.rating]} from ${review.author}`;
}

/** RFC 3339 timestamp for an ISO date (reviews carry dates, not times). */
export function dateTime(date: string): string {
  return `${date}T00:00:00Z`;
}

/** The review as plain text for readers that show one block: text, then the owner's answer. */
export function reviewBody(review: Review, businessName: string): string {
  const response = review.owner_response ? `\n\nResponse from ${businessName} (${review.owner_response.date}):\n${review.owner_response.text}` : '';
  return `${review.text}${response}`;
}
