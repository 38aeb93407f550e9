// Trains the polarity model (core/insights/polarity-model.ts) on the development judgements
// ONLY (tests/insights/eval/dev.jsonl + dev-extra.jsonl) and writes core/insights/model.json.
// Hyper-parameters and where the model takes over from the rules are chosen by k-fold
// cross-validation over dev (folds by text, so judgements of one sentence stay together).
// The held-out split is never read here. Deterministic: same dev files, same bytes.
//
//   node scripts/insights/train.ts           cross-validate, print the table, write the model
//   node scripts/insights/train.ts --dry     cross-validate and print only
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { analyzerRule } from '../../core/insights/about.ts';
import { createAnalyzer, type Polarity } from '../../core/insights/analyzer.ts';
import { decidePolarity, polarityFeatures, trainModel, type PolarityModel } from '../../core/insights/polarity-model.ts';
import { loadEvalCatalogue, loadJudgements } from '../../tests/insights/eval/judgements.ts';

const FOLDS = 5;
const KEEP_FEATURES = 2000;
const THRESHOLDS = [0, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 0.8, 1.2, Infinity];
const BLENDS = [0.5, 0.6, 0.7, 0.8, 0.9, 1];
const SETTINGS = [
  { epochs: 300, rate: 1, l2: 0.001, ruleFeatures: true },
  { epochs: 300, rate: 1, l2: 0.003, ruleFeatures: true },
  { epochs: 300, rate: 1, l2: 0.001, ruleFeatures: false },
  { epochs: 300, rate: 1, l2: 0.003, ruleFeatures: false },
];

const analyzer = createAnalyzer({ aspects: loadEvalCatalogue() });
const examples = loadJudgements('dev').map((j) => {
  const { analysis, key, raw, polarity } = analyzerRule(analyzer, j.text, j.target);
  return {
    text: j.text,
    label: j.polarity as Polarity,
    raw,
    rules: polarity,
    features: polarityFeatures(analysis, key, raw),
    words: polarityFeatures(analysis, key, raw, false),
    fold: createHash('sha256').update(j.text).digest()[0]! % FOLDS,
  };
});

/** Keeps the features that weigh most (largest weight over the classes), rounded to 4 decimals. */
function prune(model: Pick<PolarityModel, 'weights' | 'bias'>): Pick<PolarityModel, 'weights' | 'bias'> {
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const ranked = Object.entries(model.weights)
    .map(([name, w]) => ({ name, w, size: Math.max(...w.map(Math.abs)) }))
    .sort((a, b) => b.size - a.size || (a.name < b.name ? -1 : 1))
    .slice(0, KEEP_FEATURES)
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const weights: PolarityModel['weights'] = {};
  for (const { name, w } of ranked) weights[name] = [round(w[0]), round(w[1]), round(w[2])];
  return { weights, bias: [round(model.bias[0]), round(model.bias[1]), round(model.bias[2])] };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
let best = { accuracy: -1, setting: SETTINGS[0]!, confident: 0, blend: 1 };
const table: Array<Record<string, string>> = [];
const rulesAccuracy = examples.filter((e) => e.rules === e.label).length / examples.length;
const featuresOf = (e: (typeof examples)[number], rules: boolean) => (rules ? e.features : e.words);
for (const setting of SETTINGS) {
  for (const blend of BLENDS) {
    const correct = new Map(THRESHOLDS.map((t) => [t, 0]));
    for (let fold = 0; fold < FOLDS; fold++) {
      const train = examples.filter((e) => e.fold !== fold).map((e) => ({ features: featuresOf(e, setting.ruleFeatures), label: e.label }));
      const trained = prune(trainModel(train, setting));
      for (const e of examples.filter((x) => x.fold === fold)) {
        for (const t of THRESHOLDS) {
          const model = { ...trained, confident: t, blend, ruleFeatures: setting.ruleFeatures };
          if (decidePolarity(model, e.rules, e.raw, () => featuresOf(e, setting.ruleFeatures)) === e.label) correct.set(t, correct.get(t)! + 1);
        }
      }
    }
    const row: Record<string, string> = { features: setting.ruleFeatures ? 'words+rules' : 'words', l2: String(setting.l2), blend: String(blend) };
    for (const t of THRESHOLDS) {
      const accuracy = correct.get(t)! / examples.length;
      row[t === Infinity ? 'everywhere' : `|raw|<${t}`] = pct(accuracy);
      // The first best wins: ties keep the rules (t = 0 is rules alone) and the smaller l2.
      if (accuracy > best.accuracy) best = { accuracy, setting, confident: t, blend };
    }
    table.push(row);
  }
}
console.log(`${examples.length} dev judgements, ${FOLDS}-fold by text; rules alone ${pct(rulesAccuracy)}`);
console.table(table);
console.log(`chosen: ${JSON.stringify(best.setting)}, model consulted where |raw| < ${best.confident}, blend ${best.blend}: ${pct(best.accuracy)} in cross-validation`);

if (!process.argv.includes('--dry')) {
  const all = examples.map((e) => ({ features: featuresOf(e, best.setting.ruleFeatures), label: e.label }));
  const model: PolarityModel = {
    confident: best.confident === Infinity ? 1e9 : best.confident,
    blend: best.blend,
    ruleFeatures: best.setting.ruleFeatures,
    ...prune(trainModel(all, best.setting)),
  };
  const out = path.join(path.dirname(new URL(import.meta.url).pathname), '../../core/insights/model.json');
  fs.writeFileSync(out, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}: ${Object.keys(model.weights).length} features`);
}
