import type { Polarity, TextAnalysis } from '../analyzer/analyzer.ts';

/**
 * A small supervised second opinion on polarity about a target: a multinomial logistic
 * regression over the words of the sentences that speak of the target (unigrams and bigrams,
 * NOT_-prefixed inside a negation's reach) and the rules' own verdict. Trained offline on the
 * development judgements only (scripts/insights/train.ts), stored as data in model.json.
 * The rules stay in charge where they are sure; the model decides where they are not.
 */
export const CLASSES = ['positive', 'negative', 'neutral'] as const satisfies readonly Polarity[];

export type PolarityModel = {
  /** Raw rule scores at least this far from 0 are left to the rules. */
  confident: number;
  /** Below that: each class scores blend × model probability + (1 − blend) × (rules chose it). */
  blend: number;
  /** Whether the rules' verdict is among the model's features. */
  ruleFeatures: boolean;
  /** Per feature, one weight per class (CLASSES order); `bias` is the intercept. */
  weights: Record<string, [number, number, number]>;
  bias: [number, number, number];
};

const NEGATORS = new Set(['not', 'no', 'never', "n't", 'nothing', 'nobody', 'none', 'nor', 'without', 'neither', 'hardly', 'barely']);
const SCOPE_ENDS = new Set([',', '.', ';', ':', '!', '?', 'but', 'although', 'though', 'however', 'yet', '—', '-']);
const WORD = /^[\p{L}\p{N}'!?]+$/u;

/** The rules' raw score as a few coarse features, so the model can lean on them or overrule them. */
function ruleFeatures(raw: number): string[] {
  const sign = raw >= 0.1 ? 'pos' : raw <= -0.1 ? 'neg' : 'neu';
  const size = Math.abs(raw) >= 1 ? 'big' : Math.abs(raw) >= 0.4 ? 'mid' : 'small';
  return [`RULE_${sign}`, `RULE_${sign}_${size}`];
}

/**
 * The features of a text about one key, from the sentences whose scores hold the key (all
 * sentences when none does): lower-cased words and bigrams, and lemmas where they differ
 * ("leaked" also counts as "leak"), `NOT_`-prefixed inside a negation's reach; and the sign of
 * each phrase wink's own sentiment model scores (`W+`, `NOT_W-`), which carries what the model
 * learns about sentiment words to words it never saw in training. In a sentence of several
 * clauses, only the key's own clauses count as above; the other clauses' words are marked `O:`
 * ("great" beside the roof is not evidence about the communication "but" sets against it).
 * With `withRules`, the rules' verdict too.
 */
export function polarityFeatures(analysis: TextAnalysis, key: string, raw: number, withRules = true): string[] {
  const { parsed, sentences } = analysis;
  let picked = sentences.map((s, k) => (s.scores.has(key) ? k : -1)).filter((k) => k >= 0);
  if (picked.length === 0) picked = sentences.map((_, k) => k);
  const features = withRules ? ruleFeatures(raw) : [];
  for (const k of picked) {
    const { start, end } = parsed.sentences[k]!;
    const clauses = sentences[k]!.clauses?.get(key);
    const own = (i: number) => !clauses || clauses.some(([from, to]) => i >= from && i <= to);
    const negatedAt = new Uint8Array(end - start + 1);
    let negated = false;
    let previous = '<s>';
    for (let i = start; i <= end; i++) {
      const word = parsed.normals[i]!.toLowerCase();
      if (SCOPE_ENDS.has(word)) negated = false;
      negatedAt[i - start] = negated ? 1 : 0;
      if (!WORD.test(word)) {
        previous = '<p>';
        continue;
      }
      const prefix = negated ? 'NOT_' : '';
      const token = prefix + word;
      if (own(i)) {
        features.push(token, `${previous} ${token}`);
        const lemma = parsed.lemmas[i]!;
        if (lemma !== word && WORD.test(lemma)) features.push(`L:${prefix}${lemma}`);
      } else features.push(`O:${token}`);
      previous = token;
      if (NEGATORS.has(word) || word.endsWith("n't")) negated = true;
    }
    for (const v of parsed.valences) {
      if (v.start < start || v.end > end || v.valence === 0) continue;
      const sign = `${negatedAt[v.start - start] ? 'NOT_' : ''}${v.valence > 0 ? 'W+' : 'W-'}`;
      features.push(own(v.start) ? sign : `O:${sign}`);
    }
  }
  return features;
}

/** Class probabilities (CLASSES order) for a list of features: softmax of the summed weights. */
export function predictProbabilities(model: Pick<PolarityModel, 'weights' | 'bias'>, features: readonly string[]): [number, number, number] {
  const z: [number, number, number] = [...model.bias];
  for (const f of features) {
    const w = model.weights[f];
    if (w) for (let c = 0; c < 3; c++) z[c]! += w[c]!;
  }
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e[0]! + e[1]! + e[2]!;
  return [e[0]! / sum, e[1]! / sum, e[2]! / sum];
}

/** The polarity: the rules' where their score is clear, else the blend of model and rules. */
export function decidePolarity(model: PolarityModel, rules: Polarity, raw: number, features: () => string[]): Polarity {
  return decideOpinion(model, rules, raw, features).polarity;
}

/**
 * The polarity as `decidePolarity`, with how far it leans: `undefined` where the rules decided
 * (their own score stands), else the blended P(positive) − P(negative), in −1..1.
 */
export function decideOpinion(model: PolarityModel, rules: Polarity, raw: number, features: () => string[]): { polarity: Polarity; lean?: number } {
  if (Math.abs(raw) >= model.confident) return { polarity: rules };
  const p = predictProbabilities(model, features()).map((x, c) => model.blend * x + (1 - model.blend) * (CLASSES[c] === rules ? 1 : 0));
  let best = 0;
  for (let c = 1; c < 3; c++) if (p[c]! > p[best]!) best = c;
  return { polarity: CLASSES[best]!, lean: p[0]! - p[1]! };
}

/** Trains by full-batch gradient descent from zero weights: the same data give the same model. */
export function trainModel(
  examples: ReadonlyArray<{ features: readonly string[]; label: Polarity }>,
  options: { epochs: number; rate: number; l2: number },
): Pick<PolarityModel, 'weights' | 'bias'> {
  const names = [...new Set(examples.flatMap((e) => e.features))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const w = new Float64Array(names.length * 3);
  const bias = [0, 0, 0];
  const rows = examples.map((e) => ({ ids: e.features.map((f) => index.get(f)!), y: CLASSES.indexOf(e.label as (typeof CLASSES)[number]) }));
  const n = rows.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const grad = new Float64Array(w.length);
    const gb = [0, 0, 0];
    for (const { ids, y } of rows) {
      const z = [...bias];
      for (const id of ids) for (let c = 0; c < 3; c++) z[c]! += w[id * 3 + c]!;
      const top = Math.max(...z);
      const e = z.map((v) => Math.exp(v - top));
      const sum = e[0]! + e[1]! + e[2]!;
      for (let c = 0; c < 3; c++) {
        const g = e[c]! / sum - (c === y ? 1 : 0);
        gb[c]! += g;
        for (const id of ids) grad[id * 3 + c]! += g;
      }
    }
    for (let c = 0; c < 3; c++) bias[c]! -= (options.rate * gb[c]!) / n;
    for (let i = 0; i < w.length; i++) w[i]! -= options.rate * (grad[i]! / n + options.l2 * w[i]!);
  }
  const weights: PolarityModel['weights'] = {};
  names.forEach((name, i) => {
    weights[name] = [w[i * 3]!, w[i * 3 + 1]!, w[i * 3 + 2]!];
  });
  return { weights, bias: [bias[0]!, bias[1]!, bias[2]!] };
}
