import type { Dataset } from '../../core/dataset/dataset.ts';
import type { Insights, ReviewIdsByPolarity } from '../../core/schemas/insights.ts';
import type { Review } from '../../core/schemas/review.ts';
import { quarterOf } from '../../core/insights/sections/tally.ts';
import { reviewsById } from './review-index.ts';

/**
 * Every count on the insights page reaches all the reviews behind it: one static list per
 * figure, built from the id lists of insights.json (and, for a quarter, the review dates), so a
 * count always equals the length of its list. The page links each figure with the same path
 * functions the lists are built with, so a link can only point at a list that exists.
 */

/** Reviews on one page of an insights list: short rows, so long lists stay small. */
export const INSIGHT_PAGE_SIZE = 100;

type Polarity = 'positive' | 'negative' | 'neutral';
const POLARITIES: readonly Polarity[] = ['positive', 'neutral', 'negative'];

/** A path segment from a name: "Sam Whitfield" → sam-whitfield, "1.5 days" → 1-5-days. */
export function slug(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'x';
}

const base = '/insights/reviews';
const under = (...parts: Array<string | undefined>) => `${base}/${parts.filter((p) => p !== undefined).map(slug).join('/')}/`;

/** Where the list behind each figure lives. `part` is a polarity, a quarter or a named subset. */
export const insightPaths = {
  summary: (polarity?: Polarity) => under('all', polarity),
  aspect: (id: string, part?: Polarity | string) => under('aspect', id, part),
  technician: (name: string, part?: Polarity) => under('technician', name, part),
  praised: (name: string, aspect: string) => under('technician', name, 'praised', aspect),
  criticised: (name: string, aspect: string) => under('technician', name, 'criticised', aspect),
  service: (id: string) => under('service', id),
  area: (id: string) => under('area', id),
  topic: (phrase: string, polarity?: Polarity) => under('topic', phrase, polarity),
  faq: (id: string, part?: Polarity | 'answers') => under('faq', id, part),
  finding: (id: string, label: string) => under('faq', id, 'finding', label),
};

/** One list: its path, a heading, what the figure counts, and the reviews, newest first. */
export type InsightList = { path: string; title: string; counts: string; ids: readonly string[] };

const cache = new WeakMap<Insights, InsightList[]>();

/** Every list behind a figure of the insights page, computed once per build. */
export function insightLists(dataset: Dataset, insights: Insights): InsightList[] {
  let lists = cache.get(insights);
  if (!lists) {
    lists = buildLists(dataset, insights);
    cache.set(insights, lists);
  }
  return lists;
}

function buildLists(dataset: Dataset, insights: Insights): InsightList[] {
  const lists: InsightList[] = [];
  const add = (path: string, title: string, counts: string, ids: readonly string[]) => lists.push({ path, title, counts, ids: newestFirst(dataset, ids) });
  const byPolarity = (path: (p?: Polarity) => string, title: string, counts: string, ids: ReviewIdsByPolarity) => {
    add(path(), title, counts, [...ids.positive, ...ids.neutral, ...ids.negative]);
    for (const polarity of POLARITIES) add(path(polarity), `${title}: ${polarity}`, `${counts}, read as ${polarity}`, ids[polarity]);
  };
  const dates = reviewsById(dataset);

  const { summary, aspects, entities, topics, faq } = insights;
  byPolarity(insightPaths.summary, 'All reviews analysed', 'Every review, by the polarity the analyzer gives it as a whole', summary.review_ids);
  for (const aspect of aspects) {
    byPolarity((p) => insightPaths.aspect(aspect.id, p), aspect.name, `Reviews that speak of ${aspect.name.toLowerCase()}`, aspect.review_ids);
    const all = [...aspect.review_ids.positive, ...aspect.review_ids.neutral, ...aspect.review_ids.negative];
    for (const { quarter } of aspect.trend.quarters) {
      const ids = all.filter((id) => quarterOf(dates.get(id)!.date) === quarter);
      add(insightPaths.aspect(aspect.id, quarter), `${aspect.name}, ${quarter}`, `Reviews of ${quarter} that speak of ${aspect.name.toLowerCase()}`, ids);
    }
  }
  const aspectName = new Map(aspects.map((a) => [a.id, a.name.toLowerCase()]));
  for (const t of entities.technicians) {
    byPolarity((p) => insightPaths.technician(t.name, p), t.name, `Reviews that name ${t.name}`, t.review_ids);
    for (const p of t.praised_for) add(insightPaths.praised(t.name, p.aspect), `${t.name}, praised for ${aspectName.get(p.aspect) ?? p.aspect}`, `Reviews whose sentences about ${t.name} praise their ${aspectName.get(p.aspect) ?? p.aspect}`, p.review_ids);
    for (const p of t.criticised_for) add(insightPaths.criticised(t.name, p.aspect), `${t.name}, criticised for ${aspectName.get(p.aspect) ?? p.aspect}`, `Reviews whose sentences about ${t.name} criticise their ${aspectName.get(p.aspect) ?? p.aspect}`, p.review_ids);
  }
  for (const s of entities.services) add(insightPaths.service(s.id), s.name, `Reviews that mention ${s.name.toLowerCase()}`, flat(s.review_ids));
  for (const a of entities.service_areas) add(insightPaths.area(a.id), a.name, `Reviews from ${a.name}`, flat(a.review_ids));
  for (const topic of topics) byPolarity((p) => insightPaths.topic(topic.phrase, p), `“${topic.phrase}”`, `Reviews that use the phrase “${topic.phrase}”`, topic.review_ids);
  for (const entry of faq) {
    add(insightPaths.faq(entry.id), entry.question, 'Every review the answer rests on', entry.review_ids);
    if (entry.answers) byPolarity((p) => insightPaths.faq(entry.id, p ?? 'answers'), `${entry.question} (answers)`, 'Reviews with a sentence that answers the question', entry.answers.review_ids);
    for (const finding of entry.findings) add(insightPaths.finding(entry.id, finding.label), `${entry.question} Reported: ${finding.label}`, `Reviews that report ${finding.label}`, finding.review_ids);
  }
  const seen = new Set<string>();
  for (const list of lists) {
    // Two figures on one path would make one of them link to the other's reviews.
    if (seen.has(list.path)) throw new Error(`insights list ${list.path} is built twice: two names give the same path`);
    seen.add(list.path);
  }
  return lists;
}

const flat = (ids: ReviewIdsByPolarity) => [...ids.positive, ...ids.neutral, ...ids.negative];

/** In dataset order (newest first), whatever order the lists were joined in. */
function newestFirst(dataset: Dataset, ids: readonly string[]): string[] {
  const order = positions(dataset);
  return [...new Set(ids)].sort((a, b) => order.get(a)! - order.get(b)!);
}

const positionCache = new WeakMap<Dataset, Map<string, number>>();
function positions(dataset: Dataset): Map<string, number> {
  let map = positionCache.get(dataset);
  if (!map) positionCache.set(dataset, (map = new Map(dataset.reviews.map((r, i) => [r.id, i]))));
  return map;
}

export type InsightListPage = { list: Omit<InsightList, 'ids'> & { total: number; pageCount: number }; page: number; reviews: Review[] };

/** Every page of every list, each with its own reviews only. */
export function insightListPages(dataset: Dataset, insights: Insights): InsightListPage[] {
  const index = reviewsById(dataset);
  const pages: InsightListPage[] = [];
  for (const { ids, ...rest } of insightLists(dataset, insights)) {
    const pageCount = Math.max(1, Math.ceil(ids.length / INSIGHT_PAGE_SIZE));
    const list = { ...rest, total: ids.length, pageCount };
    for (let page = 1; page <= pageCount; page++) {
      pages.push({ list, page, reviews: ids.slice((page - 1) * INSIGHT_PAGE_SIZE, page * INSIGHT_PAGE_SIZE).map((id) => index.get(id)!) });
    }
  }
  return pages;
}
