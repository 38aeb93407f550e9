import type { ParsedText } from './nlp.ts';

/**
 * Timeliness said with dates and durations instead of opinion words: "paid the deposit in March
 * and they started in July", "called Friday and they came Tuesday", "quoted two days, took two
 * weeks", "it took them four months to send the invoice"; a promise kept to the day ("said two
 * days and it took two days") is praise of it. Returns the valence such a sentence gives
 * timeliness, and the token it rests on; null when it says nothing of the kind.
 */
export type TimeGap = { at: number; valence: number };

const MONTHS = new Map(
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].map((m, i) => [m, i]),
);
const WEEKDAYS = new Map(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d, i) => [d, i]));
/** Unit lengths in days. */
const UNITS = new Map([
  ['hour', 1 / 24], ['hours', 1 / 24], ['day', 1], ['days', 1], ['week', 7], ['weeks', 7], ['month', 30], ['months', 30], ['year', 365], ['years', 365],
]);
const NUMBERS = new Map([
  ['a', 1], ['an', 1], ['one', 1], ['two', 2], ['couple', 2], ['three', 3], ['few', 3], ['four', 4], ['five', 5], ['several', 4], ['six', 6],
  ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12],
]);
/** Lemmas saying what happened at the later date: the work or the people came then. */
const ARRIVALS = new Set(['start', 'begin', 'come', 'show', 'arrive', 'finish', 'complete', 'hear', 'respond', 'return', 'install', 'get', 'send', 'fix']);
/** Words that say the second duration is the time taken, against the promise before it ("Estimate: 3 days. Actual: 11 days."). */
const TAKEN_SAID = new Set(['actual', 'actually', 'reality', 'result']);
/** Lemmas that make the first duration a promise the second is measured against. */
const PROMISES = new Set(['say', 'quote', 'promise', 'estimate', 'tell', 'suppose', 'expect', 'schedule', 'plan']);
/** Lemmas before a single duration that make it a wait ("waited three weeks"). */
const WAITS = new Set(['wait']);
/** Whom a "took" is about: "took them four months" is a wait; "the project took three weeks" a fact. */
const TAKERS = new Set(['them', 'him', 'her', 'us', 'me']);

const GAP_VALENCE = 0.5;
/** A wait of at least this many days, with nothing to compare it with, is a complaint. */
const LONG_WAIT_DAYS = 14;

/** Cheap test first: most sentences name no month, weekday or time unit. */
export function mayHaveTimeGap(text: ParsedText, start: number, end: number): boolean {
  for (let i = start; i <= end; i++) {
    const word = text.normals[i]!;
    if (UNITS.has(word) || WEEKDAYS.has(word) || MONTHS.has(word)) return true;
  }
  return false;
}

/** A number as written ("9", "nine"), or undefined. */
function countAt(text: ParsedText, i: number): number | undefined {
  const word = text.normals[i];
  if (word === undefined) return undefined;
  return /^\d+$/.test(word) ? Number(word) : NUMBERS.get(word);
}

/** Whether a verb of promising (PROMISES) stands within five tokens before the unit at `unitAt`, in the sentence from `start`. */
function promisedBefore(text: ParsedText, unitAt: number, start: number): boolean {
  for (let k = Math.max(start, unitAt - 5); k < unitAt; k++) if (PROMISES.has(text.lemmas[k]!)) return true;
  return false;
}

/**
 * "Estimate said 3 days. It took 9.", "They told completion in 10 days. It is now 35 days.": a
 * duration promised in one sentence, and the time taken said in the next (after "took" or "now",
 * its unit left out when it is the promise's). Returns what that gives timeliness, at the second
 * sentence's duration; null when the two sentences are not so built.
 */
export function timeGapAcross(text: ParsedText, first: { start: number; end: number }, second: { start: number; end: number }): TimeGap | null {
  const day = dayKeptAcross(text, first, second);
  if (day) return day;
  let promised: { days: number; unit: number } | undefined;
  for (let i = first.start + 1; i <= first.end; i++) {
    const unit = UNITS.get(text.normals[i]!);
    const count = unit === undefined ? undefined : countAt(text, i - 1);
    if (unit !== undefined && count !== undefined && promisedBefore(text, i, first.start)) promised = { days: count * unit, unit };
  }
  if (!promised) return null;
  for (let i = second.start; i <= second.end; i++) {
    const count = countAt(text, i);
    if (count === undefined || text.normals[i] === 'a' || text.normals[i] === 'an') continue;
    const after = text.normals[i + 1];
    const unit = after !== undefined && i + 1 <= second.end ? UNITS.get(after) : undefined;
    const before = [text.lemmas[i - 1], text.lemmas[i - 2]];
    // "It took 9.", "It is now 35 days.", "Actual: 11 days.", "In reality, six weeks.", "It was 7 weeks."
    const taken =
      before.includes('take') ||
      (unit !== undefined && (before[0] === 'now' || before.some((lemma) => TAKEN_SAID.has(lemma ?? '')) || (before[0] === 'be' && text.lemmas[i - 2] === 'it')));
    if (!taken || i - 1 < second.start) continue;
    const days = count * (unit ?? promised.unit);
    const at = unit === undefined ? i : i + 1;
    if (days > promised.days * 1.5) return { at, valence: -GAP_VALENCE };
    if (days <= promised.days) return { at, valence: GAP_VALENCE };
    return null;
  }
  return null;
}

/** Lemmas that make a weekday or month the one booked: "Booked for Monday", "Scheduled in June". */
const BOOKED = new Set(['book', 'schedule', 'promise', 'say', 'tell', 'plan']);

/**
 * "Booked for Monday. Turned up Monday.", "Scheduled for the Tuesday. They came Friday.": a day (or
 * month) booked in one sentence, and the day they came or did the work in the next. The same day
 * is the promise kept; a later one (three days or more on, two months or more) the promise missed.
 */
function dayKeptAcross(text: ParsedText, first: { start: number; end: number }, second: { start: number; end: number }): TimeGap | null {
  const named = (from: number, to: number, after: (k: number) => boolean) => {
    for (let i = from; i <= to; i++) {
      const word = text.normals[i]!;
      const names = WEEKDAYS.has(word) ? WEEKDAYS : MONTHS.has(word) && text.pos[i] === 'PROPN' ? MONTHS : undefined;
      if (names && after(i)) return { at: i, names, index: names.get(word)! };
    }
    return undefined;
  };
  const booked = named(first.start, first.end, (i) => {
    for (let k = Math.max(first.start, i - 3); k < i; k++) if (BOOKED.has(text.lemmas[k]!)) return true;
    return false;
  });
  if (!booked) return null;
  const came = named(second.start, second.end, (i) => {
    for (let k = Math.max(second.start, i - 3); k < i; k++) if (ARRIVALS.has(text.lemmas[k]!) || text.lemmas[k] === 'turn') return true;
    return false;
  });
  if (!came || came.names !== booked.names) return null;
  const cycle = booked.names === WEEKDAYS ? 7 : 12;
  const gap = (came.index - booked.index + cycle) % cycle;
  if (gap === 0) return { at: came.at, valence: GAP_VALENCE };
  if (gap >= (booked.names === WEEKDAYS ? 3 : 2)) return { at: came.at, valence: -GAP_VALENCE };
  return null;
}

/**
 * `expected`: the token ranges of what someone said or expected the job would be (setting.ts
 * `expectationRanges`): a duration there is a promise, however far the verb of saying stands
 * from it ("our rep told us it would take four days").
 */
export function timeGap(text: ParsedText, start: number, end: number, expected: ReadonlyArray<readonly [number, number]> = []): TimeGap | null {
  const months: number[] = [];
  const weekdays: number[] = [];
  const durations: Array<{ at: number; days: number }> = [];
  for (let i = start; i <= end; i++) {
    const word = text.normals[i]!;
    // "may" and "march" are verbs too: a month is a name, or follows "in", "by", "until".
    if (MONTHS.has(word) && (text.pos[i] === 'PROPN' || ['in', 'by', 'until', 'of', 'since', 'early', 'late', 'mid'].includes(text.normals[i - 1] ?? ''))) months.push(i);
    else if (WEEKDAYS.has(word)) weekdays.push(i);
    else if (UNITS.has(word) && i > start) {
      const count = countAt(text, i - 1) ?? (text.normals[i - 1] === 'of' && text.normals[i - 2] === 'couple' ? 2 : undefined);
      if (count !== undefined) durations.push({ at: i, days: count * UNITS.get(word)! });
    }
  }
  const arrivedAfter = (from: number) => {
    for (let k = from; k <= end; k++) if (ARRIVALS.has(text.lemmas[k]!)) return true;
    return false;
  };
  const dated = (list: number[], names: Map<string, number>, cycle: number, long: number) => {
    for (let k = 1; k < list.length; k++) {
      const [a, b] = [list[k - 1]!, list[k]!];
      const gap = (names.get(text.normals[b]!)! - names.get(text.normals[a]!)! + cycle) % cycle;
      if (gap >= long && arrivedAfter(a + 1)) return { at: b, valence: -GAP_VALENCE };
    }
    return null;
  };
  const byDate = dated(months, MONTHS, 12, 2) ?? dated(weekdays, WEEKDAYS, 7, 3);
  if (byDate) return byDate;

  if (durations.length >= 2) {
    const [promised, actual] = [durations[0]!, durations[durations.length - 1]!];
    const promise = expected.some(([from, to]) => promised.at >= from && promised.at <= to) || promisedBefore(text, promised.at, start);
    if (promise && actual.days > promised.days * 1.5) return { at: actual.at, valence: -GAP_VALENCE };
    if (promise && actual.days <= promised.days) return { at: actual.at, valence: GAP_VALENCE };
  }
  for (const { at, days } of durations) {
    if (days < LONG_WAIT_DAYS) continue;
    for (let k = Math.max(start, at - 4); k < at; k++) {
      if (WAITS.has(text.lemmas[k]!) || (text.lemmas[k] === 'take' && TAKERS.has(text.normals[k + 1]!))) return { at, valence: -GAP_VALENCE };
    }
  }
  return null;
}
