import type { Dataset } from '../../core/dataset/dataset.ts';
import type { Urls } from '../../core/urls.ts';
import { FEED_LENGTH } from '../../core/render/json-feed.ts';
import { ratingValue } from './format.ts';

/**
 * `/llms.txt` (https://llmstxt.org): a Markdown guide for AI agents to the datasets, the
 * feeds, the search API and the MCP endpoint. Absolute URLs, since agents read it out of context.
 */
export function renderLlmsTxt(dataset: Dataset, urls: Urls): string {
  const { business, rating } = dataset;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  return `# ${oneLine(business.name)}: verified customer reviews

> ${oneLine(business.description)} ${rating.count} verified customer reviews, average ${ratingValue(rating.average)} out of 5, with an aspect-based sentiment analysis. Public and read-only: no key, account or SDK is needed; \`Authorization\` is ignored.

Every review was matched to a real job (invoice, job record, platform or phone call) before publication. Reviews carry an id, date (YYYY-MM-DD), rating (1-5), text, author display name, source, verification, service area, mentioned technicians and services, and the owner's response when there is one. Data as of ${dataset.lastModified}.

## Datasets

- [reviews.json](${urls.reviewsJson}): business profile, aggregate rating (average, count, distribution) and every review, newest first. Supports ETag / If-None-Match.
- [insights.json](${urls.insightsJson}): aspect-based sentiment (workmanship, communication, price, …), entities (technicians, services, service areas), topics, FAQ and an editorial summary.
- [OpenAPI 3.1 description](${urls.base}/openapi.json): every REST endpoint, parameter and response schema.

## Queries

- [Search](${urls.base}/api/reviews/search?min_rating=4&limit=5): \`GET /api/reviews/search\` with \`rating\`, \`min_rating\`, \`since\`, \`until\` (YYYY-MM-DD), \`query\` (substring of the text), \`mentions_technician\`, \`mentions_service\` and \`limit\` (1-100, default 20). Invalid parameters give 400 with an \`issues\` array.
- [Reviews since a date](${urls.base}/api/reviews/since/${dataset.reviews[0]?.date ?? dataset.lastModified}): \`GET /api/reviews/since/{YYYY-MM-DD}\`, for incremental sync with If-None-Match or If-Modified-Since.

## Feeds and push

- [JSON Feed 1.1](${urls.jsonFeed}): the ${FEED_LENGTH} newest reviews.
- [Atom feed](${urls.atomFeed}): the same entries in Atom 1.0.
- WebSub hub: \`POST ${urls.hub}\` (form-encoded \`hub.mode=subscribe\`, \`hub.topic\`, \`hub.callback\` on HTTPS). Topics: ${urls.topics.join(', ')}. The hub pushes the full topic content when reviews change.

## MCP

- Endpoint: \`${urls.mcp}\` (streamable HTTP, JSON-RPC 2.0, POST; send \`Accept: application/json, text/event-stream\` and the \`Mcp-Session-Id\` from initialize). No token. Read-only tools include \`get_business\` and \`search_reviews\` (same filters as the search API).

## Optional

- [Human-readable reviews](${urls.base}/reviews/): paginated, filterable by rating, service and area. A review's permalink is \`${urls.base}/reviews/{date}/#review-{id}\`.
- [Insights page](${urls.base}/insights/) and [developer guide](${urls.base}/developers/).
`;
}
