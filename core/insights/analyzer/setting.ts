import type { ParsedText } from './nlp.ts';
import type { ValenceItem } from './valence.ts';

/**
 * Token ranges of a sentence that are only the setting of what it judges, not its subject:
 * - what a photo shows: "sent pictures of the cracked decking and the rotten fascia" judges the
 *   pictures (an inspection's), not the decking, the fascia or the workmanship they belong to;
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
    if (PHOTO_WORDS.has(text.lemmas[i]!) && text.normals[i + 1] === 'of') {
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
    } else if (word === 'from') {
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

/** Whether tokens `s..e` lie inside one of `ranges`. */
export function inRanges(ranges: ReadonlyArray<[number, number]>, s: number, e: number): boolean {
  return ranges.some(([from, to]) => s >= from && e <= to);
}

/** Weather a roof is said to have held through. */
const WEATHER = /^(?:\w*storms?|rain\w*|snow\w*|winters?|wind\w*|gales?|hurricanes?|downpours?|hail|freeze|freezes|monsoons?)$/;
/** Words that say a wait: the "for" after one (in the last few words) names what was waited for. */
const WAIT = new Set(['wait', 'waited', 'waiting']);
const WAIT_REACH = 5;

function waitedBefore(text: ParsedText, i: number, start: number): boolean {
  for (let k = Math.max(start, i - WAIT_REACH); k < i; k++) if (WAIT.has(text.normals[k]!) || text.lemmas[k] === 'wait') return true;
  return false;
}

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);

/** Nouns whose "of" phrase is what they show. */
const PHOTO_WORDS = new Set(['photo', 'picture', 'pic', 'video', 'image', 'shot', 'snapshot', 'photograph']);
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

const POSSESSIVES = new Set(['our', 'my', 'their', 'his', 'her', 'its', 'your']);
