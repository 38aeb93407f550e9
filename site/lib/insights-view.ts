import type { Insights, Sentiment } from '../../core/schemas/insights.ts';

/** Net sentiment score with its sign: `+0.49`, `−0.12`, `0.00`. */
export function signedScore(score: number): string {
  if (score > 0) return `+${score.toFixed(2)}`;
  if (score < 0) return `−${Math.abs(score).toFixed(2)}`;
  return '0.00';
}

/** `positive 54, neutral 22, negative 2`. */
export function sentimentCounts(s: Sentiment): string {
  return `${s.positive} positive, ${s.neutral} neutral, ${s.negative} negative`;
}

const DIRECTIONS: Record<string, string> = {
  improving: 'Improving',
  declining: 'Declining',
  steady: 'Steady',
  rising: 'Rising',
  falling: 'Falling',
  insufficient_data: 'Too few reviews to tell',
};

/** A trend direction from insights.json in words. */
export function directionLabel(direction: string): string {
  return DIRECTIONS[direction] ?? direction;
}

/** Aspect names by id, for the ids technicians are praised and criticised for. */
export function aspectNames(insights: Insights): Map<string, string> {
  return new Map(insights.aspects.map((a) => [a.id, a.name]));
}

/** Colours of the sentiment charts: blue and orange stay apart for colour-blind readers. */
export const SENTIMENT_COLORS = {
  positive: { fill: '#2563a8', text: '#ffffff' },
  neutral: { fill: '#c5cdd6', text: '#1d2733' },
  negative: { fill: '#c2410c', text: '#ffffff' },
} as const;
