import { GROUP_WORDS, OPINION_VERBS, REASON_PREPOSITIONS } from '../lexicon/index.ts';
import { isAspectKey, isTechnicianKey } from './aspect-keys.ts';
import type { ParsedText } from './nlp.ts';
import { SEGMENT_WEIGHTS, type Segment } from './segment.ts';
import type { ValenceItem } from './valence.ts';

/**
 * Something a sentence speaks of, by key: `a:<aspect id>`, `t:<technician>`, `q` (the term asked
 * about), `o` (another company). Keyed mentions, plain nouns and pronouns are the "sinks" that
 * valence flows to.
 */
export type Mention = { key: string; start: number; end: number; /** From the lexicon's cues, not the catalogue. */ cue?: boolean };

/** Key for other companies: their valence is not the business's. */
export const OTHER_PARTY = 'o';
/** Key for the insurer's side of a claim (INSURER_PARTIES): blame said of them is not the business's; praise is not theirs. */
export const INSURER_PARTY = 'oi';
/** Whether a score key is another party's, not the business's or one of its people's. */
export const isOtherParty = (key: string) => key === OTHER_PARTY || key === INSURER_PARTY;

/** A plain noun (`key` null) or a third-person pronoun (`pronoun`), where valence can also land. */
export type Word = { at: number; pronoun: boolean };

type Sink = { key: string | null; start: number; end: number; pronoun?: boolean };

const NOUN_POS = new Set(['NOUN', 'PROPN']);
const JOINING_POS = new Set(['CCONJ', 'DET', 'PRON', 'PUNCT']);
/** "careless with our landscaping", "happy with the work": the object of these is what the opinion is about. */
const ABOUT_WORDS = new Set(['with', 'about', 'regarding', 'of', 'on', 'by', 'for']);
const LINKING_POS = new Set(['AUX', 'ADV', 'PART', 'DET']);

/** Objects to the right of an opinion are less often what it is about than subjects to its left. */
const RIGHT_OF_OPINION = 0.3;
/** A comma between an opinion and a noun usually separates what they belong to. */
const ACROSS_COMMA = 0.5;
/** Closeness a sink needs to take all of a valence: a lone sink far away takes only part. */
const NEAR_ENOUGH = 0.2;

/** Words by which a clause speaks of one person. */
const PERSON_PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);
/** What a person gives their word in: "..., but none of the promises came true" speaks of theirs. */
const PERSON_UNDERTAKINGS = new Set(['promise', 'promises', 'commitment', 'commitments', 'assurance', 'assurances']);

/**
 * Gives each phrase's valence to what it is about. A phrase that contains a mention ("late" is a
 * timeliness word) counts fully for it. Besides, the valence reaches the sinks of its own clause
 * by closeness: the closest gets all of it (if near enough), others 1/(1+gap) relative to that, and
 * half across a comma. Sinks to the left
 * (the subject: "the crew was polite") and the noun right after (the head: "great communication")
 * count fully; other sinks to the right (objects: "pulling away from the fascia") count for less.
 * So in "great communication, fair price" "great" goes to communication and "fair" to price.
 * Sinks in other clauses get nothing: that is what makes "the roof is great but the clean-up was
 * awful" two opinions, except that a clause naming nothing but a pronoun ("..., but it was good
 * enough") speaks of what the clause before it named.
 *
 * Returns the score per key mentioned in the sentence (0 when mentioned without valence), the
 * sentence's contribution to the whole text, which leaves out what went to other companies, and
 * `verdicts`: the "but" clauses (segment indices) that are the verdict on the person named in the
 * clause before them, which says nothing of that person ("Tamika was cheerful, but ..."), and
 * `personVerdicts`: those and the subjectless "but" clauses that say their verb of that person.
 */
export function attribute(
  text: ParsedText,
  items: ValenceItem[],
  mentions: Mention[],
  words: Word[],
  segments: Segment[],
  commas: number[],
): { scores: Map<string, number>; overall: number; verdicts: number[]; personVerdicts: number[] } {
  const scores = new Map<string, number>();
  const add = (key: string, value: number) => scores.set(key, (scores.get(key) ?? 0) + value);

  const sinksBySegment: Sink[][] = segments.map((segment) => {
    const sinks: Sink[] = mentions.filter((m) => m.start >= segment.start && m.end <= segment.end).map((m) => ({ ...m }));
    for (const word of words) {
      if (word.at < segment.start || word.at > segment.end) continue;
      if (mentions.some((m) => word.at >= m.start && word.at <= m.end)) continue;
      // A noun that runs on from a mention is part of its name: "claims help", "warranty paperwork".
      const compound = !word.pronoun && sinks.find((s) => s.key && (s.end === word.at - 1 || s.start === word.at + 1));
      if (compound) {
        compound.start = Math.min(compound.start, word.at);
        compound.end = Math.max(compound.end, word.at);
      } else sinks.push({ key: null, start: word.at, end: word.at, pronoun: word.pronoun });
    }
    return sinks.sort((a, b) => a.start - b.start);
  });
  const refersBack = sinksBySegment.map((sinks, k) => k > 0 && sinks.every((s) => s.pronoun));
  const subjectless = segments.map((segment, k) => k > 0 && segment.role === 'after' && hasNoSubject(text, segment));
  // "Tamika was cheerful, but none of her callbacks ever happened": a "but" clause with a subject
  // of its own, after one about a technician, naming no other person or group of people, is the
  // verdict on that person; the clause before it is conceded. (A subjectless one is read above.) ("..., but the crew never called back" is about the crew.)
  const conceded = segments.map((segment, k) => {
    if (k === 0 || segment.role !== 'after' || subjectless[k] || !sinksBySegment[k - 1]!.some((s) => s.key && isTechnicianKey(s.key))) return false;
    if (sinksBySegment[k]!.some((s) => s.key && (PERSON_KEY.test(s.key) || isOtherParty(s.key)))) return false;
    for (let t = segment.start; t <= segment.end; t++) if (GROUP_WORDS.has(text.normals[t]!.toLowerCase())) return false;
    // "Hector was nice enough, but the new flashing already leaks": a clause about the work (it
    // names an aspect) that does not speak of the person (no "he", "her", nor the promises a
    // person makes: "..., but none of the promises came true") judges the work, not him.
    const ofPerson = (() => {
      for (let t = segment.start; t <= segment.end; t++) {
        const word = text.normals[t]!.toLowerCase();
        if (PERSON_PRONOUNS.has(word) || PERSON_UNDERTAKINGS.has(word)) return true;
      }
      return false;
    })();
    // A verdict idiom set against faint praise of the person is the verdict on them, though it
    // points at the work: "Dave was friendly enough, but the work speaks for itself".
    const verdict = items.some((i) => i.segment === k && i.kind === 'verdict' && i.value < 0);
    if (!ofPerson && !verdict && sinksBySegment[k]!.some((s) => s.key && isAspectKey(s.key))) return false;
    return true;
  });
  // The conceded clause then says nothing of the person: the verdict is the "but" clause's, when it has one.
  const concededBefore = new Set(conceded.flatMap((yes, k) => (yes && items.some((i) => i.segment === k && i.value !== 0) ? [k - 1] : [])));
  const speaksOf = (item: ValenceItem, key: string) => !(concededBefore.has(item.segment) && isTechnicianKey(key));
  const poolOf = (item: ValenceItem) => sinksBySegment[item.segment]!.filter((s) => s.end < item.start || s.start > item.end);
  const weigh = (sink: Sink, item: ValenceItem) => closeness(text, sink, item) * (commas.some((c) => between(c, sink, item)) ? ACROSS_COMMA : 1);
  /** Sinks joined by "and"/"or" ("your time or money") take the weight of the best of them. */
  const conjoined = (pool: Sink[], weights: number[]) => {
    for (let k = 1; k < pool.length; k++) {
      const [a, b] = [pool[k - 1]!, pool[k]!];
      let joined = false;
      let only = true;
      for (let t = a.end + 1; t < b.start; t++) {
        if (text.normals[t] === 'and' || text.normals[t] === 'or') joined = true;
        else if (!JOINING_POS.has(text.pos[t]!)) only = false;
      }
      if (joined && only) weights[k - 1] = weights[k] = Math.max(weights[k - 1]!, weights[k]!);
    }
    return weights;
  };

  // An opinion word that is also an aspect's word ("a mess", "sloppy") speaks of the aspect named
  // just before it, when there is one: "the insurance claim was a mess" is not about clean-up.
  // Only a catalogue noun right before the opinion, joined by a verb like "was", is its subject.
  const isSubject = (sink: Sink, item: ValenceItem) => {
    const mention = sink as Mention;
    if (mention.cue || !NOUN_POS.has(text.pos[sink.end]!)) return false;
    let verb = false;
    for (let k = sink.end + 1; k < item.start; k++) {
      if (!LINKING_POS.has(text.pos[k]!)) return false;
      if (text.pos[k] === 'AUX') verb = true;
    }
    return verb;
  };
  const dropped = new Map<ValenceItem, Set<string>>();
  const silenced = new Set<Mention>();
  for (const item of items) {
    if (item.value === 0 || item.kind === 'price') continue;
    const own = mentions.filter((m) => isAspectKey(m.key) && m.start <= item.end && m.end >= item.start);
    const keys = new Set(own.map((m) => m.key));
    if (item.aspect) keys.add(`a:${item.aspect}`);
    if (keys.size === 0) continue;
    let best: Sink | undefined;
    let bestWeight = 0;
    for (const sink of poolOf(item)) {
      const weight = weigh(sink, item);
      if (weight > bestWeight) [best, bestWeight] = [sink, weight];
    }
    if (!(best?.key && isAspectKey(best.key)) || keys.has(best.key) || best.end > item.start || !isSubject(best, item)) continue;
    dropped.set(item, keys);
    for (const m of own) silenced.add(m);
  }
  for (const mention of mentions) if (!silenced.has(mention)) add(mention.key, 0);
  for (const item of items) if (item.aspect && !dropped.has(item)) add(`a:${item.aspect}`, 0);

  let overall = 0;
  for (const item of items) {
    if (item.value === 0) continue;
    const weighted = item.value * SEGMENT_WEIGHTS[segments[item.segment]!.role];
    const full = new Set<string>();
    if (item.aspect) full.add(`a:${item.aspect}`);
    for (const m of mentions) if (m.start <= item.end && m.end >= item.start) full.add(m.key);
    for (const sink of sinksBySegment[item.segment]!) if (sink.key && sink.start <= item.end && sink.end >= item.start) full.add(sink.key);
    // ("..., but it was done right" names its own aspect: it does not refer back.)
    if (refersBack[item.segment] && !item.aspect) {
      for (const sink of sinksBySegment[item.segment - 1]!) if (sink.key) full.add(sink.key);
    }
    // "Luis was meant to run the job, but was hardly ever around": a "but" clause with no subject
    // of its own says its verb of the people the clause before it is about, whatever aspect it names.
    if (subjectless[item.segment] || conceded[item.segment]) {
      for (const sink of sinksBySegment[item.segment - 1]!) if (sink.key && PERSON_KEY.test(sink.key)) full.add(sink.key);
    }
    const skip = dropped.get(item);
    for (const key of full) if (!skip?.has(key) && speaksOf(item, key)) add(key, weighted);

    // The insurer's side takes only blame said of it, before the opinion ("our adjuster lowballed us").
    const pool = poolOf(item).filter((sink) => sink.key !== INSURER_PARTY || (weighted < 0 && sink.end < item.start));
    let otherParty = full.has(OTHER_PARTY) || (full.has(INSURER_PARTY) && weighted < 0) ? weighted : 0;
    if (pool.length > 0) {
      const weights = conjoined(pool, pool.map((s) => weigh(s, item)));
      const strongest = Math.max(...weights, NEAR_ENOUGH);
      pool.forEach((sink, k) => {
        if (!sink.key || full.has(sink.key) || !speaksOf(item, sink.key)) return;
        // Blame said of "our adjuster" ("our adjuster lowballed us", "the loss adjuster was a
        // nightmare") is the insurer's, not the claim help's the same words name. Not where the
        // insurer comes after it ("left to deal with the adjuster by ourselves"): that is the help's.
        if (weighted < 0 && isAspectKey(sink.key) && sink.end < item.start && pool.some((other) => other.key === INSURER_PARTY && other.start <= sink.end && other.end >= sink.start)) return;
        // An opinion that names its own aspect ("took less than a month", "quick") does not make a
        // generic cue beside it ("the finished job", "the roof") a second aspect it speaks of.
        if (item.aspect && (sink as Mention).cue) return;
        // Nor another aspect before a reason it gives: "took $600 off the bill for the delay"
        // faults the schedule, not the bill.
        if (namesOwnAspect(item, full) && isAspectKey(sink.key) && apartFrom(text, sink, item)) return;
        const share = (weighted * weights[k]!) / strongest;
        add(sink.key, share);
        if (isOtherParty(sink.key)) otherParty += share;
      });
    }
    overall += weighted - (Math.abs(otherParty) > Math.abs(weighted) ? weighted : otherParty);
  }
  // The "but" clauses that say their verdict of the person named before them: a conceded one's,
  // and one with no subject of its own ("Luis was meant to be our site lead, but was rarely on site").
  const personVerdicts = segments.flatMap((_, k) => ((conceded[k] || subjectless[k]) && items.some((i) => i.segment === k && i.value !== 0) ? [k] : []));
  return { scores, overall, verdicts: [...concededBefore].map((k) => k + 1), personVerdicts };
}

/** Whether an opinion phrase names an aspect of its own: the lexicon's, or a catalogue term within it. */
function namesOwnAspect(item: ValenceItem, full: ReadonlySet<string>): boolean {
  if (item.aspect) return true;
  for (const key of full) if (isAspectKey(key)) return true;
  return false;
}

const MODIFIER_POS = new Set(['DET', 'ADJ', 'NUM', 'PRON', 'ADV']);

/** Whether the opinion `item` is the object of a reason ("for the delay") and `sink` comes before it: the opinion says why, of its own aspect. */
function apartFrom(text: ParsedText, sink: Sink, item: ValenceItem): boolean {
  if (sink.end >= item.start) return false;
  let k = item.start - 1;
  while (k > sink.end && MODIFIER_POS.has(text.pos[k]!)) k--;
  return k > sink.end && REASON_PREPOSITIONS.has(text.normals[k]!.toLowerCase());
}

/** Keys of people: technicians and the term asked about. */
export const PERSON_KEY = /^(?:t:|q$)/;
const VERB_START = new Set(['AUX', 'VERB', 'ADV', 'PART']);

/** A clause opened by "but" whose first word after the marker is a verb or adverb: "but was rarely there", "but never called". */
function hasNoSubject(text: ParsedText, segment: Segment): boolean {
  let k = segment.start + 1;
  while (k <= segment.end && text.pos[k] === 'PUNCT') k++;
  return k <= segment.end && VERB_START.has(text.pos[k]!);
}

function between(at: number, sink: Sink, item: ValenceItem): boolean {
  return sink.end < item.start ? at > sink.end && at < item.start : at > item.end && at < sink.start;
}

/**
 * "Love the new roof", "Recommend them": the tagger often reads a sentence's first word as a noun
 * or name. A verb of opinion followed by its object is a verb whatever the tag says.
 */
export function isOpinionVerb(text: ParsedText, at: number): boolean {
  if (!OPINION_VERBS.has(text.lemmas[at]!) && !OPINION_VERBS.has(text.normals[at]!)) return false;
  const next = text.pos[at + 1];
  return next !== undefined && next !== 'PUNCT' && next !== 'ADP' && text.pos[at - 1] !== 'DET' && text.pos[at - 1] !== 'ADJ';
}

function closeness(text: ParsedText, sink: Sink, item: ValenceItem): number {
  // A verb's opinion ("love the roof", "hate the dent") is about its object, to the right.
  if (text.pos[item.end] === 'VERB' || isOpinionVerb(text, item.end)) {
    return sink.end < item.start ? RIGHT_OF_OPINION / (item.start - sink.end) : 1 / (sink.start - item.end);
  }
  if (sink.end < item.start) return 1 / (item.start - sink.end);
  const gap = sink.start - item.end - 1;
  if (gap === 0) return 1;
  for (let t = item.end; t < sink.start; t++) if (ABOUT_WORDS.has(text.normals[t]!)) return 1 / (1 + gap);
  return RIGHT_OF_OPINION / (1 + gap);
}
