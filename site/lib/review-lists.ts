import { memoByObject } from '../../core/memo.ts';
import type { Dataset } from '../../core/dataset/dataset.ts';
import type { Review } from '../../core/schemas/review.ts';
import { count } from './format.ts';

/** Reviews on one page of a list. */
export const PAGE_SIZE = 20;

/**
 * Filtered lists show at most this many pages (the newest reviews of that filter). Every
 * review is still on the full list and on its day page; older filtered results are one link
 * away in the search API. Without a cap the filtered copies would multiply the build's size
 * at 100,000 reviews (see docs/pages.md for the figures).
 */
export const MAX_FILTERED_PAGES = 25;

export type FilterKind = 'rating' | 'service' | 'area';

/** One list of reviews: all of them, or those of one rating, service or service area. */
export type ReviewList = {
  /** Path of its first page: `/reviews/` or `/reviews/rating/5/`. */
  path: string;
  filter?: { kind: FilterKind; value: string; label: string };
  /** Heading text: `All reviews`, `5-star reviews`, `Roof repair`. */
  title: string;
  reviews: readonly Review[];
  /** Pages built; fewer than the reviews need when the cap applies. */
  pageCount: number;
  /** Whether older reviews of this filter are left to the search API. */
  capped: boolean;
  /** The same filter as query parameters of /api/reviews/search. */
  searchQuery?: string;
};

/** One built page of a list, with only its own reviews: a page's work is O(PAGE_SIZE). */
export type ListPage = { list: ListSummary; page: number; reviews: readonly Review[] };

/** What a page needs to know about its list, without holding every review. */
export type ListSummary = Omit<ReviewList, 'reviews'> & { total: number };

/** Every list the site builds, computed once per dataset: all reviews, then each filter value. */
export const reviewLists = memoByObject(buildLists);

function buildLists(dataset: Dataset): ReviewList[] {
  const { business, reviews } = dataset;
  const byRating = new Map<number, Review[]>([5, 4, 3, 2, 1].map((r) => [r, []]));
  const byService = new Map<string, Review[]>(business.services.map((s) => [s.id, []]));
  const byArea = new Map<string, Review[]>(business.service_areas.map((a) => [a.id, []]));
  // One pass, in dataset order (newest first), so every list is newest first too.
  for (const review of reviews) {
    byRating.get(review.rating)!.push(review);
    byArea.get(review.service_area)?.push(review);
    for (const service of review.mentions.services) byService.get(service)?.push(review);
  }
  const make = (path: string, title: string, list: Review[], filter?: ReviewList['filter'], searchQuery?: string): ReviewList => {
    const needed = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
    const pageCount = filter ? Math.min(needed, MAX_FILTERED_PAGES) : needed;
    return { path, title, reviews: list, pageCount, capped: pageCount < needed, filter, searchQuery };
  };
  return [
    make('/reviews/', 'All reviews', [...reviews]),
    ...[...byRating].map(([rating, list]) =>
      make(`/reviews/rating/${rating}/`, `${rating}-star reviews`, list, { kind: 'rating', value: String(rating), label: `${rating} star${rating === 1 ? '' : 's'}` }, `rating=${rating}`),
    ),
    ...business.services.map((service) =>
      make(`/reviews/service/${service.id}/`, `Reviews mentioning ${service.name.toLowerCase()}`, byService.get(service.id)!, { kind: 'service', value: service.id, label: service.name }, `mentions_service=${service.id}`),
    ),
    ...business.service_areas.map((area) =>
      make(`/reviews/area/${area.id}/`, `Reviews from ${area.name}`, byArea.get(area.id)!, { kind: 'area', value: area.id, label: area.name }),
    ),
  ];
}

/** Path of page `page` (1-based) of a list: the first page is the list's own path. */
export function pagePath(list: Pick<ReviewList, 'path'>, page: number): string {
  return page === 1 ? list.path : `${list.path}page/${page}/`;
}

/** Every page of every list, each with its slice of reviews. */
export function listPages(dataset: Dataset): ListPage[] {
  const pages: ListPage[] = [];
  for (const list of reviewLists(dataset)) {
    const { reviews, ...rest } = list;
    const summary: ListSummary = { ...rest, total: reviews.length };
    for (let page = 1; page <= list.pageCount; page++) {
      pages.push({ list: summary, page, reviews: reviews.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) });
    }
  }
  return pages;
}

/** The filter links a list page shows, grouped, with how many reviews each holds. */
export function filterGroups(dataset: Dataset) {
  const lists = reviewLists(dataset);
  const group = (kind: FilterKind) =>
    lists.filter((list) => list.filter?.kind === kind).map((list) => ({ path: list.path, label: list.filter!.label, count: list.reviews.length, countText: count(list.reviews.length) }));
  return [
    { kind: 'rating' as const, title: 'Rating', links: group('rating') },
    { kind: 'service' as const, title: 'Service', links: group('service') },
    { kind: 'area' as const, title: 'Area', links: group('area') },
  ];
}

/** Page numbers to link around `current`: first, last, and two either side, with gaps as null. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const wanted = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push(null);
    out.push(page);
  });
  return out;
}
