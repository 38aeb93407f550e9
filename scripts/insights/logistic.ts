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

/**
 * Class scores from outside the linear model, trained with it (the order-aware part,
 * scripts/insights/order.ts): in each full-batch pass, `logits` of example i is called, then
 * `backward` with the loss's gradient with respect to its class scores, before the next example.
 */
export interface ExtraScores {
  /** Before each pass: recompute what the pass reads (per-word projections). */
  begin(): void;
  /** Adds example i's class scores to z. */
  logits(i: number, z: [number, number, number]): void;
  backward(i: number, g: readonly [number, number, number]): void;
  /** After the pass over n examples: one step of its parameters (the pass's index is `epoch`). */
  step(epoch: number, n: number): void;
}

/**
 * Kingma and Ba's Adam over one array of parameters: each step scaled per parameter by running
 * means of its gradient and squared gradient.
 */
export class Adam {
  private readonly m: Float64Array;
  private readonly v: Float64Array;
  private readonly rate: number;
  constructor(size: number, rate: number) {
    this.rate = rate;
    this.m = new Float64Array(size);
    this.v = new Float64Array(size);
  }
  /** One step of params[i] (i from `from`) by gradient g(i), at pass `epoch`. */
  step(epoch: number, params: Float64Array, g: (i: number) => number, from = 0): void {
    const B1 = 0.9;
    const B2 = 0.999;
    const size = (epoch + 1) | 0;
    const step = (this.rate * Math.sqrt(1 - B2 ** size)) / (1 - B1 ** size);
    for (let i = 0; i < params.length; i++) {
      const slot = from + i;
      const gi = g(i);
      this.m[slot] = B1 * this.m[slot]! + (1 - B1) * gi;
      this.v[slot] = B2 * this.v[slot]! + (1 - B2) * gi * gi;
      params[i]! -= (step * this.m[slot]!) / (Math.sqrt(this.v[slot]!) + 1e-8);
    }
  }
}

export function trainModel(examples: readonly TrainingExample[], options: TrainOptions, extra?: ExtraScores): Trained {
  const names = [...new Set(examples.flatMap((e) => e.features))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const dims = examples[0]?.dense?.length ?? 0;
  const w = new Float64Array(names.length * 3);
  const d = new Float64Array(dims * 3);
  const bias = [0, 0, 0];
  const adam = options.optimizer === 'adam' ? new Adam(w.length + d.length + 3, options.rate) : undefined;
  const b = new Float64Array(3);
  const z: [number, number, number] = [0, 0, 0];
  const rows = examples.map((e) => ({ ids: e.features.map((f) => index.get(f)!), x: e.dense, y: CLASSES.indexOf(e.label as (typeof CLASSES)[number]) }));
  const n = rows.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    extra?.begin();
    const grad = new Float64Array(w.length);
    const gd = new Float64Array(d.length);
    let gb0 = 0;
    let gb1 = 0;
    let gb2 = 0;
    for (let i = 0; i < n; i++) {
      const { ids, x, y } = rows[i]!;
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
      if (extra) {
        z[0] = z0;
        z[1] = z1;
        z[2] = z2;
        extra.logits(i, z);
        [z0, z1, z2] = z;
      }
      const top = Math.max(z0, z1, z2);
      const e0 = Math.exp(z0 - top);
      const e1 = Math.exp(z1 - top);
      const e2 = Math.exp(z2 - top);
      const sum = e0 + e1 + e2;
      const g0 = e0 / sum - (y === 0 ? 1 : 0);
      const g1 = e1 / sum - (y === 1 ? 1 : 0);
      const g2 = e2 / sum - (y === 2 ? 1 : 0);
      extra?.backward(i, [g0, g1, g2]);
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
    extra?.step(epoch, n);
    if (adam) {
      adam.step(epoch, w, (i) => grad[i]! / n + options.l2 * w[i]!);
      adam.step(epoch, d, (i) => gd[i]! / n + options.l2 * d[i]!, w.length);
      b.set(bias);
      const gb = [gb0, gb1, gb2];
      adam.step(epoch, b, (i) => gb[i]! / n, w.length + d.length);
      bias[0] = b[0]!;
      bias[1] = b[1]!;
      bias[2] = b[2]!;
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
