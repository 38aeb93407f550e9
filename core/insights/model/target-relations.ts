import type { TextAnalysis } from '../analyzer/analyzer.ts';
import { POSSESSIVES, range } from '../analyzer/setting.ts';

/** Tags that may stand between a modifier and the noun it modifies: "the *soggy* sweet potato fries". */
const INSIDE_NOUN_PHRASE = new Set(['DET', 'ADJ', 'ADV', 'NOUN', 'PROPN', 'NUM', 'PART']);
/** Verbs that link a subject to what is said of it, as "was" does: "the fries *tasted* stale". */
const LINKING_LEMMAS = new Set(['be', 'look', 'seem', 'feel', 'taste', 'smell', 'sound', 'get', 'stay', 'remain', 'become', 'come', 'turn', 'appear', 'prove']);
/** Tags that, between a target and an opinion after it, make the opinion another word's: a noun, a pronoun, a preposition, a subordinator. */
const INTERRUPTING = new Set(['NOUN', 'PROPN', 'PRON', 'ADP', 'SCONJ']);

/**
 * Where each of the rules' opinion phrases in the clause stands beside one naming of a target, as
 * features of the trained model (`REL:<where><sign>`): inside it ("*the leak*"), modifying it
 * ("the *soggy* fries"), said of it through a linking verb ("the fries *were cold*"), a verb of
 * opinion whose object it is ("*loved* the fries"), its own verb or right after it ("the roof
 * *leaked*"), elsewhere in the clause to its left or right, or, when the clause has none, in
 * another clause (`REL:otherclause`) or nowhere (`REL:none`). A term only named in passing
 * ("Derek handled *the adjuster* like a pro", "flicking the butts into *the planters*") stands
 * apart from the opinion; the words of the sentence alone do not say so. Measured leave-writers-
 * out (tests/insights/eval/README.md, eleventh session): the six development writers held out
 * read +13 of 2,493 judgements with these in the open model.
 */
export function targetRelations(analysis: TextAnalysis, sentence: number, naming: { start: number; end: number }, clause: readonly [number, number]): string[] {
  const { parsed } = analysis;
  const opinions = analysis.sentences[sentence]!.opinions ?? [];
  const out: string[] = [];
  for (const [start, end, value] of opinions) {
    if (start < clause[0] || end > clause[1]) continue;
    out.push(`REL:${relation(start, end)}${value > 0 ? '+' : '-'}`);
  }
  if (out.length === 0) out.push(opinions.length > 0 ? 'REL:otherclause' : 'REL:none');
  return out;

  function relation(start: number, end: number): string {
    if (start <= naming.end && end >= naming.start) return 'in';
    if (end < naming.start) {
      const between = range(end + 1, naming.start - 1);
      const withinPhrase = between.every((t) => INSIDE_NOUN_PHRASE.has(parsed.pos[t]!) || (parsed.pos[t] === 'PRON' && POSSESSIVES.has(parsed.normals[t]!.toLowerCase())));
      if (!withinPhrase) return 'left';
      return parsed.pos[end] === 'VERB' ? 'obj' : 'mod';
    }
    const between = range(naming.end + 1, start - 1);
    if (between.some((t) => INTERRUPTING.has(parsed.pos[t]!))) return 'right';
    if (between.some((t) => parsed.pos[t] === 'AUX' || (parsed.pos[t] === 'VERB' && LINKING_LEMMAS.has(parsed.lemmas[t]!)))) return 'pred';
    return parsed.pos[start] === 'VERB' || between.length === 0 ? 'subj' : 'right';
  }
}
