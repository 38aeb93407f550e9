import type { TechnicianKind } from '../technicians.ts';

/**
 * Sentences that name a technician, used when a review names someone the aspect phrases
 * did not already bring in. `{crew}` and the like are that technician.
 */
export const technicianSentences: Record<TechnicianKind, Record<'praise' | 'complaint', string[]>> = {
  crew: {
    praise: [
      '{crew} ran the crew and did a fantastic job',
      'Ask for {crew}, the best in the business',
      '{crew} was on the roof every day and it shows',
      'Shout-out to {crew}, who went above and beyond',
      '{crew} and the crew worked hard all day in the heat',
      '{crew} took the time to explain everything the crew found',
      'Big thanks to {crew} for the great work',
    ],
    complaint: [
      '{crew} was supposed to be in charge, but was rarely on site',
      '{crew} told us everything was fine when it clearly was not',
      'We asked {crew} about it and got a shrug',
      '{crew} was friendly enough, but the work speaks for itself',
    ],
  },
  office: {
    praise: [
      '{office} in the office was a pleasure to deal with',
      'Special thanks to {office}, who kept everything organized',
      '{office} made the paperwork easy',
      '{office} always picked up the phone and was always cheerful',
    ],
    complaint: [
      '{office} in the office kept promising callbacks that never came',
      'We must have spoken to {office} ten times, and nothing changed',
      '{office} was polite, but none of the promises came true',
    ],
  },
  estimator: {
    praise: [
      '{estimator} did our estimate and was honest about what we needed',
      '{estimator} was knowledgeable and not pushy at all',
      '{estimator} spent a long time answering our questions',
    ],
    complaint: [
      '{estimator} promised things at the estimate that never happened',
      '{estimator} was all smiles until we signed',
    ],
  },
  manager: {
    praise: [
      '{manager} checked on the job every day and answered every question',
      '{manager} managed the whole project and kept it on track',
      '{manager} was easy to reach and on top of every detail',
    ],
    complaint: [
      '{manager} never once came out to check the job',
      '{manager} kept telling us it would be sorted out next week',
    ],
  },
};
