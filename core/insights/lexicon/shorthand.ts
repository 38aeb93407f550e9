/** One-letter names for the aspect keys, so the lexicon's tables stay one phrase wide. */
export const W = 'workmanship', C = 'communication', T = 'timeliness', P = 'price', K = 'cleanup';
export const R = 'professionalism', I = 'insurance', Y = 'warranty', E = 'estimate', S = 'storm';
