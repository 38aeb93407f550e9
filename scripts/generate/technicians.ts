import type { TechnicianName } from './business.ts';

/**
 * What each technician does, as phrase slots see it: `{crew}` is someone on the roof,
 * `{office}` someone on the phone and the paperwork, `{estimator}` someone who inspects and
 * quotes, `{manager}` someone who runs the project. `{tech}` is any of them.
 */
export type TechnicianKind = 'crew' | 'office' | 'estimator' | 'manager';

export const technicianKinds: Record<TechnicianName, TechnicianKind[]> = {
  'Dave Kowalski': ['crew'],
  'Luis Ortega': ['manager', 'estimator'],
  'Tamika Brooks': ['office'],
  'Sam Whitfield': ['estimator'],
  'Hector Ramirez': ['crew'],
  'Brianna Cole': ['crew'],
};

