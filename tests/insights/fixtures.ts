import { createMentionFinder } from '../../core/content/mentions.ts';
import { createDataset, type Dataset } from '../../core/dataset/dataset.ts';
import type { Aspect } from '../../core/schemas/aspects.ts';
import { Business } from '../../core/schemas/business.ts';
import type { Review } from '../../core/schemas/review.ts';

/** A small aspect catalogue written for these tests (the sample content has its own). */
export const ASPECTS: Aspect[] = [
  { id: 'workmanship', key: 'workmanship', name: 'Workmanship', description: 'Quality of the work.', terms: ['workmanship', 'shingles', 'flashing', 'roof looks'] },
  { id: 'communication', key: 'communication', name: 'Communication', description: 'Calls and updates.', terms: ['communication', 'called back', 'updates'] },
  { id: 'timeliness', key: 'timeliness', name: 'Timeliness', description: 'On time.', terms: ['on time', 'late', 'schedule'] },
  { id: 'pricing', key: 'price', name: 'Price and value', description: 'Cost.', terms: ['price', 'cost', 'invoice', 'quote'] },
  { id: 'clean-up', key: 'cleanup', name: 'Clean-up', description: 'Site left clean.', terms: ['clean-up', 'cleanup', 'mess', 'nails'] },
  { id: 'insurance', key: 'insurance', name: 'Insurance and claims', description: 'Claims help.', terms: ['insurance', 'claim', 'adjuster'] },
  { id: 'warranty', key: 'warranty', name: 'Warranty', description: 'Warranty.', terms: ['warranty', 'guarantee'] },
  { id: 'storm-response', key: 'storm', name: 'Storm response', description: 'Emergencies.', terms: ['storm', 'emergency', 'tarp'] },
];

export const BUSINESS = Business.parse({
  id: 'test-roofing',
  name: 'Test Roofing',
  description: 'A roofer for tests.',
  url: 'https://roofer.example/',
  telephone: '+1-555-0100',
  email: 'office@roofer.example',
  address: { street: '1 Main St', locality: 'Town', region: 'CO', postal_code: '80000', country: 'US' },
  founded: 2001,
  price_range: '$$',
  services: [
    { id: 'roof-replacement', name: 'Roof replacement', description: 'New roofs.', synonyms: ['re-roof', 'new roof'] },
    { id: 'roof-repair', name: 'Roof repair', description: 'Repairs.', synonyms: ['leak repair'] },
  ],
  technicians: [
    { name: 'Mike Reyes', role: 'Foreman', aliases: ['Big Mike'] },
    { name: 'Jenna Holt', role: 'Office manager' },
    { name: 'Nobody Named', role: 'Estimator' },
  ],
  service_areas: [
    { id: 'north', name: 'North Town', region: 'CO' },
    { id: 'south', name: 'South Town', region: 'CO' },
  ],
  updated: '2025-01-01',
});

type ReviewSpec = { id: string; date: string; rating: number; text: string; area?: string; services?: string[] };

const findMentions = createMentionFinder(BUSINESS);

export function review(spec: ReviewSpec): Review {
  return {
    id: spec.id,
    date: spec.date,
    rating: spec.rating,
    text: spec.text,
    author: `Author ${spec.id}`,
    source: 'google',
    verification: { method: 'invoice_match', verified_at: spec.date },
    service_area: spec.area ?? 'north',
    mentions: findMentions(spec.text, { services: spec.services }),
  };
}

/** A dataset from hand-made reviews, through the real createDataset. */
export function dataset(reviews: Review[], aspects: Aspect[] = ASPECTS): Dataset {
  return createDataset({
    business: BUSINESS,
    reviews,
    aspects,
    editorial: { title: 'What people say', author: 'The editor', updated: '2025-01-02', body: 'An *editorial* summary.' },
  });
}

/** Reviews spread over quarters, with technicians, services, areas and most aspects. */
export const REVIEWS: Review[] = [
  review({ id: 'r1', date: '2024-01-10', rating: 5, text: 'Mike Reyes and his crew replaced our roof in two days. The shingles look great and the clean-up was spotless.', services: ['roof-replacement'] }),
  review({ id: 'r2', date: '2024-02-14', rating: 2, text: 'They never called back after the estimate. When they finally came, the crew was two hours late.' }),
  review({ id: 'r3', date: '2024-04-03', rating: 5, text: 'Jenna Holt handled our insurance claim and met the adjuster. Not once did they leave a mess. No leaks since!', area: 'south' }),
  review({ id: 'r4', date: '2024-05-20', rating: 1, text: 'The price was fine but the invoice had surprise charges. Nails all over the driveway.', area: 'south' }),
  review({ id: 'r5', date: '2024-07-01', rating: 4, text: 'After the storm they had a tarp on within hours. Big Mike was fantastic.', services: ['roof-repair'] }),
  review({ id: 'r6', date: '2024-08-15', rating: 5, text: 'The magnet sweep picked up every nail. Their 25-year warranty gave us peace of mind.' }),
  review({ id: 'r7', date: '2024-10-09', rating: 3, text: 'The roof looks fine, although communication was terrible. The magnet sweep missed a few nails.' }),
  review({ id: 'r8', date: '2024-11-30', rating: 5, text: 'Quick re-roof, done in one day. Fair price and the magnet sweep left the yard spotless.', services: ['roof-replacement'] }),
  review({ id: 'r9', date: '2025-01-12', rating: 1, text: 'The flashing leaks again and they refused to honor the warranty.', area: 'south' }),
  review({ id: 'r10', date: '2025-02-02', rating: 5, text: 'Jenna kept us updated every day and the insurance claim was approved in full.' }),
];
