import type { AspectPhrases } from '../types.ts';

export const estimateInspection: AspectPhrases = {
  id: 'estimate-inspection',
  positive: [
    '{estimator} did a thorough inspection and showed us photos of everything',
    'the estimate was detailed, itemized and easy to understand',
    'they gave us a free inspection and an honest opinion',
    '{estimator} told us we did not need a full replacement yet',
    'the estimate was ready the next day',
    'they climbed up and inspected the roof instead of eyeballing it from the driveway',
    'the inspection came with drone photos of every slope',
    '{estimator} explained our options and the pros and cons of each',
    'their quote was clear and they did not pressure us',
    'the inspection was free and {estimator} spent almost an hour with us',
    'the estimate matched the final price exactly',
    'the written estimate listed every material and every step',
  ],
  negative: [
    'the estimate was a one-line number on a scrap of paper',
    '{estimator} never even got on the roof before writing the quote',
    'the inspection missed rotten decking that doubled the cost',
    'they said the roof needed a full replacement when two other companies said a repair would do',
    'we waited {weeks} for an estimate that never came',
    'the inspection was nothing but a sales pitch',
    'the quote left out half the work they ended up doing',
    'they scheduled an inspection and did not show',
    'the estimate changed three times before the job started',
    'the inspection report was missing the photos they promised',
  ],
  mild: [
    'the estimate took a week to arrive',
    'the quote could have been more detailed',
    'the inspection appointment was rescheduled once',
    'the estimate did not mention the permit fee',
  ],
  topic: 'the estimate',
  remedies: [
    'Every estimate should come with photos and a line-by-line scope; I will have {estimatorFirst} redo yours with you on site.',
    'I have reviewed the inspection notes and would like to walk you through them.',
    'A quote that changes after signing is not how we work, and I want to understand what happened.',
  ],
};
