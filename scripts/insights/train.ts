// Trains the polarity model (core/insights/model/polarity-model.ts) on the development judgements
// ONLY (tests/insights/eval/dev.jsonl + dev-extra.jsonl) and writes core/insights/model/model.json.
// Its settings (L2, where the model takes over from the rules, how much it weighs) are chosen on
// the validation judgements (validation.jsonl), which neither the rules nor the model were ever
// fitted to: the rules were tuned on dev, so any choice made on dev overrates them. The held-out
// split is never read here. Deterministic: same files, same bytes.
//
//   node scripts/insights/train.ts          choose on validation, write the model
//   node scripts/insights/train.ts --dry    print the table only
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzerRule, modelWeighsIn } from '../../core/insights/model/about.ts';
import { createAnalyzer, type Polarity } from '../../core/insights/analyzer/analyzer.ts';
import { decidePolarity, polarityFeatures, trainModel, type PolarityModel } from '../../core/insights/model/polarity-model.ts';
import { loadEvalCatalogue, loadJudgements, type Judgement } from '../../tests/insights/eval/judgements.ts';

const { values } = parseArgs({ options: { dry: { type: 'boolean', default: false } } });

const KEEP_FEATURES = 10000;
const THRESHOLDS = [0, 0.1, 0.3, 0.6, Infinity];
const BLENDS = [0.6, 0.7, 0.8, 0.9, 1];
// Full-batch gradient descent: 300 epochs left the weights short of convergence on 5,000 examples.
const SETTINGS = [
  { epochs: 800, rate: 1, l2: 0.0003, ruleFeatures: false },
  { epochs: 800, rate: 1, l2: 0.001, ruleFeatures: false },
  { epochs: 800, rate: 1, l2: 0.003, ruleFeatures: false },
  { epochs: 1500, rate: 1, l2: 0.0003, ruleFeatures: false },
  { epochs: 1500, rate: 1, l2: 0.001, ruleFeatures: false },
  { epochs: 800, rate: 1, l2: 0.001, ruleFeatures: true },
];

const analyzer = createAnalyzer({ aspects: loadEvalCatalogue() });
/** `found`: false for a term the text does not contain, whose answer is the rules' (neutral), as in opinionAbout. */
type Example = { label: Polarity; raw: number; rules: Polarity; found: boolean; features: string[]; words: string[] };
function example(j: Judgement): Example {
  const { analysis, key, raw, polarity, described } = analyzerRule(analyzer, j.text, j.target);
  return {
    label: j.polarity,
    raw,
    rules: polarity,
    found: modelWeighsIn(described),
    features: polarityFeatures(analysis, key, raw),
    words: polarityFeatures(analysis, key, raw, false),
  };
}
const dev = loadJudgements('dev').map(example);
const validation = loadJudgements('validation').map(example);

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

const featuresOf = (e: Example, rules: boolean) => (rules ? e.features : e.words);
const train = (examples: Example[], setting: (typeof SETTINGS)[number]) =>
  prune(trainModel(examples.map((e) => ({ features: featuresOf(e, setting.ruleFeatures), label: e.label })), setting));

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
let best = { accuracy: -1, setting: SETTINGS[0]!, trained: undefined as ReturnType<typeof train> | undefined, confident: 0, blend: 1 };
const table: Array<Record<string, string>> = [];
for (const setting of SETTINGS) {
  const trained = train(dev, setting);
  for (const blend of BLENDS) {
    const row: Record<string, string> = {
      features: setting.ruleFeatures ? 'words+rules' : 'words',
      epochs: String(setting.epochs),
      l2: String(setting.l2),
      blend: String(blend),
    };
    for (const t of THRESHOLDS) {
      const model = { ...trained, confident: t, blend, ruleFeatures: setting.ruleFeatures };
      let correct = 0;
      for (const e of validation) {
        const decided = e.found ? decidePolarity(model, e.rules, e.raw, () => featuresOf(e, setting.ruleFeatures)) : e.rules;
        if (decided === e.label) correct++;
      }
      const accuracy = correct / validation.length;
      row[t === Infinity ? 'everywhere' : t === 0 ? 'rules only' : `|raw|<${t}`] = pct(accuracy);
      // The first best wins: ties keep the rules (t = 0 is rules alone) and the smaller l2.
      if (accuracy > best.accuracy) best = { accuracy, setting, trained, confident: t, blend };
    }
    table.push(row);
  }
}
console.log(`model trained on ${dev.length} development judgements; settings chosen on ${validation.length} validation judgements`);
console.table(table);
console.log(`chosen: ${JSON.stringify(best.setting)}, model consulted where |raw| < ${best.confident}, blend ${best.blend}: ${pct(best.accuracy)}`);

if (!values.dry) {
  const model: PolarityModel = {
    confident: best.confident === Infinity ? 1e9 : best.confident,
    blend: best.blend,
    ruleFeatures: best.setting.ruleFeatures,
    ...best.trained!,
  };
  const out = path.join(path.dirname(new URL(import.meta.url).pathname), '../../core/insights/model/model.json');
  fs.writeFileSync(out, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}: ${Object.keys(model.weights).length} features`);
}
