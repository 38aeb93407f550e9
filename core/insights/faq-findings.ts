/**
 * Facts counted from single sentences for the FAQ: how long a job took, the warranty term, how
 * soon help came. Each returns a label to group by and an order to sort labels by (shortest
 * first), or undefined when the sentence does not say.
 */
export type Finding = { label: string; order: number };

const NUMBERS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, single: 1, 'a single': 1, 'half a': 0.5, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, fifty: 50,
};

const number = (word: string): number | undefined => NUMBERS[word.toLowerCase()] ?? (/^\d+(?:\.\d+)?$/.test(word) ? Number(word) : undefined);

// "took two days", "finished in one day", "done within a week", "in a single afternoon".
const DURATION =
  /\b(?:took|take|takes|taking|in|within|over|finished in|done in|completed in)\s+(?:just|only|about|around|under|less than|barely)?\s*(a single|half a|an?|one|single|two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)\s+(?:full\s+|long\s+|short\s+)?(hours?|days?|afternoons?|mornings?|weeks?)\b/i;

/** How long a job took, bucketed: one day or less, N days, N weeks. */
export function findDuration(sentence: string): Finding | undefined {
  const match = DURATION.exec(sentence);
  if (!match) return undefined;
  const count = number(match[1]!);
  if (count === undefined || count <= 0) return undefined;
  const unit = match[2]!.toLowerCase();
  const days = unit.startsWith('hour') ? count / 8 : unit.startsWith('week') ? count * 7 : unit.startsWith('day') ? count : count / 2;
  if (days <= 1) return { label: 'one day or less', order: 1 };
  if (unit.startsWith('week')) return { label: count === 1 ? '1 week' : `${count} weeks`, order: days };
  return { label: `${Math.round(days)} days`, order: Math.round(days) };
}

const WARRANTY = /\b(warrant(?:y|ies)|guarantee)\b/i;
const TERM = /\b(lifetime|(\d{1,3}|ten|fifteen|twenty|twenty-five|thirty|forty|fifty)[-\s]year)\b/i;

/** The warranty term a sentence about a warranty names: "25-year", "lifetime". */
export function findWarrantyTerm(sentence: string): Finding | undefined {
  if (!WARRANTY.test(sentence)) return undefined;
  const match = TERM.exec(sentence);
  if (!match) return undefined;
  if (match[1]!.toLowerCase() === 'lifetime') return { label: 'a lifetime warranty', order: 1000 };
  const years = number(match[2]!);
  if (years === undefined) return undefined;
  return { label: `a ${years}-year warranty`, order: years };
}

const RESPONSE: ReadonlyArray<readonly [RegExp, Finding]> = [
  [/\bwithin (?:an?|one|two|three|a few|\d+) hours?\b|\bwithin the hour\b|\bwithin hours\b|\bin (?:an|one|two|under an) hours?\b/i, { label: 'help within hours', order: 1 }],
  [/\bsame[- ]day\b|\bsame (?:afternoon|evening|night)\b|\bthat (?:night|evening|afternoon)\b/i, { label: 'help the same day', order: 2 }],
  [/\bnext (?:day|morning)\b|\bwithin (?:a day|24 hours)\b|\bfirst thing (?:the next|in the) morning\b/i, { label: 'help the next day', order: 3 }],
  [/\b(?:two|three|four|five|six|\d) days (?:later|to (?:come|get|show|call))\b|\btook (?:two|three|four|five|six|\d) days\b/i, { label: 'help after several days', order: 4 }],
  [/\b(?:a|one|two|three) weeks? (?:later|to (?:come|get|show|call))\b|\btook (?:a|one|two|three) weeks?\b/i, { label: 'help after a week or more', order: 5 }],
];

/** How soon help came, as a sentence about an emergency tells it. */
export function findResponseTime(sentence: string): Finding | undefined {
  for (const [pattern, finding] of RESPONSE) if (pattern.test(sentence)) return finding;
  return undefined;
}
