// Trains the order-aware, non-linear part of the polarity model (core/insights/model/order-model.ts)
// together with the linear one (logistic.ts calls it in each full-batch pass: "wide and deep"),
// and packs it as the model file keeps it. Deterministic: its first weights come from a seeded
// generator written here, the examples are read in their given order, so the same examples give
// the same bytes.
import type { OrderInput, OrderModel } from '../../core/insights/model/order-model.ts';
import { Adam, type ExtraScores } from './logistic.ts';
import { DIMENSIONS } from './word-vectors.ts';

export type OrderDesign = { design: 'conv' | 'mean'; hidden: number; window?: number; l2: number; rate: number };

/** A small generator of uniform numbers in [0, 1) from a 32-bit seed (xorshift, then a multiply to mix the bits). */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return (Math.imul(state, 0x2c1b3c6d) >>> 0) / 4294967296;
  };
}

/** No window reached a unit's maximum (an empty sequence): only its bias did. */
const NO_WINDOW = -0x40000000;

/** One example as the order-aware part reads it: rows into the training vocabulary (−1: no vector) with their signs. */
type Row = { seq: Int32Array; signs: Float64Array; rest: Int32Array };

export class OrderTrainer implements ExtraScores {
  readonly slots: number;
  readonly H: number;
  /** First layer: per slot, per vector dimension, per hidden unit. */
  readonly W: Float64Array;
  readonly b: Float64Array;
  /** Per class, per hidden unit. */
  readonly V: Float64Array;
  readonly c = new Float64Array(3);
  private readonly words: Float32Array[];
  private readonly rows: Row[];
  private adam: Adam;
  /** Per training word, per slot, per hidden unit: the word's vector times W, and its gradient. */
  private readonly P: Float64Array;
  private readonly dP: Float64Array;
  /** Which pass each word's row of P was computed in (rows are computed when first read in a pass). */
  private readonly stamp: Int32Array;
  private pass = 0;
  /** The words whose rows of dP the pass has touched. */
  private readonly touched: number[] = [];
  private readonly isTouched: Uint8Array;
  private readonly dW: Float64Array;
  private readonly db: Float64Array;
  private readonly dV: Float64Array;
  private readonly dc = new Float64Array(3);
  // The current example's pooled units and, for conv, the window each unit's maximum came from.
  private readonly m: Float64Array;
  private readonly argmax: Int32Array;
  private readonly pre: Float64Array;

  readonly design: OrderDesign;

  constructor(design: OrderDesign, inputs: readonly OrderInput[], vectors: ReadonlyMap<string, Float32Array>, seed = 1) {
    this.design = design;
    this.slots = design.design === 'conv' ? (design.window ?? 3) : 2;
    this.H = design.hidden;
    const vocabulary = new Map<string, number>();
    this.words = [];
    const id = (word: string) => {
      let i = vocabulary.get(word);
      if (i === undefined) {
        const v = vectors.get(word);
        if (!v) return -1;
        vocabulary.set(word, (i = this.words.length));
        this.words.push(v);
      }
      return i;
    };
    this.rows = inputs.map(({ sequence, rest }) => ({
      seq: Int32Array.from(sequence, ([w, s]) => (s === 0 ? -1 : id(w))),
      signs: Float64Array.from(sequence, ([, s]) => s),
      rest: Int32Array.from(rest, (w) => id(w)),
    }));
    const random = seededUniform(seed);
    const H = this.H;
    this.W = new Float64Array(this.slots * DIMENSIONS * H);
    // Unit word vectors: a sum over the slots of v·W has variance about slots × Var(W), so this keeps it near 1.
    const a = Math.sqrt(3 / this.slots);
    for (let i = 0; i < this.W.length; i++) this.W[i] = (random() * 2 - 1) * a;
    this.b = new Float64Array(H);
    this.V = new Float64Array(3 * H);
    const o = Math.sqrt(3 / H) * 0.1;
    for (let i = 0; i < this.V.length; i++) this.V[i] = (random() * 2 - 1) * o;
    this.adam = new Adam(this.W.length + H + 3 * H + 3, design.rate);
    this.P = new Float64Array(this.words.length * this.slots * H);
    this.dP = new Float64Array(this.P.length);
    this.stamp = new Int32Array(this.words.length).fill(-1);
    this.isTouched = new Uint8Array(this.words.length);
    this.dW = new Float64Array(this.W.length);
    this.db = new Float64Array(H);
    this.dV = new Float64Array(3 * H);
    this.m = new Float64Array(H);
    this.argmax = new Int32Array(H);
    this.pre = new Float64Array(H);
  }

  begin(): void {
    this.pass++;
  }

  /** Word w's row of P as the weights now are. */
  private ensure(w: number): void {
    if (this.stamp[w] === this.pass) return;
    const { H, slots } = this;
    this.P.fill(0, w * slots * H, (w + 1) * slots * H);
    project(this.words[w]!, this.W, slots, H, this.P, w * slots * H);
    this.stamp[w] = this.pass;
  }

  private touch(w: number): void {
    if (this.isTouched[w]) return;
    this.isTouched[w] = 1;
    this.touched.push(w);
  }

  logits(i: number, z: [number, number, number]): void {
    const { H, slots, P, m, pre } = this;
    const row = this.rows[i]!;
    for (const w of row.seq) if (w >= 0) this.ensure(w);
    for (const w of row.rest) if (w >= 0) this.ensure(w);
    const width = slots * H;
    if (this.design.design === 'conv') {
      const { seq, signs } = row;
      m.fill(-Infinity);
      this.argmax.fill(NO_WINDOW);
      for (let t = 1 - slots; t < seq.length; t++) {
        pre.set(this.b);
        for (let j = 0; j < slots; j++) {
          const p = t + j;
          if (p < 0 || p >= seq.length || seq[p]! < 0) continue;
          const s = signs[p]!;
          const at = seq[p]! * width + j * H;
          for (let h = 0; h < H; h++) pre[h]! += s * P[at + h]!;
        }
        for (let h = 0; h < H; h++) {
          if (pre[h]! > m[h]!) {
            m[h] = pre[h]!;
            this.argmax[h] = t;
          }
        }
      }
      for (let h = 0; h < H; h++) m[h] = Math.max(0, Number.isFinite(m[h]!) ? m[h]! : this.b[h]!);
    } else {
      m.set(this.b);
      this.meanInto(row.seq, row.signs, 0);
      this.meanInto(row.rest, undefined, 1);
      for (let h = 0; h < H; h++) m[h] = Math.max(0, m[h]!);
    }
    for (let c = 0; c < 3; c++) {
      let s = this.c[c]!;
      for (let h = 0; h < H; h++) s += this.V[c * H + h]! * m[h]!;
      z[c]! += s;
    }
  }

  /** Adds (or, given the units' gradient, spreads back) the mean over a block's words of their slot's projections. */
  private meanInto(ids: Int32Array, signs: Float64Array | undefined, slot: number, grad?: Float64Array): void {
    const { H, slots } = this;
    let n = 0;
    for (let k = 0; k < ids.length; k++) if (ids[k]! >= 0) n++;
    if (!n) return;
    for (let k = 0; k < ids.length; k++) {
      if (ids[k]! < 0) continue;
      const s = (signs ? signs[k]! : 1) / n;
      const at = ids[k]! * slots * H + slot * H;
      if (grad) this.touch(ids[k]!);
      if (grad) for (let h = 0; h < H; h++) this.dP[at + h]! += s * grad[h]!;
      else for (let h = 0; h < H; h++) this.m[h]! += s * this.P[at + h]!;
    }
  }

  backward(i: number, g: readonly [number, number, number]): void {
    const { H, slots, m } = this;
    const gm = this.pre;
    for (let c = 0; c < 3; c++) {
      this.dc[c]! += g[c]!;
      for (let h = 0; h < H; h++) this.dV[c * H + h]! += g[c]! * m[h]!;
    }
    for (let h = 0; h < H; h++) gm[h] = m[h]! > 0 ? g[0] * this.V[h]! + g[1] * this.V[H + h]! + g[2] * this.V[2 * H + h]! : 0;
    for (let h = 0; h < H; h++) this.db[h]! += gm[h]!;
    const row = this.rows[i]!;
    if (this.design.design === 'conv') {
      const { seq, signs } = row;
      for (let h = 0; h < H; h++) {
        const t = this.argmax[h]!;
        if (gm[h] === 0 || t === NO_WINDOW) continue;
        for (let j = 0; j < slots; j++) {
          const p = t + j;
          if (p < 0 || p >= seq.length || seq[p]! < 0) continue;
          this.touch(seq[p]!);
          this.dP[seq[p]! * slots * H + j * H + h]! += signs[p]! * gm[h]!;
        }
      }
    } else {
      this.meanInto(row.seq, row.signs, 0, gm);
      this.meanInto(row.rest, undefined, 1, gm);
    }
  }

  step(epoch: number, n: number): void {
    const { H, slots, W, dW, dP, design } = this;
    dW.fill(0);
    // dW = Σ over words of vector ⊗ dP (per slot).
    for (const w of this.touched) {
      const v = this.words[w]!;
      for (let s = 0; s < slots; s++) {
        const at = w * slots * H + s * H;
        let any = false;
        for (let h = 0; h < H; h++) if (dP[at + h] !== 0) any = true;
        if (!any) continue;
        for (let d = 0; d < DIMENSIONS; d++) {
          const x = v[d]!;
          const to = (s * DIMENSIONS + d) * H;
          for (let h = 0; h < H; h++) dW[to + h]! += x * dP[at + h]!;
        }
      }
    }
    this.adam.step(epoch, W, (i) => dW[i]! / n + design.l2 * W[i]!);
    this.adam.step(epoch, this.b, (i) => this.db[i]! / n, W.length);
    this.adam.step(epoch, this.V, (i) => this.dV[i]! / n + design.l2 * this.V[i]!, W.length + H);
    this.adam.step(epoch, this.c, (i) => this.dc[i]! / n, W.length + 4 * H);
    for (const w of this.touched) {
      dP.fill(0, w * slots * H, (w + 1) * slots * H);
      this.isTouched[w] = 0;
    }
    this.touched.length = 0;
    this.db.fill(0);
    this.dV.fill(0);
    this.dc.fill(0);
  }

  /**
   * Trains the part by itself (no linear part) in mini-batches of `batch` examples, `epochs` times
   * over the examples in an order drawn from a seeded generator: many more, smaller steps than a
   * full-batch pass gives, in the time of a few dozen passes. `labels`: each example's class index.
   */
  trainApart(labels: readonly number[], epochs: number, batch: number, seed = 2): void {
    const random = seededUniform(seed);
    const order = labels.map((_, i) => i);
    const z: [number, number, number] = [0, 0, 0];
    let steps = 0;
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const k = Math.floor(random() * (i + 1));
        [order[i], order[k]] = [order[k]!, order[i]!];
      }
      for (let from = 0; from < order.length; from += batch) {
        const to = Math.min(order.length, from + batch);
        this.begin();
        for (let k = from; k < to; k++) {
          const i = order[k]!;
          z[0] = z[1] = z[2] = 0;
          this.logits(i, z);
          const top = Math.max(z[0], z[1], z[2]);
          const e = z.map((x) => Math.exp(x - top));
          const sum = e[0]! + e[1]! + e[2]!;
          const y = labels[i]!;
          this.backward(i, [e[0]! / sum - (y === 0 ? 1 : 0), e[1]! / sum - (y === 1 ? 1 : 0), e[2]! / sum - (y === 2 ? 1 : 0)]);
        }
        this.step(steps++, to - from);
      }
    }
    // Training may go on with a linear part (a warm start): its steps start afresh.
    this.adam = new Adam(this.W.length + 4 * this.H + 3, this.design.rate);
  }

  /**
   * The part as the model file keeps it: per vocabulary word (the first `size` of `vectors`, in
   * their order) and slot, its vector times the first layer, int8 with one scale per slot. Its
   * class scores count `weight` times, and `bias` (a linear part trained with it) joins its own.
   */
  pack(vectors: ReadonlyMap<string, Float32Array>, size: number, weight = 1, bias: readonly number[] = [0, 0, 0]): OrderModel {
    const { H, slots } = this;
    const words = [...vectors.keys()].slice(0, size);
    const width = slots * H;
    const P = new Float64Array(words.length * width);
    words.forEach((word, w) => project(vectors.get(word)!, this.W, slots, H, P, w * width));
    const scales = Array.from({ length: slots }, (_, s) => {
      let top = 0;
      for (let w = 0; w < words.length; w++) for (let h = 0; h < H; h++) top = Math.max(top, Math.abs(P[w * width + s * H + h]!));
      return top / 127 || 1;
    });
    const q = new Int8Array(P.length);
    for (let w = 0; w < words.length; w++) for (let s = 0; s < slots; s++) for (let h = 0; h < H; h++) {
      const at = w * width + s * H + h;
      q[at] = Math.round(P[at]! / scales[s]!);
    }
    const round = (x: number) => Math.round(x * 1e5) / 1e5 || 0;
    return {
      design: this.design.design,
      slots,
      hidden: H,
      words: words.join(' '),
      projections: Buffer.from(q.buffer).toString('base64'),
      scales: scales.map((s) => Number(s.toPrecision(8))),
      bias: [...this.b].map(round),
      out: [...this.V].map((v) => round(v * weight)),
      outBias: [0, 1, 2].map((c) => round((this.c[c]! + bias[c]!) * weight)) as [number, number, number],
    };
  }
}

/** Per slot and hidden unit, vector · W, into `out` from `at`. */
function project(v: Float32Array, W: Float64Array, slots: number, H: number, out: Float64Array, at: number): void {
  for (let s = 0; s < slots; s++) {
    for (let d = 0; d < DIMENSIONS; d++) {
      const x = v[d]!;
      if (x === 0) continue;
      const from = (s * DIMENSIONS + d) * H;
      const to = at + s * H;
      for (let h = 0; h < H; h++) out[to + h]! += x * W[from + h]!;
    }
  }
}
