import {
  ABILITY_MODALS,
  EMPHATIC_AFTER_NEVER,
  INTENSIFIERS,
  LEAVING_VERBS,
  NEGATION_STOPS,
  NEGATION_WINDOW,
  NEGATORS,
  NOT_NEGATION_AFTER,
  type LexiconKind,
} from '../lexicon/index.ts';
import type { ParsedText } from './nlp.ts';
import type { Segment } from './segment.ts';

/** A sentiment-bearing phrase in a sentence: from the lexicon (with its aspect) or from wink's model. */
export type ValenceItem = {
  start: number;
  end: number;
  /** Valence after negation, intensity, problems and sarcasm; before clause weights. */
  value: number;
  /** Catalogue aspect id the phrase signals, if any. */
  aspect: string | null;
  kind: LexiconKind | null;
  segment: number;
  /** Praise conceded, faint, to a verdict idiom ("friendly enough, but the work speaks for itself"): no opinion either way. */
  faint?: true;
  /** A problem the clause says was fixed and that does not come back later in the sentence ("patched the leak"), or says was not ("never fixed the leak"): see settled.ts `fixSettles`. */
  fixed?: boolean;
};

/** What the scorer needs to know about a sentence besides its phrases. */
export type SentenceContext = {
  text: ParsedText;
  start: number;
  end: number;
  segments: Segment[];
  /** Tokens inside a multi-word lexicon phrase: a negator there is part of it ("no leaks since"). */
  covered: Uint8Array;
  /** Token positions that start a recurrence cue ("still", "after they"). */
  recurrence: number[];
  /** Segments that speak of price (a price or estimate mention), for `price` phrases. */
  priceSegments: Set<number>;
  /** Catalogue id of the clean-up aspect: only its problems (nails, debris) can be "left behind". */
  cleanup: string | null;
  /** Tokens inside a phrase the lexicon or wink scored (even at 0): a negator's first such phrase takes the negation. */
  opinions: Uint8Array;
};

const NEGATION_FACTOR = -0.75;
const QUESTION_FACTOR = 0.4;
const EXCLAMATION_FACTOR = 1.15;
const CAPS_FACTOR = 1.2;
const HEDGE_FACTOR = 0.5;
const SARCASM_FACTOR = -1.5;
/** "Everything was perfect except the clean-up": the exception takes the opposite side. */
const EXCEPT_VALENCE = 0.4;
/** "could have been quicker": how much blame an unrealised improvement carries. */
const COUNTERFACTUAL_VALENCE = 0.4;
const COUNTERFACTUAL_MODALS = new Set(['could', 'should', 'might']);
/** Words between the modal and the comparative ("could have been a bit quicker"). */
const COUNTERFACTUAL_FILLERS = new Set(['have', 'be', 'been', 'a', 'bit', 'little', 'lot', 'much', 'far', 'way', 'slightly', 'tad', 'somewhat']);
const PROBLEM_RESOLVED_FACTOR = 0.9;
const PROBLEM_RECURRING_FACTOR = 1.2;
/** Praise by a sentence's first words set off by a comma ("Great job, the ceiling is dripping again"). */
const OPENER_BREAKS = new Set([',', ':', '!', '...', '—']);
const OPENER_LEAD = new Set(['oh', 'well', 'just', 'gee', 'wow']);

export function scoreItems(context: SentenceContext, items: ValenceItem[]): ValenceItem[] {
  const { text, segments } = context;
  const last = text.normals[context.end];
  const question = last === '?';
  const exclaimed = text.normals.slice(context.start, context.end + 1).includes('!');
  const hedged = new Set(items.filter((item) => item.kind === 'hedge').map((item) => item.segment));

  for (const item of items) {
    const segment = segments[item.segment]!;
    if (item.kind === 'hedge') {
      item.value = 0;
      continue;
    }
    if (item.kind === 'price' && !context.priceSegments.has(item.segment)) {
      item.value = 0;
      continue;
    }
    if (item.kind === 'problem') item.value = problemValence(context, item, items);
    // A good thing that only counts when it is missing: "no communication", "nobody called".
    else if (item.kind === 'lack') item.value = isNegated(context, item.start, segment.start) || doubted(items, item) ? -Math.abs(item.value) : 0;
    else if (isNegated(context, item.start, segment.start)) item.value *= NEGATION_FACTOR;
    // "The clean-up could have been tidier": a better that only might have been is a complaint.
    else if (item.value > 0 && isCounterfactual(text, item.start, segment.start)) item.value = -Math.min(item.value, COUNTERFACTUAL_VALENCE);
    item.value *= intensity(context, item.start, segment.start);
    if (isShouted(text, item)) item.value *= CAPS_FACTOR;
    if (exclaimed) item.value *= EXCLAMATION_FACTOR;
    if (question) item.value *= QUESTION_FACTOR;
    if (hedged.has(item.segment)) item.value *= HEDGE_FACTOR;
  }

  // "Good luck getting them to honour the warranty": praise after a doubt did not happen.
  for (const doubt of items) {
    if (doubt.kind !== 'doubt') continue;
    for (const item of items) if (item.segment === doubt.segment && item.start > doubt.end && item.value > 0) item.value *= NEGATION_FACTOR;
  }

  // "Top-notch communication, if you enjoy talking to voicemail": the condition mocks the praise.
  const irony = items.find((item) => item.kind === 'irony');
  if (irony) for (const item of items) if (item.end < irony.start && item.value > 0) item.value *= SARCASM_FACTOR;

  // Praise in scare quotes is mockery: the communication was "great"; they 'cleaned up'.
  for (const item of items) if (item.value > 0 && inScareQuotes(text, item, context.start, context.end)) item.value *= SARCASM_FACTOR;

  // Praise next to a complaint in the same sentence is sarcasm ("Oh great, nails everywhere").
  if (items.some((item) => item.kind !== 'sarcasm' && item.value < 0)) {
    for (const item of items) if (item.kind === 'sarcasm' && item.value > 0) item.value *= SARCASM_FACTOR;
  }

  // Praise that opens the sentence on its own ("Great job, ...", "Wonderful, ...") before a
  // complaint, with no "but" between them, is sarcasm too.
  const opener = items.find((item) => item.value > 0 && openerAt(context, item));
  if (opener && !segments.some((s) => s.role !== 'main')) {
    const rest = items.reduce((sum, item) => (item === opener ? sum : sum + item.value), 0);
    if (rest < 0) opener.value *= SARCASM_FACTOR;
  }

  // "Dave was friendly enough, but the work speaks for itself": a verdict idiom set by "but"
  // against praise says the opposite of it; the praise before was conceded, and faint.
  for (const item of items) {
    if (item.kind !== 'verdict' || item.segment === 0 || segments[item.segment]!.role !== 'after') continue;
    const praised = items.filter((other) => other.segment === item.segment - 1);
    const before = praised.reduce((sum, other) => sum + other.value, 0);
    if (before <= 0) continue;
    item.value = -Math.abs(item.value);
    // Conceded faint praise is no verdict on what it praised either way ("friendly enough").
    for (const other of praised) {
      if (other.value <= 0) continue;
      other.value = 0;
      other.faint = true;
    }
  }

  // An exception with no valence of its own takes the side opposite to the clause it qualifies.
  // "Great until the final invoice arrived" does the same, after praise only.
  segments.forEach((segment, index) => {
    if ((segment.role !== 'except' && segment.role !== 'until') || index === 0) return;
    if (items.some((item) => item.segment === index && item.value !== 0)) return;
    const before = items.filter((item) => item.segment === index - 1).reduce((sum, item) => sum + item.value, 0);
    if (before === 0 || (segment.role === 'until' && before < 0)) return;
    items.push({ start: segment.start, end: segment.end, value: -Math.sign(before) * EXCEPT_VALENCE, aspect: null, kind: null, segment: index });
  });
  return items;
}

/** A phrase after a doubt in its clause ("if only they'd answer an email"). */
function doubted(items: ValenceItem[], item: ValenceItem): boolean {
  return items.some((other) => other.kind === 'doubt' && other.segment === item.segment && other.end < item.start);
}

/**
 * A problem word is context by default ("we called them about a leak"). It is praise when denied
 * ("no leaks") or fixed ("patched the leak"), and blame when it recurs or came after the job.
 */
function problemValence(context: SentenceContext, item: ValenceItem, items: ValenceItem[]): number {
  const segment = context.segments[item.segment]!;
  const magnitude = Math.abs(item.value);
  // "never had an issue since they replaced it": a denied problem is praise, whatever follows.
  const resolver = items.find((other) => other.kind === 'resolver' && other.segment === item.segment && other.end < item.start);
  const denied = isNegated(context, item.start, segment.start);
  if (!resolver && denied) return magnitude * -NEGATION_FACTOR;
  // "replaced the boots and the drip continued": what follows the problem decides first.
  if (context.recurrence.some((at) => at > item.end && at <= segment.end)) return -magnitude * PROBLEM_RECURRING_FACTOR;
  if (resolver) {
    if (isNegated(context, resolver.start, segment.start)) {
      item.fixed = false;
      return -magnitude;
    }
    // ("fixed the leak, but it came back": a recurrence in a later clause undoes the fix; "took four
    // visits to stop the leak", "if they'd been as quick to fix it": an infinitive says no fix was made.)
    if (!context.recurrence.some((at) => at > item.end) && context.text.normals[resolver.start - 1] !== 'to') item.fixed = true;
    return magnitude * PROBLEM_RESOLVED_FACTOR;
  }
  // Left behind or found afterwards is blame ("left debris by the garage"); denied, praise
  // ("didn't leave a single nail").
  for (let k = item.start - 1; item.aspect === context.cleanup && k >= Math.max(segment.start, item.start - 6); k--) {
    if (!LEAVING_VERBS.has(context.text.lemmas[k]!)) continue;
    return isNegated(context, k, segment.start) ? magnitude * -NEGATION_FACTOR : -magnitude;
  }
  const recurring = context.recurrence.some((at) => at >= segment.start && at <= segment.end);
  return recurring ? -magnitude * PROBLEM_RECURRING_FACTOR : 0;
}

/** True when a negator earlier in the same clause reaches the phrase starting at `position`. */
export function isNegated(context: SentenceContext, position: number, segmentStart: number): boolean {
  const { text, covered } = context;
  const limit = Math.max(segmentStart, position - NEGATION_WINDOW);
  // "not unreasonable for the quality": the negation ends with the first phrase it reaches,
  // unless "or" carries it on ("never missed a day or showed up late").
  let passedOpinion = false;
  let carried = false;
  for (let k = position - 1; k >= limit; k--) {
    const word = text.normals[k]!;
    if (text.pos[k] === 'PUNCT' || NEGATION_STOPS.has(word)) return false;
    if (word === 'or' || word === 'nor') carried = true;
    if (context.opinions[k]) passedOpinion = true;
    // "anything but professional" is "not professional".
    const anythingBut = word === 'but' && text.normals[k - 1] === 'anything';
    if ((!NEGATORS.has(word) && !anythingBut) || covered[k]) continue;
    if (passedOpinion && !carried) return false;
    const next = text.normals[k + 1] ?? '';
    if (NOT_NEGATION_AFTER.has(next)) return false;
    if (word === 'never' && text.normals.slice(k + 1, position + 1).some((w, i) => EMPHATIC_AFTER_NEVER.has(w) || isComparativeAt(text, k + 1 + i)))
      return false;
    if (emphaticAbility(text, k, position)) return false;
    return true;
  }
  return false;
}

/**
 * "can't recommend them enough", "could not have been nicer", "nobody could have done it better":
 * a negated "can"/"could" with "enough" after the phrase, or a comparative as the phrase, praises.
 */
function emphaticAbility(text: ParsedText, negator: number, position: number): boolean {
  const modal = ABILITY_MODALS.has(text.normals[negator]!) || ABILITY_MODALS.has(text.normals[negator - 1] ?? '') || ABILITY_MODALS.has(text.normals[negator + 1] ?? '');
  if (!modal) return false;
  const word = text.normals[position]!;
  if (word === 'better' || word === 'worse' || word === 'more' || text.normals[position - 1] === 'more') return true;
  if (word.endsWith('er') && text.lemmas[position] !== word) return true;
  for (let k = position + 1; k <= position + 4 && k < text.normals.length; k++) {
    if (text.normals[k] === 'enough') return true;
    if (text.pos[k] === 'PUNCT') break;
  }
  return false;
}

/** "cleaner", "nicer": an adjective the tagger reduced to a shorter lemma ("never saw a cleaner site"). */
function isComparativeAt(text: ParsedText, at: number): boolean {
  const word = text.normals[at]!;
  return word.endsWith('er') && text.pos[at] === 'ADJ' && text.lemmas[at] !== word;
}

/** A comparative ("better", "quicker", "more careful") after "could/should/might (have) been". */
function isCounterfactual(text: ParsedText, position: number, segmentStart: number): boolean {
  const word = text.normals[position]!;
  // The tagger does not always lemmatise "faster" (as an adverb); after "should have been" an -er word is a comparative.
  const comparative = word === 'better' || text.normals[position - 1] === 'more' || word.endsWith('er');
  if (!comparative) return false;
  let k = text.normals[position - 1] === 'more' ? position - 2 : position - 1;
  let sawBe = false;
  for (; k >= segmentStart && COUNTERFACTUAL_FILLERS.has(text.normals[k]!); k--) sawBe ||= text.normals[k] === 'be' || text.normals[k] === 'been';
  return sawBe && k >= segmentStart && COUNTERFACTUAL_MODALS.has(text.normals[k]!);
}

const QUOTES = new Set(["'", '"', '“', '”', '‘', '’', '`']);
/** Longest quotation read as scare quotes around a phrase, in words. */
const SCARE_QUOTE_WORDS = 4;

/** A phrase alone inside quotation marks, with at most a few words beside it ("the 'lifetime warranty'"). */
function inScareQuotes(text: ParsedText, item: { start: number; end: number }, start: number, end: number): boolean {
  let open = item.start - 1;
  while (open >= start && item.start - open <= SCARE_QUOTE_WORDS && !QUOTES.has(text.normals[open]!) && text.pos[open] !== 'PUNCT') open--;
  if (open < start || !QUOTES.has(text.normals[open]!)) return false;
  let close = item.end + 1;
  while (close <= end && close - item.end <= SCARE_QUOTE_WORDS && !QUOTES.has(text.normals[close]!) && text.pos[close] !== 'PUNCT') close++;
  return close <= end && QUOTES.has(text.normals[close]!) && close - open - 1 <= SCARE_QUOTE_WORDS;
}

/** True when `item` is the praise a sentence opens with, set off by a comma or colon. */
function openerAt(context: SentenceContext, item: ValenceItem): boolean {
  const { text } = context;
  let first = context.start;
  while (first < item.start && OPENER_LEAD.has(text.normals[first]!)) first++;
  if (item.start !== first || item.end - item.start > 1) return false;
  return OPENER_BREAKS.has(text.normals[item.end + 1] ?? '');
}

/** Product of the intensifiers within the two tokens before the phrase ("very", "a bit"). */
function intensity(context: SentenceContext, position: number, segmentStart: number): number {
  let factor = 1;
  for (let k = position - 1; k >= Math.max(segmentStart, position - 2); k--) {
    if (context.covered[k]) break;
    const boost = INTENSIFIERS[context.text.normals[k]!];
    if (boost !== undefined) factor *= boost;
  }
  return factor;
}

function isShouted(text: ParsedText, item: ValenceItem): boolean {
  for (let k = item.start; k <= item.end; k++) {
    const value = text.values[k]!;
    if (value.length < 2 || value !== value.toUpperCase() || value === value.toLowerCase()) return false;
  }
  return true;
}
