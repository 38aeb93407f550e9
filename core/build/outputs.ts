import { addDays } from '../schemas/date.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { feedEntries, renderJsonFeed } from '../render/json-feed.ts';
import { renderAtom } from '../render/atom.ts';
import { renderReviewsJson, reviewsJsonLastModified } from '../render/reviews-json.ts';
import type { Insights } from '../insights/index.ts';
import type { Urls } from '../urls.ts';

/**
 * How many days of `since/{date}` files are prebuilt, ending at the newest review. Each file
 * holds every review on or after its date, so prebuilding all dates would grow with the square
 * of the review count; a fixed recent window grows linearly. Other dates come from the sidecar.
 */
export const SINCE_WINDOW_DAYS = 30;

export type OutputInputs = { dataset: Dataset; insights: Insights; urls: Urls };
export type RenderedOutput = { body: string; lastModified: string };

/** The data files every build writes, by path under the build root, each dated by what it holds. */
export const DATA_OUTPUTS = {
  'reviews.json': ({ dataset }: OutputInputs): RenderedOutput => ({ body: renderReviewsJson(dataset), lastModified: reviewsJsonLastModified(dataset) }),
  'insights.json': ({ dataset, insights }: OutputInputs): RenderedOutput => ({ body: JSON.stringify(insights), lastModified: dataset.lastModified }),
  'api/feed.json': ({ dataset, urls }: OutputInputs): RenderedOutput => ({ body: renderJsonFeed(dataset, urls), lastModified: feedEntries(dataset).updated }),
  'feed.xml': ({ dataset, urls }: OutputInputs): RenderedOutput => ({ body: renderAtom(dataset, urls), lastModified: feedEntries(dataset).updated }),
} as const;

export type DataOutputPath = keyof typeof DATA_OUTPUTS;

/** The dates whose since/{date} file is prebuilt: the window ending at the newest review. */
export function sinceWindow(dataset: Dataset): string[] {
  const newest = dataset.reviews[0]?.date;
  if (!newest) return [];
  return Array.from({ length: SINCE_WINDOW_DAYS }, (_, i) => addDays(newest, -i));
}
