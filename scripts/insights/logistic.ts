import { CLASSES, type PolarityModel } from '../../core/insights/model/polarity-model.ts';
import type { Polarity } from '../../core/insights/analyzer/analyzer.ts';

export type TrainingExample = { features: readonly string[]; dense?: Float32Array; label: Polarity };
export type Trained = Pick<PolarityModel, 'weights' | 'bias'> & { dense: Float64Array };

/**
 * Multinomial logistic regression by full-batch gradient descent from zero weights, L2 on every
 * weight but the intercept: the same examples give the same model, byte for byte. Sparse features
 * are names (value 1); `dense` is an optional vector per example (the averaged word vectors), of
 * one length for all, whose weights come back as `dense` (length × 3, class-minor).
 */
export type TrainOptions = {
  epochs: number;
  rate: number;
  l2: number;
  /**
   * 'adam': each full-batch step scaled per weight by running means of its gradient and squared
   * gradient (Kingma and Ba's Adam): it reaches in a few hundred steps what plain gradient
   * descent needs thousands for, as rare words' weights get steps as large as common ones'.
   */
  optimizer?: 'gd' | 'adam';
};

export function trainModel(examples: readonly TrainingExample[], options: TrainOptions): Trained {
  const names = [...new Set(examples.flatMap((e) => e.features))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const dims = examples[0]?.dense?.length ?? 0;
  const w = new Float64Array(names.length * 3);
  const d = new Float64Array(dims * 3);
  const bias = [0, 0, 0];
  const adam = options.optimizer === 'adam' ? { m: new Float64Array(w.length + d.length + 3), v: new Float64Array(w.length + d.length + 3) } : undefined;
  const rows = examples.map((e) => ({ ids: e.features.map((f) => index.get(f)!), x: e.dense, y: CLASSES.indexOf(e.label as (typeof CLASSES)[number]) }));
  const n = rows.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const grad = new Float64Array(w.length);
    const gd = new Float64Array(d.length);
    let gb0 = 0;
    let gb1 = 0;
    let gb2 = 0;
    for (const { ids, x, y } of rows) {
      let z0 = bias[0]!;
      let z1 = bias[1]!;
      let z2 = bias[2]!;
      for (const id of ids) {
        z0 += w[id * 3]!;
        z1 += w[id * 3 + 1]!;
        z2 += w[id * 3 + 2]!;
      }
      if (x) {
        for (let k = 0; k < dims; k++) {
          const v = x[k]!;
          z0 += v * d[k * 3]!;
          z1 += v * d[k * 3 + 1]!;
          z2 += v * d[k * 3 + 2]!;
        }
      }
      const top = Math.max(z0, z1, z2);
      const e0 = Math.exp(z0 - top);
      const e1 = Math.exp(z1 - top);
      const e2 = Math.exp(z2 - top);
      const sum = e0 + e1 + e2;
      const g0 = e0 / sum - (y === 0 ? 1 : 0);
      const g1 = e1 / sum - (y === 1 ? 1 : 0);
      const g2 = e2 / sum - (y === 2 ? 1 : 0);
      gb0 += g0;
      gb1 += g1;
      gb2 += g2;
      for (const id of ids) {
        grad[id * 3]! += g0;
        grad[id * 3 + 1]! += g1;
        grad[id * 3 + 2]! += g2;
      }
      if (x) {
        for (let k = 0; k < dims; k++) {
          const v = x[k]!;
          gd[k * 3]! += v * g0;
          gd[k * 3 + 1]! += v * g1;
          gd[k * 3 + 2]! += v * g2;
        }
      }
    }
    if (adam) {
      const B1 = 0.9;
      const B2 = 0.999;
      const step = (options.rate * Math.sqrt(1 - B2 ** (epoch + 1))) / (1 - B1 ** (epoch + 1));
      const update = (slot: number, g: number) => {
        adam.m[slot] = B1 * adam.m[slot]! + (1 - B1) * g;
        adam.v[slot] = B2 * adam.v[slot]! + (1 - B2) * g * g;
        return (step * adam.m[slot]!) / (Math.sqrt(adam.v[slot]!) + 1e-8);
      };
      for (let i = 0; i < w.length; i++) w[i]! -= update(i, grad[i]! / n + options.l2 * w[i]!);
      for (let i = 0; i < d.length; i++) d[i]! -= update(w.length + i, gd[i]! / n + options.l2 * d[i]!);
      bias[0]! -= update(w.length + d.length, gb0 / n);
      bias[1]! -= update(w.length + d.length + 1, gb1 / n);
      bias[2]! -= update(w.length + d.length + 2, gb2 / n);
      continue;
    }
    bias[0]! -= (options.rate * gb0) / n;
    bias[1]! -= (options.rate * gb1) / n;
    bias[2]! -= (options.rate * gb2) / n;
    for (let i = 0; i < w.length; i++) w[i]! -= options.rate * (grad[i]! / n + options.l2 * w[i]!);
    for (let i = 0; i < d.length; i++) d[i]! -= options.rate * (gd[i]! / n + options.l2 * d[i]!);
  }
  // No prototype: feature names come from review text ("constructor", "__proto__").
  const weights = Object.create(null) as PolarityModel['weights'];
  names.forEach((name, i) => {
    weights[name] = [w[i * 3]!, w[i * 3 + 1]!, w[i * 3 + 2]!];
  });
  return { weights, bias: [bias[0]!, bias[1]!, bias[2]!], dense: d };
}
