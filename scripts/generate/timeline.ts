import { dateToMillis, toIsoDate } from '../../core/schemas/date.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Roofing in hail country: slow winters, busy from spring hail to autumn. */
const SEASON = [0.55, 0.6, 0.8, 1.0, 1.2, 1.35, 1.35, 1.3, 1.15, 1.0, 0.75, 0.55];

/** How far back reviews go: three and a half years before the last date. */
export const SPAN_MONTHS = 42;

/** A storm that brought a wave of jobs (and of reviews a few weeks later). */
export type Storm = { day: number; kind: 'hailstorm' | 'windstorm' };

export type Timeline = {
  /** Review dates as day numbers (days since 1970-01-01), ascending. */
  days: Int32Array;
  storms: Storm[];
  firstDay: number;
};

export function dayOf(date: string): number {
  return Math.round(dateToMillis(date) / DAY);
}

/** Day numbers repeat (a few thousand days, 100,000 reviews): format each once. */
const dates = new Map<number, string>();
export function dateOf(day: number): string {
  let date = dates.get(day);
  if (date === undefined) dates.set(day, (date = toIsoDate(day * DAY)));
  return date;
}

function monthOf(day: number): number {
  return new Date(day * DAY).getUTCMonth();
}

/** The first day of the window: SPAN_MONTHS calendar months before `end`. */
export function startOf(end: string): number {
  const d = new Date(dateToMillis(end));
  return Math.round(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - SPAN_MONTHS, d.getUTCDate()) / DAY);
}

/** One or two hailstorms every late spring and summer, and a windstorm most springs. */
function planStorms(random: Random, first: number, last: number): Storm[] {
  const storms: Storm[] = [];
  const firstYear = new Date(first * DAY).getUTCFullYear();
  const lastYear = new Date(last * DAY).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    const candidates: Storm[] = [];
    for (let i = random.int(1, 2); i > 0; i--) candidates.push({ day: Math.round(Date.UTC(year, 4, 5) / DAY) + random.int(0, 100), kind: 'hailstorm' });
    if (random.chance(0.7)) candidates.push({ day: Math.round(Date.UTC(year, 2, 1) / DAY) + random.int(0, 55), kind: 'windstorm' });
    for (const storm of candidates) if (storm.day >= first && storm.day <= last - 7) storms.push(storm);
  }
  return storms.sort((a, b) => a.day - b.day);
}

/** Reviews follow a storm by a few weeks (jobs first), peaking around day 12 and fading over three months. */
function stormWave(days: number, kind: Storm['kind']): number {
  if (days < 2 || days > 100) return 0;
  const x = days / 12;
  return (kind === 'hailstorm' ? 2.5 : 1.2) * x * Math.exp(1 - x);
}

/**
 * Draws `count` review dates between SPAN_MONTHS before `end` and `end`: a business that
 * grows (three times as many reviews a month at the end as at the start), with seasons and
 * storm waves. Sorted, so ids can follow date order.
 */
export function planTimeline(random: Random, count: number, end: string): Timeline {
  const first = startOf(end);
  const last = dayOf(end);
  const storms = planStorms(random, first, last);
  const span = last - first + 1;
  const cumulative = new Float64Array(span);
  let total = 0;
  for (let i = 0; i < span; i++) {
    const day = first + i;
    let weight = SEASON[monthOf(day)]!;
    for (const storm of storms) weight += stormWave(day - storm.day, storm.kind);
    weight *= 1 + (2 * i) / (span - 1); // growth: a bigger customer base in storm waves too
    total += weight;
    cumulative[i] = total;
  }
  // Sorted uniform draws walked through the cumulative weights: sorted dates in one pass.
  const draws = new Float64Array(count);
  for (let i = 0; i < count; i++) draws[i] = random.next() * total;
  draws.sort();
  const days = new Int32Array(count);
  let index = 0;
  for (let i = 0; i < count; i++) {
    while (index < span - 1 && cumulative[index]! <= draws[i]!) index++;
    days[i] = first + index;
  }
  return { days, storms, firstDay: first };
}

/** The storm a review written on `day` would speak of: the latest before it, if within a year. */
export function latestStorm(storms: readonly Storm[], day: number): Storm | undefined {
  let latest: Storm | undefined;
  for (const storm of storms) {
    if (storm.day >= day) break;
    latest = storm;
  }
  return latest && day - latest.day <= 365 ? latest : undefined;
}

export function monthName(day: number): string {
  return MONTHS[monthOf(day)]!;
}
