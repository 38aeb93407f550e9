import type { AreaId } from './business.ts';

/** Share of jobs per service area: the home city first, the outlying towns after. */
export const areaWeights: Record<AreaId, number> = {
  'larkspur-falls': 30,
  'north-larkspur': 18,
  'aspen-grove': 16,
  'millbrook-heights': 14,
  'cedar-bend': 12,
  'granite-ridge': 10,
};
