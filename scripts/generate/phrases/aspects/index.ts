import type { AspectId, AspectPhrases } from '../types.ts';
import { cleanUp } from './clean-up.ts';
import { communication } from './communication.ts';
import { estimateInspection } from './estimate-inspection.ts';
import { insuranceClaims } from './insurance-claims.ts';
import { priceValue } from './price-value.ts';
import { professionalism } from './professionalism.ts';
import { stormResponse } from './storm-response.ts';
import { timeliness } from './timeliness.ts';
import { warranty } from './warranty.ts';
import { workmanship } from './workmanship.ts';

/** Every aspect's phrase bank, in the order of content/aspects.yaml. */
export const aspectPhrases: Record<AspectId, AspectPhrases> = {
  workmanship,
  communication,
  timeliness,
  'price-value': priceValue,
  'clean-up': cleanUp,
  professionalism,
  'insurance-claims': insuranceClaims,
  warranty,
  'estimate-inspection': estimateInspection,
  'storm-response': stormResponse,
};

/** How often an aspect comes up in praise and in complaints, before service and season adjust it. */
export const aspectWeights: Record<'praise' | 'complaint', Record<AspectId, number>> = {
  praise: {
    workmanship: 22,
    communication: 14,
    timeliness: 11,
    'price-value': 9,
    'clean-up': 13,
    professionalism: 13,
    'insurance-claims': 4,
    warranty: 3,
    'estimate-inspection': 8,
    'storm-response': 4,
  },
  complaint: {
    workmanship: 24,
    communication: 20,
    timeliness: 12,
    'price-value': 12,
    'clean-up': 8,
    professionalism: 5,
    'insurance-claims': 7,
    warranty: 8,
    'estimate-inspection': 5,
    'storm-response': 5,
  },
};
