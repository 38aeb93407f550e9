/**
 * The grammar the scorer reads around the lexicon's phrases: what negates, how far a negation
 * reaches, what strengthens or softens, and which words turn a clause.
 */

/**
 * Words that strengthen (> 1) or soften (< 1) the valence that follows within two tokens. No
 * prototype: a review's own words are looked up here, and "constructor" must not be found.
 */
export const INTENSIFIERS: Readonly<Record<string, number>> = Object.assign(Object.create(null) as Record<string, number>, {
  very: 1.4, really: 1.3, extremely: 1.6, super: 1.4, so: 1.3, incredibly: 1.6, truly: 1.3, absolutely: 1.5,
  totally: 1.4, highly: 1.4, exceptionally: 1.5, remarkably: 1.4, amazingly: 1.4, completely: 1.4, utterly: 1.5,
  insanely: 1.5, ridiculously: 1.5, genuinely: 1.3, most: 1.3, way: 1.3, too: 1.3, especially: 1.2, just: 1.1,
  definitely: 1.3, seriously: 1.3, huge: 1.3, beyond: 1.3, unbelievably: 1.6, perfectly: 1.3, thoroughly: 1.3, pleasantly: 1.2,
  least: -0.8, // "the least detailed": turns the word after it around
  somewhat: 0.6, slightly: 0.5, bit: 0.6, little: 0.7, fairly: 0.8, rather: 0.8, tad: 0.5, mildly: 0.6, pretty: 0.9,
});

/** Words that negate what follows in their clause. "n't" reaches here as "not". */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'hardly', 'barely', 'scarcely',
  'zero', 'wont', 'cant', 'dont', 'didnt', 'doesnt', 'isnt', 'wasnt', 'wouldnt', 'couldnt', 'havent', 'hasnt', 'nowhere',
]);

/** "I've never seen a roofing crew work so carefully": "never" before these words emphasises instead of negating. */
export const EMPHATIC_AFTER_NEVER: ReadonlySet<string> = new Set(['so', 'such', 'better', 'nicer', 'harder', 'more', 'friendlier', 'faster', 'happier']);

/** "couldn't", "can't", "nobody could": a negated ability, which praises with a comparative or "enough". */
export const ABILITY_MODALS: ReadonlySet<string> = new Set(['could', 'can', 'ca', 'cannot', 'couldnt', 'cant']);

/** A short answer that says no ("Absolutely not.", "Nope.") right after a question. */
export const DENIALS: ReadonlySet<string> = new Set(['no', 'not', 'nope', 'never', 'nah']);

/** Negator followed by these words is not a negation ("not only", "nothing but", "no doubt"). */
export const NOT_NEGATION_AFTER: ReadonlySet<string> = new Set(['only', 'just', 'but', 'doubt', 'wonder', 'matter', 'less']);

/** Words that end a negation's reach: a new clause starts. */
export const NEGATION_STOPS: ReadonlySet<string> = new Set(['and', 'but', 'so', 'because', 'which', 'who', 'than', 'although', 'though', 'while', 'when']);

/** Longest reach of a negation, in tokens ("not once did they leave a mess" is six). */
export const NEGATION_WINDOW = 7;

/**
 * Clause-level contrast. `after`: what follows outweighs what came before ("but", "however").
 * `concession`: the marked clause yields to the rest ("although", "while" at the start).
 * `except`: the marked clause names the exception to praise or blame around it.
 * `until`: "great until the final invoice arrived": what follows ended the praise before it.
 * `comparison`: the marked clause is about someone else ("unlike the last roofer").
 */
export type ContrastRole = 'after' | 'concession' | 'except' | 'until' | 'comparison';
export const CONTRAST_MARKERS: readonly (readonly [phrase: string, role: ContrastRole])[] = [
  ['but', 'after'], ['however', 'after'], ['yet', 'after'], ['whereas', 'after'], ['though', 'concession'],
  ['although', 'concession'], ['even though', 'concession'], ['even if', 'concession'], ['despite', 'concession'],
  ['in spite of', 'concession'], ['while', 'concession'], ['except', 'except'], ['except for', 'except'],
  ['other than', 'except'], ['apart from', 'except'], ['aside from', 'except'], ['unlike', 'comparison'], ['until', 'until'],
];

/**
 * Connectives that open a sentence by adding it to what came before ("What is more, ...", "On
 * top of that, ..."): they say nothing of what they add, so the trained model does not read them
 * (it had learnt "what" at a sentence's start from rhetorical questions, "What cleanup?").
 * Contrasts and concessions ("however", "in fairness") and openers that judge ("best of all") are
 * not among them.
 */
export const ADDITIVE_OPENERS: readonly string[] = [
  'what is more', "what 's more", 'on top of that', 'in addition', 'also', 'plus', 'besides', 'moreover', 'furthermore',
  'additionally', 'after that', 'i should add that', 'i should also add that', 'i should mention that', 'i should also mention that',
];

/**
 * Prepositions that give a reason ("took $600 off the bill for the delay", "a refund over the
 * delays"): an opinion that is their object and names an aspect of its own is why something was
 * done, said of that aspect, not of the aspects before it. ("because of", "due to" open a
 * reason range of their own, setting.ts, whose words name no aspect at all.)
 */
export const REASON_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'over']);

/**
 * Words that open a clause of time ("after they got paid, nobody returned a single call"): what
 * such a clause names before its comma is when the rest happened, not what the rest judges.
 */
export const TIME_SUBORDINATORS: ReadonlySet<string> = new Set(['after', 'once', 'when', 'whenever', 'before', 'since', 'until', 'till']);
