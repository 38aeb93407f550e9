export type Polarity = 'positive' | 'negative' | 'neutral';

/** A raw score at least this far from 0 is an opinion; below it, neutral. */
export const POLARITY_THRESHOLD = 0.1;

export function polarityOf(raw: number): Polarity {
  if (raw >= POLARITY_THRESHOLD) return 'positive';
  if (raw <= -POLARITY_THRESHOLD) return 'negative';
  return 'neutral';
}
