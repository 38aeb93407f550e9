/**
 * Facts counted from single sentences for the FAQ: how long a replacement took, the warranty
 * term, how soon emergency help came. Each returns a label to group by and an order to sort
 * labels by (shortest first), or undefined when the sentence does not answer the question: a
 * sentence only counts when it is about the thing asked (a replacement job, help that came), not
 * when it merely holds a duration or a day (a tarp in an hour, a call back the same day).
 */
export type Finding = { label: string; order: number };

// No prototype: a review's own words are looked up here, and "constructor" must not be found.
const NUMBERS: Readonly<Record<string, number>> = Object.assign(Object.create(null) as Record<string, number>, {
  a: 1, an: 1, one: 1, single: 1, 'a single': 1, 'half a': 0.5, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, fifty: 50,
});

const number = (word: string): number | undefined => NUMBERS[word.toLowerCase()] ?? (/^\d+(?:\.\d+)?$/.test(word) ? Number(word) : undefined);

// "took two days", "was done in two days", "finished in one day", "in a single afternoon".
const DURATION =
  /\b(?:took|takes|taking|done in|finished in|completed in|done within|finished within|in)\s+(?:just|only|about|around|under|less than|barely)?\s*(a single|half a|an?|one|single|two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)\s+(?:full\s+|long\s+|short\s+)?(hours?|days?|afternoons?|mornings?|weeks?)\b/i;
/** What the job is: the replacement itself, or "the job" of a review about a replacement. */
const REPLACEMENT = /\b(?:replacement|replace[ds]?|re-?roof(?:ed|ing)?|new roof|tear[- ]off|(?:whole|full) roof(?! (?:repair|certification|inspection|tune-up)))\b/i;
const THE_JOB = /\b(?:the|our) (?:job|project|work|install(?:ation)?)\b/i;
/** Durations of something else than the job: a tarp, a call back, an estimate, a claim, a wait. */
const NOT_THE_JOB =
  /\b(?:tarp|call(?:ed)? ?back|calls?|phone|estimate|quote|supplement|insurer|adjuster|approved|reschedul\w*|day off|sat|supposed to|dragged|wait(?:ed|ing)?|start(?:ed)?|first call|permit|inspection|invoice)\b/i;

/**
 * How long a replacement job took, bucketed: one day or less, N days, N weeks. `aboutReplacement`
 * says the review is about a replacement, so "the job" in it is one.
 */
export function findDuration(sentence: string, aboutReplacement: boolean): Finding | undefined {
  if (!REPLACEMENT.test(sentence) && !(aboutReplacement && THE_JOB.test(sentence))) return undefined;
  if (NOT_THE_JOB.test(sentence)) return undefined;
  const match = DURATION.exec(sentence);
  if (!match) return undefined;
  const count = number(match[1]!);
  if (count === undefined || count <= 0) return undefined;
  const unit = match[2]!.toLowerCase();
  // "a day and a half"
  const half = sentence.slice(match.index + match[0].length).startsWith(' and a half') ? 0.5 : 0;
  const days = (count + half) * (unit.startsWith('hour') ? 1 / 8 : unit.startsWith('week') ? 7 : unit.startsWith('day') ? 1 : 1 / 2);
  if (days <= 1) return { label: 'one day or less', order: 1 };
  if (unit.startsWith('week')) return { label: count + half === 1 ? '1 week' : `${count + half} weeks`, order: days };
  const rounded = Math.round(days * 2) / 2;
  return { label: `${rounded} days`, order: rounded };
}

const WARRANTY = /\b(warrant(?:y|ies)|guarantee)\b/i;
const TERM = /\b(lifetime|(\d{1,3}|ten|fifteen|twenty|twenty-five|thirty|forty|fifty)[-\s]year)\b/i;

/** A term the writer disowns: "their so-called lifetime warranty is worthless", a "lifetime" in quotes. */
const DISOWNED = /(?:\bso-called\s+|["“'‘])$/i;

/**
 * The warranty term a sentence about a warranty names: "25-year", "lifetime". Not one the
 * writer disowns ("so-called", in scare quotes): that sentence says the warranty is not what it
 * claims, and the finding would repeat the claim (seed-9173 and seed-2712 audits).
 */
export function findWarrantyTerm(sentence: string): Finding | undefined {
  if (!WARRANTY.test(sentence)) return undefined;
  const match = TERM.exec(sentence);
  if (!match) return undefined;
  if (DISOWNED.test(sentence.slice(0, match.index))) return undefined;
  if (match[1]!.toLowerCase() === 'lifetime') return { label: 'a lifetime warranty', order: 1000 };
  const years = number(match[2]!);
  if (years === undefined) return undefined;
  return { label: `a ${years}-year warranty`, order: years };
}

/** An emergency: the help asked about is for one, not for an estimate or a dumpster. */
const EMERGENCY = /\b(?:storm|hail\w*|wind\w*|tree|emergency|leak\w*|tarp\w*|water|flood\w*)\b/i;
/** Help that came: someone on the roof or at the house, a tarp put on. */
const ARRIVED = /\b(?:came|come|showed up|arrived|(?:was|were|got) (?:here|there|out|on the roof|on site)|someone was on|crew was on|(?:had|put) a tarp on)\b/i;
/** Answering a phone is not help coming; a promise is not help either. */
const NOT_HELP = /\b(?:call(?:ed)? ?back|answered|got back to|promised|estimate|dumpster|blew off|under warranty)\b/i;
/** "nobody came for four days": help that did not come, for how long. */
const NEVER_CAME = /\b(?:nobody|no one|no-one|never)\b[^.]*?\b(?:came|showed up|arrived|come)\b[^.]*?\bfor (?:(?:a|one|two|three|four|five|six|\d+)(?: and a half)?|several|a few) (days?|weeks?)\b/i;

const RESPONSE: ReadonlyArray<readonly [RegExp, Finding]> = [
  [/\bwithin (?:an?|one|two|three|four|a few|\d+) hours?\b|\bwithin the hour\b|\bwithin hours\b|\bin (?:an|one|two|under an) hours?\b|\bwithin an hour\b/i, { label: 'help within hours', order: 1 }],
  [/\bsame[- ]day\b|\bsame (?:afternoon|evening|night)\b|\bthat (?:night|evening|afternoon)\b/i, { label: 'help the same day', order: 2 }],
  [/\bnext (?:day|morning)\b|\bwithin (?:a day|24 hours)\b|\bfirst thing (?:the next|in the) morning\b/i, { label: 'help the next day', order: 3 }],
  [/\b(?:two|three|four|five|six|\d) days (?:later|to (?:come|get|show))\b|\btook (?:two|three|four|five|six|\d) days\b/i, { label: 'help after several days', order: 4 }],
  [/\b(?:a|one|two|three) weeks? (?:later|to (?:come|get|show))\b|\btook (?:a|one|two|three) weeks?\b/i, { label: 'help after a week or more', order: 5 }],
];

/**
 * How soon emergency help came, as a sentence about an emergency tells it. A call returned the
 * same day is not help arriving, and "promised same-day service, nobody came for four days" is
 * help after several days, not the same day.
 */
export function findResponseTime(sentence: string): Finding | undefined {
  const never = NEVER_CAME.exec(sentence);
  if (never) return never[1]!.toLowerCase().startsWith('week') ? RESPONSE[4]![1] : RESPONSE[3]![1];
  if (!EMERGENCY.test(sentence) || !ARRIVED.test(sentence) || NOT_HELP.test(sentence)) return undefined;
  for (const [pattern, finding] of RESPONSE) if (pattern.test(sentence)) return finding;
  return undefined;
}
