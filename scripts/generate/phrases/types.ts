/**
 * Phrase templates are clauses without their final full stop. `{slot}` marks a value filled
 * per review (see ../slots.ts); `{Slot}` is the same value with a capital first letter.
 * A template is only used when every slot in it can be filled for the review at hand
 * (a `{crew}` template needs a crew technician among the review's technicians).
 */
export type AspectId =
  | 'workmanship'
  | 'communication'
  | 'timeliness'
  | 'price-value'
  | 'clean-up'
  | 'professionalism'
  | 'insurance-claims'
  | 'warranty'
  | 'estimate-inspection'
  | 'storm-response';

/** What a review says about one aspect: praise, a real complaint, or a small gripe. */
export type Tone = 'positive' | 'negative' | 'mild';

export type AspectPhrases = {
  id: AspectId;
  positive: string[];
  negative: string[];
  /** Small gripes that fit in a four- or five-star review. */
  mild: string[];
  /** Short noun phrase the owner uses when replying ("the clean-up"). */
  topic: string;
  /** Sentences the owner may add when replying to a complaint about this aspect. */
  remedies: string[];
};

/** Star buckets used by the banks that are not per aspect. */
export type Mood = 'glowing' | 'good' | 'mixed' | 'poor' | 'angry';

export function moodOf(rating: number): Mood {
  return rating >= 5 ? 'glowing' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : rating === 2 ? 'poor' : 'angry';
}
