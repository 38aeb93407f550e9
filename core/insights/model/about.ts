import fs from 'node:fs';
import { aspectKey, isAspectKey, polarityOf, squash, technicianKey, TERM_KEY, type Analyzer, type Polarity, type TextAnalysis } from '../analyzer/analyzer.ts';
import { decideOpinion, modelInput, WHOLE_KEY, type PolarityModel } from './polarity-model.ts';

const TECHNICIAN_PREFIX = technicianKey('');

/** Longest text analysed in one call; the rest is ignored (and the caller is told). */
export const MAX_ANALYSED_CHARS = 20_000;

export type AspectOpinion = { id: string; polarity: Polarity; score: number };

export type Opinion = {
  polarity: Polarity;
  score: number;
  /** Catalogue aspects the text speaks of, in catalogue order, each with its own polarity. */
  aspects: AspectOpinion[];
  /** Present when a target was asked about: what it was taken as, and whether the text names it. */
  target?: { aspect?: string; term?: string; found: boolean };
  /** Present when the text was longer than MAX_ANALYSED_CHARS: how many characters were read. */
  analysed_chars?: number;
};

/**
 * The analyzer's answer for one text, optionally about one target: a catalogue aspect id, or any
 * term in the text ("the crew"). About a target, the polarity is the target's, neutral when the
 * text does not speak of it; without one, the text's as a whole. Every polarity insights.json
 * publishes is this answer's (see review-facts.ts).
 */
export function opinionAbout(analyzer: Analyzer, text: string, target?: string): Opinion {
  const { text: analysed, cut } = capText(text);
  const { analysis, key, raw, polarity, described } = analyzerRule(analyzer, analysed, target);
  const aspects = aspectOpinions(analyzer, analysis);
  // Where the rules are unsure, the trained model has the last word: about the text as a whole,
  // about a target, also about an aspect the text implies without naming it ("Quoted three
  // weeks, took nine." is about timeliness). A term the text does not contain is not spoken of: neutral.
  const decided = modelWeighsIn(described) ? decideAbout(analysis, key, raw) : { polarity };
  const opinion: Opinion = { polarity: decided.polarity, score: scoreOf(raw, decided), aspects };
  if (described) opinion.target = described;
  if (cut) opinion.analysed_chars = analysed.length;
  return opinion;
}

/**
 * The rules' own reading of a text about a target (or as a whole): the analysis, the key the
 * target is scored under, its raw score and polarity. Also what scripts/insights/train.ts learns from.
 */
export function analyzerRule(analyzer: Analyzer, text: string, target?: string) {
  const targetAspect = target === undefined ? undefined : analyzer.aspects.find((a) => a.id === target);
  const term = target !== undefined && !targetAspect ? target : undefined;
  const analysis = analyzer.analyze(text, term);
  let raw = analysis.raw;
  let key = WHOLE_KEY;
  let described: Opinion['target'];
  if (target !== undefined) {
    key = targetAspect ? aspectKey(targetAspect.id) : TERM_KEY;
    const score = analyzer.scoreFor(analysis, key);
    raw = score ?? 0;
    described = targetAspect ? { aspect: targetAspect.id, found: score !== undefined } : { term, found: score !== undefined };
  }
  return { analysis, key, raw, polarity: polarityOf(raw) as Polarity, described };
}

/** False for a term the text does not contain: it is not spoken of, so the rules' neutral stands. */
export function modelWeighsIn(described: Opinion['target']): boolean {
  return described?.term === undefined || described.found;
}

/**
 * The polarity about `key` (WHOLE_KEY: the text as a whole) the rules and the trained model decide
 * together (see `decideOpinion`): the one decision behind the sentiment command, each aspect it
 * lists and `insights.json`. With `only`, about those sentences alone (a topic's sentences).
 */
export function decideAbout(analysis: TextAnalysis, key: string, raw: number, only?: readonly number[]): { polarity: Polarity; lean?: number; support: number } {
  const decided = decideOpinion(polarityModel(), polarityOf(raw), raw, () => modelInput(analysis, key, only), key === WHOLE_KEY);
  if (decided.polarity === 'neutral' || decided.support >= UNJUDGED_SUPPORT || !namedUnjudged(analysis, key, raw, only)) return decided;
  return { polarity: 'neutral', lean: 0, support: 1 };
}

/**
 * Least probability the trained model needs to give an opinion about an aspect or a technician
 * that the text names but no opinion of the rules reaches ("After the hailstorm we called them
 * about our roof repair" names storm response and judges nothing of it). Below it, the mention
 * is neutral: the model's guess from the words around a mention is how setting became praise.
 * An aspect the text only implies ("Quoted three weeks, took nine.") is not named: the model
 * still decides it. 0.7 was chosen on the development split: there it turns 45 right answers of
 * 14,017 neutral (0.8 would turn 123).
 */
export const UNJUDGED_SUPPORT = 0.7;

/** A catalogue aspect or technician named in the sentences read, with no rule's opinion of it (|raw| below the threshold). */
function namedUnjudged(analysis: TextAnalysis, key: string, raw: number, only?: readonly number[]): boolean {
  if (!(isAspectKey(key) || key.startsWith(TECHNICIAN_PREFIX)) || polarityOf(raw) !== 'neutral') return false;
  const read = only ?? analysis.sentences.map((_, k) => k);
  return read.some((k) => analysis.sentences[k]!.scores.has(key));
}

/** The polarity of a text as a whole: `opinionAbout` without a target. */
export function wholeOpinion(analysis: TextAnalysis): { polarity: Polarity; score: number } {
  const decided = decideAbout(analysis, WHOLE_KEY, analysis.raw);
  return { polarity: decided.polarity, score: scoreOf(analysis.raw, decided) };
}

let model: PolarityModel | undefined;
/** core/insights/model/model.json, read once, on first use (written by scripts/insights/train.ts). */
export function polarityModel(): PolarityModel {
  if (model) return model;
  const read = JSON.parse(fs.readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as PolarityModel;
  // Features and words come from the review's own text: "constructor" or "toString" must find no
  // weights, not Object.prototype's members (which made such a review's score NaN).
  Object.setPrototypeOf(read.weights, null);
  if (read.meaning) Object.setPrototypeOf(read.meaning.words, null);
  model = read;
  return model;
}

/**
 * The catalogue aspects an analysis mentions, in catalogue order, each with the polarity the
 * rules and the trained model decide together, as `insights.json` counts it.
 */
export function aspectOpinions(analyzer: Analyzer, analysis: TextAnalysis): AspectOpinion[] {
  const opinions: AspectOpinion[] = [];
  for (const aspect of analyzer.aspects) {
    const key = aspectKey(aspect.id);
    const raw = analyzer.scoreFor(analysis, key);
    if (raw === undefined) continue;
    const decided = decideAbout(analysis, key, raw);
    opinions.push({ id: aspect.id, polarity: decided.polarity, score: scoreOf(raw, decided) });
  }
  return opinions;
}

/**
 * −1..1, three decimals: the rules' squashed score, which tells "a bit high" from "way too high";
 * where the model overruled the rules' polarity, how far the blend leans instead (0 for neutral),
 * so the score's sign always agrees with the polarity given.
 */
function scoreOf(raw: number, decided: { polarity: Polarity; lean?: number }): number {
  if (decided.lean === undefined || decided.polarity === polarityOf(raw)) return squash(raw);
  return decided.polarity === 'neutral' ? 0 : Math.round(decided.lean * 1000) / 1000 || 0;
}

/** The first MAX_ANALYSED_CHARS characters, cut back to a word boundary when one is near. */
function capText(text: string): { text: string; cut: boolean } {
  if (text.length <= MAX_ANALYSED_CHARS) return { text, cut: false };
  let end = MAX_ANALYSED_CHARS;
  const space = text.lastIndexOf(' ', end);
  if (space > end - 200) end = space;
  // Never split a surrogate pair.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return { text: text.slice(0, end), cut: true };
}
