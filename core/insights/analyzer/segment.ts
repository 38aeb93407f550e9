import type { ContrastRole } from '../lexicon/index.ts';
import type { ParsedText } from './nlp.ts';
import type { PhraseMatch } from './phrase-matcher.ts';

/**
 * A clause-level piece of a sentence. `before` is the clause a "but" overrides; the other roles
 * are named after the contrast marker that opens them (see CONTRAST_MARKERS).
 */
export type SegmentRole = 'main' | 'before' | ContrastRole;
export type Segment = { start: number; end: number; role: SegmentRole };

/** How much each kind of clause counts towards the polarity of the whole text. */
export const SEGMENT_WEIGHTS: Readonly<Record<SegmentRole, number>> = {
  main: 1,
  before: 0.6,
  after: 1.4,
  concession: 0.5,
  except: 1,
  until: 1,
  comparison: 0.3,
};

const HARD_BREAKS = new Set([';', '—', '–', '…']);
/** Roles whose clause ends at the next comma ("Although X, Y"; "other than X, Y"). */
const UNTIL_COMMA = new Set<SegmentRole>(['concession', 'except', 'until', 'comparison']);
/** Concessions that open a clause of their own ("although they ..."), unlike "despite" (a noun phrase). */
const CLAUSE_CONCESSIONS = new Set(['although', 'though', 'while', 'even']);
const VERB_POS = new Set(['VERB', 'AUX']);

/**
 * Splits tokens `start..end` of one sentence at contrast markers and hard breaks (semicolons,
 * dashes). Every token belongs to exactly one segment, in order.
 */
export function segmentSentence(text: ParsedText, start: number, end: number, markers: PhraseMatch<ContrastRole>[]): Segment[] {
  const at = new Map(markers.map((m) => [m.start, m]));
  const segments: Segment[] = [];
  let current: Segment = { start, end: start, role: 'main' };
  let closesAtComma = false;
  // "While after the storm, they had a tarp on within hours, we got mixed messages": a comma
  // before the concession has a verb only sets off its opening phrase; the clause ends at the
  // next comma after its verb, or at the first one when no later comma comes.
  let needsVerb = false;
  let verbSeen = false;
  let deferred: number | undefined;
  const open = (from: number, role: SegmentRole) => {
    if (from > current.start) segments.push({ ...current, end: from - 1 });
    current = { start: from, end: from, role };
    deferred = undefined;
  };
  for (let i = start; i <= end; i++) {
    const word = text.normals[i]!;
    const dash = word === '-' && text.spaces[i]! > 0;
    if (HARD_BREAKS.has(word) || dash) {
      open(i + 1, 'main');
      closesAtComma = false;
      continue;
    }
    const marker = at.get(i);
    if (marker && isContrast(text, marker, start, end)) {
      open(i, marker.value);
      closesAtComma = UNTIL_COMMA.has(marker.value);
      needsVerb = marker.value === 'concession' && CLAUSE_CONCESSIONS.has(word);
      verbSeen = false;
      i = marker.end;
      continue;
    }
    if (VERB_POS.has(text.pos[i]!)) verbSeen = true;
    if (closesAtComma && word === ',') {
      if (needsVerb && !verbSeen && deferred === undefined) {
        deferred = i;
        continue;
      }
      open(i + 1, 'main');
      closesAtComma = false;
    }
  }
  if (closesAtComma && deferred !== undefined) open(deferred + 1, 'main');
  if (current.start <= end) segments.push({ ...current, end });
  // The clause a "but" answers counts for less than the clause after it.
  for (let k = 1; k < segments.length; k++) {
    if (segments[k]!.role === 'after' && segments[k - 1]!.role === 'main') segments[k - 1]!.role = 'before';
  }
  return segments;
}

/** Filters markers that are not contrast where they stand ("nothing but", "not yet", "while we were out"). */
function isContrast(text: ParsedText, marker: PhraseMatch<ContrastRole>, start: number, end: number): boolean {
  const word = text.normals[marker.start]!;
  const previous = marker.start > start ? text.normals[marker.start - 1]! : '';
  const lastWord = marker.end >= end - 1;
  if (lastWord) return false; // "They were late, though."
  if (word === 'but') return !['nothing', 'anything', 'all', 'everything'].includes(previous);
  if (word === 'yet') return previous === ',' || previous === 'and';
  if (word === 'while') return marker.start === start || previous === ',';
  if (word === 'though') return marker.start === start || previous === ',';
  return true;
}
