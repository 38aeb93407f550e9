import type { ParsedText } from './nlp.ts';
import { TIME_SUBORDINATORS } from '../lexicon/grammar.ts';
import type { ValenceItem } from './valence.ts';

/**
 * Token ranges of a sentence that are only the setting of what it judges, not its subject:
 * - what a photo shows: "sent pictures of the cracked decking and the rotten fascia" judges the
 *   pictures (an inspection's), not the decking, the fascia or the workmanship they belong to;
 *   so do the bits of debris: "picked every scrap of old shingle out of the bushes";
 * - a span of the job that an opinion with an aspect of its own runs across: "courteous from the
 *   first phone call to the final invoice" is professionalism, not communication or billing.
 *   A generic opinion across the span ("From the estimate to the clean-up, all great") still
 *   speaks of what the span names.
 * Catalogue terms and opinion words inside these ranges do not count for an aspect (see analyzer.ts).
 */
export function settingRanges(text: ParsedText, start: number, end: number, items: readonly ValenceItem[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = start; i < end; i++) {
    const word = text.normals[i]!;
    if ((PHOTO_WORDS.has(text.lemmas[i]!) || DEBRIS_WORDS.has(text.lemmas[i]!)) && text.normals[i + 1] === 'of') {
      const last = listEnd(text, i + 2, end);
      if (last >= i + 2) ranges.push([i + 2, last]);
    } else if (word === 'through' || word === 'thru' || (word === 'for' && waitedBefore(text, i, start))) {
      // "no leaks since, even through two windstorms": the weather the roof held through is the
      // setting of the workmanship, not storm help. "waited a few days for the permanent fix":
      // what was waited for is the setting of the wait, not judged itself.
      let last = listEnd(text, i + 1, end);
      // "through a couple of windstorms": a quantity and what it counts.
      if (last >= i + 1 && text.normals[last + 1] === 'of') last = listEnd(text, last + 2, end);
      const weather = word === 'for' || range(i + 1, last).some((k) => WEATHER.test(text.lemmas[k]!));
      if (last >= i + 1 && weather) ranges.push([i + 1, last]);
    } else if (i === start || !IN_PHRASE_POS.has(text.pos[i - 1]!) || text.pos[i - 1] === 'VERB') {
      // "We have had two big hailstorms since and not a single problem", "three winters later, no
      // leaks": weather counted since the job is what the roof held through, as above.
      const last = listEnd(text, i, end);
      if (last >= i && AFTERWARDS.has(text.normals[last + 1] ?? '') && range(i, last).some((k) => WEATHER.test(text.lemmas[k]!))) {
        ranges.push([i, last]);
        i = last;
      }
    }
    if (word === 'in' || word === 'during') {
      // "Shingles blew off in the next storm": weather after the job that the roof failed in is
      // the setting of the workmanship, as weather it held through is, not storm help.
      const last = listEnd(text, i + 1, end);
      const phrase = range(i + 1, last);
      if (phrase.some((k) => AFTER_THE_JOB.has(text.normals[k]!)) && phrase.some((k) => WEATHER.test(text.lemmas[k]!))) ranges.push([i + 1, last]);
    }
    if (word === 'from') {
      const to = listEnd(text, i + 1, end) + 1;
      if (to <= end && text.normals[to] === 'to' && !SPAN_ENDS.has(text.normals[to + 1] ?? '')) {
        const last = listEnd(text, to + 1, end);
        const owned = items.some((item) => item.aspect && item.value !== 0 && (item.end < i || item.start > last));
        if (last > to && owned) ranges.push([i + 1, last]);
      }
    }
  }
  return ranges;
}

/**
 * Token ranges that name which job the review is about, not how it went: the job a business was
 * hired for ("We hired them for our emergency tarp", "Had Summit Ridge out in May for the
 * re-roof"), "this time the emergency call-out", and the quotes the writer collected before
 * choosing ("We got three quotes for our hail claim and went with them"). An aspect named only
 * there is named and not judged (see analyzer.ts).
 */
export function jobRanges(text: ParsedText, start: number, end: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = start; i < end; i++) {
    const word = text.normals[i]!.toLowerCase();
    if (word === 'for' && hiredBefore(text, i, start) && text.pos[i + 1] !== 'NUM') {
      const last = listEnd(text, i + 1, end);
      if (last >= i + 1) ranges.push([i + 1, last]);
    }
    if (word === 'this' && text.normals[i + 1] === 'time' && (i === start || text.normals[i - 1] === ',')) {
      const last = listEnd(text, i + 2, end);
      if (last >= i + 2) ranges.push([i + 2, last]);
    }
    if (COUNTS.has(word) && QUOTE_WORDS.has(text.lemmas[i + 1] ?? '') && gotBefore(text, i, start)) {
      let last = i + 1;
      if (text.normals[last + 1] === 'for') last = Math.max(last, listEnd(text, last + 2, end));
      ranges.push([i, last]);
    }
  }
  return ranges;
}

/** Verbs of hiring a business, and of sending it to someone (lemmas): the "for" after one names the job. */
const HIRE_VERBS = new Set(['hire', 'hired', 'call', 'called', 'use', 'used', 'choose', 'chose', 'pick', 'picked', 'recommend', 'recommended', 'book', 'booked', 'contact', 'contacted', 'employ', 'employed']);
/** Words from the hiring verb to its "for": "had *Summit Ridge out in May* for", "hired *them* for". */
const HIRE_REACH = 7;

/** Whether a verb of hiring (or "had ... out", "went with") comes before the "for" at `i` in its clause. */
function hiredBefore(text: ParsedText, i: number, start: number): boolean {
  for (let k = i - 1; k >= Math.max(start, i - HIRE_REACH); k--) {
    const word = text.normals[k]!.toLowerCase();
    if (text.pos[k] === 'PUNCT' || word === 'and' || word === 'but') return false;
    // "Do not use this company for warranty work" is a verdict on that work, not which job it was.
    if (HIRE_VERBS.has(text.lemmas[k]!) || HIRE_VERBS.has(word)) return (text.pos[k] === 'VERB' || text.pos[k] === 'AUX' || k === start) && !negatedAt(text, k, start);
    // "had them out", "went with Summit Ridge": hiring in other words.
    if (word === 'out' && range(Math.max(start, k - 4), k - 1).some((j) => text.lemmas[j] === 'have')) return true;
    if (word === 'with' && k > start && text.lemmas[k - 1] === 'go') return true;
  }
  return false;
}

const HIRE_NEGATORS = new Set(['not', "n't", 'never', 'no']);
/** Whether a negator stands within two words before the verb at `k` ("do not use", "would never hire"). */
function negatedAt(text: ParsedText, k: number, start: number): boolean {
  for (let j = Math.max(start, k - 2); j < k; j++) if (HIRE_NEGATORS.has(text.normals[j]!.toLowerCase()) || text.normals[j]!.toLowerCase().endsWith("n't")) return true;
  return false;
}

/** Words that count quotes, and the lemmas of quotes: "three quotes", "a few bids", "several estimates". */
const COUNTS = new Set(['two', 'three', 'four', 'five', 'six', 'several', 'multiple', 'few', 'some', '2', '3', '4', '5', '6']);
const QUOTE_WORDS = new Set(['quote', 'bid', 'estimate', 'quotes', 'bids', 'estimates']);
/** Verbs of the writer collecting quotes (lemmas and forms), right before the count: "we got three", "after getting a few". */
const GOT = new Set(['get', 'got', 'getting', 'gotten', 'collect', 'collected', 'compare', 'compared', 'obtain', 'obtained', 'request', 'requested']);

function gotBefore(text: ParsedText, i: number, start: number): boolean {
  let k = i - 1;
  if (k >= start && (text.normals[k] === 'a' || text.normals[k] === 'the')) k--;
  return k >= start && (GOT.has(text.lemmas[k]!) || GOT.has(text.normals[k]!.toLowerCase()));
}

/** Whether tokens `s..e` lie inside one of `ranges`. */
export function inRanges(ranges: ReadonlyArray<[number, number]>, s: number, e: number): boolean {
  return ranges.some(([from, to]) => s >= from && e <= to);
}

/** Words before weather that place it after the job: "in the next storm", "during the following winter". */
const AFTER_THE_JOB = new Set(['next', 'following']);
/** Words after weather that count it since the job: "two hailstorms since", "three winters later". */
const AFTERWARDS = new Set(['since', 'later']);
/** Weather a roof is said to have held through. */
const WEATHER = /^(?:\w*storms?|rain\w*|snow\w*|winters?|wind\w*|gales?|hurricanes?|downpours?|hail|freeze|freezes|monsoons?)$/;
/** Words that say a wait: the "for" after one (in the last few words) names what was waited for. */
const WAIT = new Set(['wait', 'waited', 'waiting']);
const WAIT_REACH = 5;

function waitedBefore(text: ParsedText, i: number, start: number): boolean {
  for (let k = Math.max(start, i - WAIT_REACH); k < i; k++) if (WAIT.has(text.normals[k]!) || text.lemmas[k] === 'wait') return true;
  return false;
}

/** The token indexes `from..to`. */
export const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);

/** Nouns whose "of" phrase is the debris they are bits of ("every scrap of old shingle"): clean-up's, not the work's. */
const DEBRIS_WORDS = new Set(['scrap', 'scraps', 'piece', 'pieces', 'bit', 'bits', 'shard', 'shards', 'chunk', 'chunks']);
/** Nouns whose "of" phrase is what they show. */
const PHOTO_WORDS = new Set(['photo', 'picture', 'pic', 'video', 'image', 'shot', 'snapshot', 'photograph']);
/** What the photos of a finished job show: the result, reported after it. */
const FINISHED = new Set(['finished', 'completed', 'new', 'final', 'installed', 'done', 'after']);

/**
 * Whether the photo word at `at` shows the finished job ("photos of the finished roof", "pictures
 * of the new gutters"): a report after the job, not the inspection before it.
 */
export function photoOfFinishedWork(text: ParsedText, at: number, end: number): boolean {
  if (!PHOTO_WORDS.has(text.lemmas[at]!) && !PHOTO_WORDS.has(text.normals[at]!)) return false;
  if (FINISHED.has(text.normals[at - 1] ?? '')) return true; // "after photos", "final pictures"
  if (text.normals[at + 1] !== 'of') return false;
  for (let k = at + 2; k <= Math.min(end, at + 4); k++) if (FINISHED.has(text.normals[k]!)) return true;
  return false;
}

/** "from start to finish", "from top to bottom": no named parts of the job in between. */
const SPAN_ENDS = new Set(['finish', 'end', 'bottom']);
/** Words a list of noun phrases is made of: "the underlayment and the ice and water shield". */
const LIST_POS = new Set(['DET', 'PRON', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'CCONJ']);
const IN_PHRASE_POS = new Set(['DET', 'ADJ', 'NOUN', 'VERB']);
const LIST_PUNCT = new Set([',', '-']);

/** The last token of the list of noun phrases starting at `from` (`from - 1` when none). */
function listEnd(text: ParsedText, from: number, end: number): number {
  let last = from - 1;
  for (let k = from; k <= end; k++) {
    const pos = text.pos[k]!;
    // The tagger's verbs inside a noun phrase: a participle ("the damaged shingles", "the cracked
    // decking") or a noun in -ing ("the chimney flashing").
    const participle = pos === 'VERB' && /(?:ed|en|ing)$/.test(text.normals[k]!) && k > from && IN_PHRASE_POS.has(text.pos[k - 1]!);
    if (!LIST_POS.has(pos) && !participle && !(LIST_PUNCT.has(text.normals[k]!) && k < end && text.pos[k + 1] !== 'PUNCT')) break;
    if (pos === 'CCONJ' && !(text.normals[k] === 'and' || text.normals[k] === 'or')) break;
    // A pronoun that starts a clause ("..., they", "we") ends the list; a possessive ("our") does not.
    if (pos === 'PRON' && !POSSESSIVES.has(text.normals[k]!)) break;
    if (pos === 'NOUN' || pos === 'PROPN' || pos === 'NUM' || (participle && text.normals[k]!.endsWith('ing'))) last = k;
  }
  return last;
}

/** Possessives that open a noun phrase as a determiner does ("our roof"). */
export const POSSESSIVES: ReadonlySet<string> = new Set(['our', 'my', 'their', 'his', 'her', 'its', 'your']);

/**
 * The token before the determiners and possessives that open the noun phrase at `at` ("over *our*
 * back kitchen": the "over"), no further back than `first`; `first - 1` when they reach it.
 */
export function beforeDeterminers(text: ParsedText, at: number, first: number): number {
  let k = at - 1;
  while (k >= first && (text.pos[k] === 'DET' || (text.pos[k] === 'PRON' && POSSESSIVES.has(text.normals[k]!.toLowerCase())))) k--;
  return k;
}

/**
 * Token ranges of the reasons a sentence gives for what it judges: "the depreciation check took a
 * while because of a missing invoice" judges the claim's check; the invoice is why, not a price
 * or workmanship of its own. Catalogue terms and plain nouns there name nothing the sentence
 * judges, and an opinion word there speaks of what the clause judges (see analyzer.ts).
 */
export function reasonRanges(text: ParsedText, start: number, end: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = start; i < end; i++) {
    const word = text.normals[i]!;
    const opens = (word === 'because' && text.normals[i + 1] === 'of') || ((word === 'due' || word === 'owing') && text.normals[i + 1] === 'to');
    if (!opens) continue;
    const last = listEnd(text, i + 2, end);
    if (last >= i + 2) ranges.push([i + 2, last]);
  }
  return ranges;
}

/**
 * Token ranges that only state what was expected: "we were told it would be a quick job", "they
 * promised the crew would be punctual". What someone said a job would be is no verdict on what it
 * was; the sentence judges nothing there, and names no aspect it judges. The range runs from a verb
 * of saying or expecting followed by a modal to the end of its clause ("and it took three weeks"
 * is a clause of its own).
 */
export function expectationRanges(text: ParsedText, start: number, end: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = start; i < end; i++) {
    if (NEEDING.has(text.lemmas[i]!) || NEEDING.has(text.normals[i]!)) {
      // "We needed it done quickly", "wanted the new roof finished before winter": what the
      // writer needed is no verdict on what they got.
      let k = i + 1;
      while (k <= Math.min(end, i + SAYING_REACH) && !clauseBreak(text, k) && !COMPLETED.has(text.normals[k]!)) k++;
      if (k <= end && COMPLETED.has(text.normals[k]!)) {
        let last = k;
        while (last < end && !clauseBreak(text, last + 1)) last++;
        ranges.push([i, last]);
        i = last;
      }
      continue;
    }
    if (!SAYING.has(text.lemmas[i]!) && !SAYING.has(text.normals[i]!)) continue;
    for (let k = i + 1; k <= Math.min(end, i + SAYING_REACH); k++) {
      const word = text.normals[k]!;
      if (clauseBreak(text, k)) break;
      const modal = word === 'would' || word === "'d" || word === 'will' || (word === 'going' && text.normals[k + 1] === 'to');
      if (!modal) continue;
      let last = k;
      while (last < end && !clauseBreak(text, last + 1)) last++;
      // The verb of saying too: "assured us" is no praise of its own.
      ranges.push([i, last]);
      i = last;
      break;
    }
  }
  return ranges;
}

/** Verbs of saying or expecting what a job would be. */
const SAYING = new Set(['tell', 'told', 'say', 'said', 'promise', 'promised', 'assure', 'assured', 'expect', 'expected', 'think', 'thought', 'hope', 'hoped', 'figure', 'figured']);
/** Verbs of needing a job done, and the participles that say it done: "needed *the roof* done". */
const NEEDING = new Set(['need', 'needed', 'want', 'wanted']);
const COMPLETED = new Set(['done', 'finished', 'fixed', 'completed', 'replaced', 'repaired', 'sorted', 'installed']);
/** Words from the verb to the modal: "told *us that the job* would". */
const SAYING_REACH = 8;
/** Whether token `k` ends the clause of what was expected (a hyphen inside a word does not: "tear-off"). */
function clauseBreak(text: ParsedText, k: number): boolean {
  if (CLAUSE_ENDS.has(text.normals[k]!)) return true;
  return text.pos[k] === 'PUNCT' && !(text.normals[k] === '-' && text.spaces[k] === 0 && text.spaces[k + 1] === 0);
}

/** Words that end the clause of what was expected. */
const CLAUSE_ENDS = new Set(['and', 'but', 'yet', 'so', 'though', 'although', 'which']);

/**
 * Opening clauses of time, from their subordinator to the comma that closes them ("after they
 * got paid," in "On the other hand, after they got paid, nobody returned a single call"): when
 * the rest happened, not what it judges. A subordinator opens one at the sentence's start, after
 * a comma or after "and"/"but"; with no comma before the sentence ends there is none.
 */
export function timeClauseRanges(text: ParsedText, start: number, end: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = start; i < end; i++) {
    if (!TIME_SUBORDINATORS.has(text.normals[i]!.toLowerCase())) continue;
    // ("I should add that when a vent started leaking, ...": after "that" too.)
    if (i > start && text.normals[i - 1] !== ',' && text.pos[i - 1] !== 'CCONJ' && text.normals[i - 1]!.toLowerCase() !== 'that') continue;
    let comma = i + 1;
    while (comma < end && text.normals[comma] !== ',' && !/^[.!?;:]$/.test(text.normals[comma]!)) comma++;
    if (comma >= end || text.normals[comma] !== ',' || comma === i + 1) continue;
    ranges.push([i, comma - 1]);
    i = comma;
  }
  return ranges;
}
