import { isAspectKey } from './aspect-keys.ts';
import { polarityOf, type Polarity } from './polarity.ts';
import type { Segment } from './segment.ts';

/**
 * Readings of the rules that the one decision follows (`decideAbout`), whatever the words sound
 * like to the trained model: the model reads words, one bag per clause and the rest, and these
 * readings rest on how the sentence is built, which it does not see. Each returns the keys of one
 * sentence it settles, with the polarity the rules give them there.
 */
export type Settled = Map<string, Polarity>;

/** Adds `more` to `settled` (a key two readings settle differently stays unsettled). */
export function settle(settled: Settled | undefined, more: Settled): Settled | undefined {
  if (more.size === 0) return settled;
  const out = new Map(settled);
  for (const [key, polarity] of more) {
    const had = out.get(key);
    if (had !== undefined && had !== polarity) out.delete(key);
    else out.set(key, polarity);
  }
  return out.size ? out : undefined;
}

/**
 * "Although they showed up on the day they promised, the foreman never told us what was going
 * on": a concession and the clause it yields to, which the rules read with opposite polarities
 * (the sum of each one's opinion words), are set against each other by the writer. What each says
 * of a key spoken of in it alone is that clause's, not a blend with the words of the other (the
 * model, reading "careful job" beside "the dumpster stayed longer than planned", answered that
 * the clean-up was praised). `clauses`: the segments each key is spoken of in (see
 * `SentenceAnalysis.clauses`); `opinions`: the sentence's opinion words, by segment.
 */
export function concessionSettles(
  segments: readonly Segment[],
  clauses: ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>,
  scores: ReadonlyMap<string, number>,
  opinions: ReadonlyArray<{ segment: number; value: number }>,
): Settled {
  const settled: Settled = new Map();
  if (segments.length !== 2 || !segments.some((s) => s.role === 'concession') || !segments.some((s) => s.role === 'main')) return settled;
  const sides = segments.map((_, k) => polarityOf(opinions.reduce((sum, o) => (o.segment === k ? sum + o.value : sum), 0)));
  // Each clause an opinion, and the two opposite: the writer's contrast, as the rules read it.
  if (sides[0] === 'neutral' || sides[1] === 'neutral' || sides[0] === sides[1]) return settled;
  for (const [key, score] of scores) {
    const list = clauses.get(key);
    if (list?.length !== 1) continue; // spoken of in both: what it gets is a blend the rules cannot settle
    const side = segments.findIndex((s) => s.start === list[0]![0]);
    if (side >= 0 && polarityOf(score) === sides[side]) settled.set(key, sides[side]!);
  }
  return settled;
}

/**
 * "Dave was friendly enough, but the work speaks for itself": praise conceded, faint, to a verdict
 * idiom is no verdict on what it praised either way (valence.ts gives it no valence). An aspect
 * only it speaks of is settled neutral, so the model, which reads "friendly", does not make it
 * praise. `keyOf`: the score key of an opinion word's aspect.
 */
export function faintPraiseSettles(opinions: ReadonlyArray<{ aspect: string | null; faint?: true }>, scores: ReadonlyMap<string, number>, keyOf: (aspect: string) => string): Settled {
  const settled: Settled = new Map();
  for (const { aspect, faint } of opinions) {
    if (!faint || aspect === null) continue;
    const key = keyOf(aspect);
    const score = scores.get(key);
    if (score !== undefined && polarityOf(score) === 'neutral') settled.set(key, 'neutral');
  }
  return settled;
}

/**
 * "They said it would take three days and it took three weeks": a time promised set against the
 * time taken (time-gap.ts) is measured, not worded, and the model, which reads the two durations
 * as words and not as numbers, made it praise of the timeliness. The aspect the measured gap
 * speaks of (timeliness, or a process such as the clean-up) is settled to the gap's polarity,
 * where the sentence's score for it has that polarity.
 */
export function measuredSettles(gap: { aspect: string | null; value: number } | undefined, scores: ReadonlyMap<string, number>, keyOf: (aspect: string) => string): Settled {
  const settled: Settled = new Map();
  if (!gap || gap.aspect === null) return settled;
  const key = keyOf(gap.aspect);
  const polarity = polarityOf(gap.value);
  const score = scores.get(key);
  if (polarity !== 'neutral' && score !== undefined && polarityOf(score) === polarity) settled.set(key, polarity);
  return settled;
}

/**
 * The polarity of a concessive sentence as a whole the rules settle: that of the clause the
 * concession yields to ("While they had a tarp on within hours, we got mixed messages about the
 * start date" is a complaint), where the two are set against each other (as `concessionSettles`
 * reads it) and the sentence's score agrees. Undefined otherwise.
 */
export function concessionVerdict(segments: readonly Segment[], opinions: ReadonlyArray<{ segment: number; value: number }>, overall: number): Polarity | undefined {
  if (segments.length !== 2) return undefined;
  const main = segments.findIndex((s) => s.role === 'main');
  const conceded = segments.findIndex((s) => s.role === 'concession');
  if (main < 0 || conceded < 0) return undefined;
  const sum = (k: number) => polarityOf(opinions.reduce((total, o) => (o.segment === k ? total + o.value : total), 0));
  const [verdict, yielded] = [sum(main), sum(conceded)];
  if (verdict === 'neutral' || yielded === 'neutral' || verdict === yielded || polarityOf(overall) !== verdict) return undefined;
  return verdict;
}

/**
 * "Luis was meant to be our site lead, but was rarely on site", "Tamika was polite, but none of
 * her callbacks happened": a "but" clause that is the verdict on the person named in the clause
 * before it (`verdicts`, from attribute.ts) settles that person with the clause's polarity, where
 * the rules' score of them agrees. The model reads "site lead" and "polite" as praise of them.
 * `people`: the person keys (technicians, a term asked about) named in each segment.
 */
export function personVerdictSettles(
  verdicts: readonly number[],
  people: ReadonlyArray<ReadonlySet<string>>,
  scores: ReadonlyMap<string, number>,
  opinions: ReadonlyArray<{ segment: number; value: number }>,
): Settled {
  const settled: Settled = new Map();
  for (const k of verdicts) {
    const side = polarityOf(opinions.reduce((sum, o) => (o.segment === k ? sum + o.value : sum), 0));
    if (side === 'neutral' || k === 0) continue;
    for (const key of people[k - 1] ?? []) if (polarityOf(scores.get(key) ?? 0) === side) settled.set(key, side);
  }
  return settled;
}

/**
 * "I just wish someone had explained what they were replacing", "a phone call before they carried
 * on would have been nice": a wish that something had been done (WISHED_FOR) says it was not. The
 * model read "explained" and "nice" as praise of the communication the writer missed. In a
 * sentence with such a wish, what the rules blame there is settled negative (not what the same
 * sentence praises: "Great roof, I just wish they'd tidied up").
 */
export function wishSettles(scores: ReadonlyMap<string, number>): Settled {
  const settled: Settled = new Map();
  for (const [key, score] of scores) if (polarityOf(score) === 'negative') settled.set(key, 'negative');
  return settled;
}

/**
 * "They even took $600 off the bill for the delay": money taken off the bill (PRICE_CONCESSIONS)
 * is a concession on the price, whatever it was given for; the model, reading "delay" beside it,
 * made the price neutral or blamed. In a sentence with such a phrase as an opinion, the price is
 * settled positive where the sentence's score of it is.
 */
export function priceConcessionSettles(priceKey: string | undefined, scores: ReadonlyMap<string, number>): Settled {
  const settled: Settled = new Map();
  if (priceKey && polarityOf(scores.get(priceKey) ?? 0) === 'positive') settled.set(priceKey, 'positive');
  return settled;
}

/**
 * "Bit dearer than the other quotes, reckon it was worth the extra though", "Paid a bit more than
 * the others quoted, zero regrets", "the cheapest by a mile, but honestly they've done a lovely
 * job": the cost conceded, then what it bought. Where a price opinion comes before praise later
 * in the sentence (a blaming one anywhere before it; any, in the clause before a "but" clause that
 * praises), and the rules' sum for the price is praise, the price is settled positive: the model,
 * reading "dearer" and "cheapest", blamed it.
 */
export function costWorthSettles(
  priceId: string | undefined,
  priceKey: string | undefined,
  segments: readonly Segment[],
  opinions: ReadonlyArray<{ start: number; end: number; segment: number; value: number; aspect: string | null }>,
  scores: ReadonlyMap<string, number>,
): Settled {
  const settled: Settled = new Map();
  if (!priceId || !priceKey || polarityOf(scores.get(priceKey) ?? 0) !== 'positive') return settled;
  const praiseAfter = (end: number) => opinions.some((o) => o.start > end && o.value > 0 && o.aspect !== priceId);
  const butPraises = (segment: number) => {
    const next = segments[segment + 1];
    return next?.role === 'after' && opinions.filter((o) => o.segment === segment + 1).reduce((sum, o) => sum + o.value, 0) > 0;
  };
  const conceded = opinions.some((o) => o.aspect === priceId && ((o.value < 0 && praiseAfter(o.end)) || butPraises(o.segment)));
  if (conceded) settled.set(priceKey, 'positive');
  return settled;
}

/**
 * "They fixed the leak.", "Patched the hole in one visit", "They never fixed the leak": a problem
 * the clause says was fixed, or was not (valence.ts `fixed`), in a sentence with no opinion the
 * other way, is a verdict on what the fix speaks of, as the rules read it. The model reads "leak"
 * and "hole" as blame whatever is done to them: it made "They fixed the leak." a complaint about
 * the work, and the text as a whole one, and "They never fixed the leak." praise. Every catalogue
 * aspect the sentence scores with the fix's polarity is settled to it, and so is the sentence as a
 * whole (`verdict`) where its own score has that polarity. (Not a term or a person beside it:
 * "Fixed the leak three other companies couldn't find" does not praise the three companies.)
 */
export function fixSettles(
  segments: readonly Segment[],
  opinions: ReadonlyArray<{ segment: number; value: number; fixed?: boolean }>,
  scores: ReadonlyMap<string, number>,
  overall: number,
): { settled: Settled; verdict?: Polarity } {
  const settled: Settled = new Map();
  const fixes = opinions.filter((o) => o.fixed !== undefined && o.value !== 0);
  // ("Although they replaced the rotted decking, one ridge cap piece needed to be redone": a fix conceded is not the verdict.)
  if (fixes.length === 0 || fixes.some((o) => segments[o.segment]?.role === 'concession')) return { settled };
  const sign = Math.sign(fixes[0]!.value);
  if (opinions.some((o) => Math.sign(o.value) === -sign)) return { settled };
  const polarity: Polarity = sign > 0 ? 'positive' : 'negative';
  for (const [key, score] of scores) if (isAspectKey(key) && polarityOf(score) === polarity) settled.set(key, polarity);
  return polarityOf(overall) === polarity ? { settled, verdict: polarity } : { settled };
}
