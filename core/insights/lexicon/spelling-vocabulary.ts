/**
 * Everyday review words wink scores or the rules read, beyond the lexicon's own: what a misspelt
 * word may be repaired to (see `analyzer/spelling.ts`), with the lexicon's words and the catalogue's terms.
 */
export const SPELLING_VOCABULARY: readonly string[] = [
  'again', 'answered', 'answer', 'amazing', 'awesome', 'awful', 'horrible', 'terrible', 'excellent', 'fantastic', 'wonderful',
  'outstanding', 'recommend', 'recommended', 'definitely', 'absolutely', 'experience', 'appointment', 'company', 'contractor',
  'contractors', 'roofer', 'roofers', 'gutters', 'guttering', 'received', 'receive', 'believe', 'disappointed', 'disappointing',
  'definately', 'really', 'would', 'could', 'should', 'never', 'because', 'happy', 'pleased', 'friendly', 'helpful',
  'quality', 'service', 'customer', 'estimate', 'insurance', 'warranty', 'business', 'beautiful', 'prompt', 'promptly',
  'schedule', 'scheduled', 'finished', 'completed', 'problem', 'problems', 'repair', 'repairs', 'replacement', 'communication',
  'professional', 'courteous', 'respectful', 'responsive', 'unprofessional', 'cleanup', 'cleaned', 'debris', 'nails', 'shingles',
  'leaking', 'leaks', 'ceiling', 'thorough', 'honest', 'reliable', 'unreliable', 'reasonable', 'expensive', 'overpriced',
  'ridiculous', 'pathetic', 'useless', 'careless', 'sloppy', 'rude', 'late', 'early', 'quick', 'quickly', 'efficient', 'using',
  'returned', 'called', 'calls', 'emails', 'messages', 'ignored', 'waiting', 'waited', 'apologized', 'explained',
  // Spellings wink reads as another entry's ("colour" is "color", "can't" is "can not"): no phrase
  // of their own, but still words a typo may be meant as.
  'colour', 'canceled', 'apologise', 'gray', 'cannot',
];
