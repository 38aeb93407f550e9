import type { Highlight, Insights } from '../../core/schemas/insights.ts';
import { insightPaths } from './insight-lists.ts';

/** Net sentiment score with its sign: `+0.49`, `−0.12`, `0.00`. */
export function signedScore(score: number): string {
  if (score > 0) return `+${score.toFixed(2)}`;
  if (score < 0) return `−${Math.abs(score).toFixed(2)}`;
  return '0.00';
}

/** The measured accuracy as a percentage with one decimal: 0.881 → "88.1". */
export function accuracyPercent(accuracy: Insights['method']['accuracy']): string {
  return (accuracy.held_out * 100).toFixed(1);
}

/** A quarter's name, marked when it was not over at the newest review. */
export function quarterLabel(q: { quarter: string; partial: boolean }): string {
  return q.partial ? `${q.quarter} (partial)` : q.quarter;
}

/** Links to all the reviews behind the figures of a highlight, with the counts it states. */
export function highlightLinks(h: Highlight, insights: Insights): Array<{ label: string; path: string }> {
  const aspect = insights.aspects.find((a) => a.id === h.subject);
  switch (h.kind) {
    case 'overall': {
      const { sentiment } = insights.summary;
      return [
        { label: `${insights.summary.reviews} reviews`, path: insightPaths.summary() },
        { label: `${sentiment.positive} positive`, path: insightPaths.summary('positive') },
        { label: `${sentiment.negative} negative`, path: insightPaths.summary('negative') },
      ];
    }
    case 'most_praised':
      return aspect ? [{ label: `${aspect.positive} positive`, path: insightPaths.aspect(aspect.id, 'positive') }, { label: `${aspect.mentions} reviews`, path: insightPaths.aspect(aspect.id) }] : [];
    case 'most_criticised':
      return aspect ? [{ label: `${aspect.negative} negative`, path: insightPaths.aspect(aspect.id, 'negative') }, { label: `${aspect.mentions} reviews`, path: insightPaths.aspect(aspect.id) }] : [];
    case 'trend':
      return aspect ? [{ label: `${aspect.mentions} reviews`, path: insightPaths.aspect(aspect.id) }] : [];
    case 'technician': {
      const t = insights.entities.technicians.find((x) => x.name === h.subject);
      return t ? [{ label: `${t.mentions} reviews`, path: insightPaths.technician(t.name) }] : [];
    }
    case 'topic': {
      const t = insights.topics.find((x) => x.phrase === h.subject);
      return t
        ? [
            { label: `${t.reviews} reviews`, path: insightPaths.topic(t.phrase) },
            { label: `${t.sentiment.positive} positive`, path: insightPaths.topic(t.phrase, 'positive') },
            { label: `${t.sentiment.negative} negative`, path: insightPaths.topic(t.phrase, 'negative') },
          ]
        : [];
    }
    default:
      return [];
  }
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
