// Trains the gate that says whether a text speaks of a catalogue aspect it never names
// (core/insights/model/spoken-of.ts) and writes core/insights/model/spoken-of.json. It learns from
// the development judgements ONLY: each text's `aspects` list says which aspects it speaks of
// (and a polar judgement about an aspect says so too); every catalogue aspect the rules do not find
// in the text is an example, spoken of or not. The threshold is chosen on the validation
// judgements, by the polarity accuracy about aspects the rules do not find. Deterministic: same
// files, same bytes.
//
//   node scripts/insights/train-spoken-of.ts         choose on validation, write the file
//   node scripts/insights/train-spoken-of.ts --dry   print the table only
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { aspectKey, createAnalyzer, type Polarity } from '../../core/insights/analyzer/analyzer.ts';
import type { AspectKey } from '../../core/insights/lexicon/index.ts';
import { analyzerRule, decideAbout } from '../../core/insights/model/about.ts';
import { probabilityFrom, SPOKEN_OF_FILE, spokenOfInput, spokenOfProbability, type SpokenOfModel } from '../../core/insights/model/spoken-of.ts';
import { loadEvalCatalogue, splitSources, type Judgement } from '../../tests/insights/eval/judgements.ts';
import { trainModel } from './logistic.ts';
import { DIMENSIONS, loadWordVectors, VECTOR_SCALE } from './word-vectors.ts';

const { values } = parseArgs({
  options: {
    dry: { type: 'boolean', default: false },
    vocabulary: { type: 'string', default: '20000' },
    l2: { type: 'string', default: '0.0003' },
  },
});

const THRESHOLDS = [0, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1];

const catalogue = loadEvalCatalogue();
const analyzer = createAnalyzer({ aspects: catalogue });
const vectors = loadWordVectors(Number(values.vocabulary));
const keyed = catalogue.filter((a): a is typeof a & { key: AspectKey } => a.key !== undefined);

type Example = { key: AspectKey; lemmas: string[]; words: string[]; dense: Float32Array; spoken: boolean };

/** The examples of a split: per text, each keyed aspect the rules do not find in it. */
function examples(split: 'dev' | 'validation'): Example[] {
  const byText = new Map<string, Set<string>>();
  for (const { judgements } of splitSources(split)) {
    for (const j of judgements) {
      const spoken = byText.get(j.text) ?? new Set<string>();
      for (const id of j.aspects) spoken.add(id);
      if (j.target !== null && j.polarity !== 'neutral') spoken.add(j.target);
      byText.set(j.text, spoken);
    }
  }
  const out: Example[] = [];
  for (const [text, spoken] of byText) {
    const analysis = analyzer.analyze(text);
    const { lemmas, words } = spokenOfInput(analysis);
    const dense = meanVector(words);
    for (const aspect of keyed) {
      if (analyzer.scoreFor(analysis, aspectKey(aspect.id)) !== undefined) continue;
      out.push({ key: aspect.key, lemmas, words, dense, spoken: spoken.has(aspect.id) });
    }
  }
  return out;
}

function meanVector(words: readonly string[]): Float32Array {
  const x = new Float32Array(DIMENSIONS);
  let n = 0;
  for (const word of words) {
    const v = vectors.get(word);
    if (!v) continue;
    n++;
    for (let d = 0; d < DIMENSIONS; d++) x[d]! += v[d]!;
  }
  if (n) for (let d = 0; d < DIMENSIONS; d++) x[d]! *= VECTOR_SCALE / n;
  return x;
}

/**
 * One logistic regression per key, trained as the polarity model is (logistic.ts, Adam, L2), with
 * two of its classes: `positive` for spoken of, `neutral` for not. Kept as the difference of the
 * two classes' weights; the vectors' weights stored per vocabulary word, as the polarity model's.
 */
function train(dev: readonly Example[]): SpokenOfModel {
  const model: SpokenOfModel = { keys: keyed.map((a) => a.key), threshold: 0, bias: [], weights: Object.create(null), words: Object.create(null) };
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const perWord: number[][] = [...vectors.keys()].map(() => []);
  model.keys.forEach((key, k) => {
    const own = dev.filter((e) => e.key === key);
    const label = (e: Example): Polarity => (e.spoken ? 'positive' : 'neutral');
    const trained = trainModel(own.map((e) => ({ features: e.lemmas, dense: e.dense, label: label(e) })), { epochs: 300, rate: 0.01, l2: Number(values.l2), optimizer: 'adam' });
    model.bias[k] = round(trained.bias[0] - trained.bias[2]);
    for (const [lemma, w] of Object.entries(trained.weights)) {
      const weight = round(w[0] - w[2]);
      if (Math.abs(weight) >= 0.001) model.weights[`${key}|${lemma}`] = weight;
    }
    [...vectors.values()].forEach((v, i) => {
      let s = 0;
      for (let d = 0; d < DIMENSIONS; d++) s += VECTOR_SCALE * v[d]! * (trained.dense[d * 3]! - trained.dense[d * 3 + 2]!);
      perWord[i]!.push(Math.round(s * 1000));
    });
  });
  const ranked = Object.keys(model.weights).sort();
  model.weights = Object.assign(Object.create(null), Object.fromEntries(ranked.map((name) => [name, model.weights[name]!])));
  [...vectors.keys()].forEach((word, i) => {
    if (perWord[i]!.some((x) => x !== 0)) model.words[word] = perWord[i]!;
  });
  return model;
}

/** The validation judgements about a keyed aspect the rules do not find (the decisions the gate can change), with the gate's probability. */
function unfoundJudgements(model: SpokenOfModel): Array<Judgement & { decided: Polarity; probability: number }> {
  const out: Array<Judgement & { decided: Polarity; probability: number }> = [];
  for (const { judgements } of splitSources('validation')) {
    for (const j of judgements) {
      if (j.target === null || !keyed.some((a) => a.id === j.target)) continue;
      // The decision without the gate (the file being trained may already be in use).
      const { analysis, key, raw, described } = analyzerRule(analyzer, j.text, j.target);
      if (described?.found !== false) continue;
      const probability = spokenOfProbability(model, analysis, keyed.find((a) => a.id === j.target)!.key)!;
      out.push({ ...j, decided: decideAbout(analysis, key, raw).polarity, probability });
    }
  }
  return out;
}

const pct = (x: number, n: number) => `${((100 * x) / Math.max(n, 1)).toFixed(1)}%`;

const model = train(examples('dev'));
const held = examples('validation');
const judged = unfoundJudgements(model);
const rows = THRESHOLDS.map((threshold) => {
  const right = judged.filter((j) => (j.probability < threshold ? 'neutral' : j.decided) === j.polarity).length;
  const gated = judged.filter((j) => j.probability < threshold).length;
  return { threshold, right, gated };
});
const best = rows.reduce((a, b) => (b.right > a.right ? b : a));
console.log(`spoken-of gate: ${model.keys.length} keys, ${Object.keys(model.weights).length} lemma weights, ${Object.keys(model.words).length} words`);
console.log(`validation: ${held.length} (text, aspect) pairs the rules do not find, ${held.filter((e) => e.spoken).length} spoken of; ${judged.length} judgements about such pairs`);
console.table(
  rows.map((r) => {
    const gated = held.filter((e) => probabilityFrom(model, e.key, e) < r.threshold);
    return {
      threshold: r.threshold,
      'pairs gated': `${gated.length} (${gated.filter((e) => e.spoken).length} spoken of)`,
      'judgements right': `${r.right} of ${judged.length} (${pct(r.right, judged.length)})`,
      'gated neutral': r.gated,
      chosen: r === best ? '<-' : '',
    };
  }),
);
model.threshold = best.threshold;
if (!values.dry) {
  fs.writeFileSync(fileURLToPath(SPOKEN_OF_FILE), `${JSON.stringify(model)}\n`);
  console.log(`wrote ${fileURLToPath(SPOKEN_OF_FILE)} (threshold ${model.threshold})`);
}
