import type { Dataset } from '../dataset/dataset.ts';
import { summarizeRatings } from '../dataset/dataset.ts';

// A first honest computation: counts and ratings only. The insights issue replaces it with
// aspect-based sentiment; the document's top-level sections stay as the interface names them.
export type Insights = {
  aspects: Array<{ id: string; name: string; mentions: number; review_ids: string[] }>;
  entities: {
    technicians: Array<{ name: string; mentions: number; average_rating: number; review_ids: string[] }>;
    services: Array<{ id: string; name: string; mentions: number; average_rating: number; review_ids: string[] }>;
    service_areas: Array<{ id: string; name: string; reviews: number; average_rating: number }>;
  };
  topics: unknown[];
  faq: unknown[];
  summary: { title: string; author: string; updated: string; text: string; highlights: unknown[] };
  method: { version: string; description: string };
};

export function computeInsights(dataset: Dataset): Insights {
  const { business, reviews, editorial } = dataset;
  const lower = reviews.map((r) => r.text.toLowerCase());
  return {
    aspects: dataset.aspects.map((aspect) => {
      const ids = reviews.filter((_, i) => aspect.terms.some((t) => lower[i]!.includes(t.toLowerCase()))).map((r) => r.id);
      return { id: aspect.id, name: aspect.name, mentions: ids.length, review_ids: ids };
    }),
    entities: {
      technicians: business.technicians.map((t) => {
        const named = reviews.filter((r) => r.mentions.technicians.includes(t.name));
        return { name: t.name, mentions: named.length, average_rating: summarizeRatings(named).average, review_ids: named.map((r) => r.id) };
      }),
      services: business.services.map((s) => {
        const named = reviews.filter((r) => r.mentions.services.includes(s.id));
        return { id: s.id, name: s.name, mentions: named.length, average_rating: summarizeRatings(named).average, review_ids: named.map((r) => r.id) };
      }),
      service_areas: business.service_areas.map((a) => {
        const inArea = reviews.filter((r) => r.service_area === a.id);
        return { id: a.id, name: a.name, reviews: inArea.length, average_rating: summarizeRatings(inArea).average };
      }),
    },
    topics: [],
    faq: [],
    summary: { title: editorial.title, author: editorial.author, updated: editorial.updated, text: editorial.body, highlights: [] },
    method: { version: '0', description: 'Keyword counts only.' },
  };
}
