import type { LexiconEntry } from './entry.ts';
import { W, C, R, S } from './shorthand.ts';

/** Words wink scores that are not sentiment in a roofing review, or scores too strongly: the lexicon's valence replaces wink's. */
export const CORRECTIONS: readonly LexiconEntry[] = [
  ['storm', 0, S], ['storms', 0, S], ['hail', 0, S], ['hail storm', 0, S], ['hailstorm', 0, S], ['windstorm', 0, S],
  ['emergency', 0, S], ['hurricane', 0, S], ['tornado', 0, S], ['tree fell', 0, S], ['tree came down', 0, S],
  ['okay', 0.08], ['ok', 0.08], ['fine', 0.08], ['just fine', 0.3], ['works fine', 0.3], ['so-so', 0], ['so so', 0], ['decent', 0.35], ['average', 0],
  ['joke', -0.5], ['what a joke', -0.7], ['sorry', 0], ['apologize', 0.1], ['apology', 0.1], ['apologized', 0.1],
  ['lower', 0], ['free', 0.2], ['want', 0], ['please', 0], ['yes', 0], ['hard', 0], ['stopped', 0], ['luck', 0],
  ['trust', 0.3], ['kind', 0.2], ['help', 0.2], ['helped', 0.4], ['unbelievable', 0.3], ['breeze', 0.5], ['a breeze', 0.6], ['badly', -0.5], ['beg', -0.4], ['gripe', -0.3],
  ['only complaint', -0.3],
  // A frame that introduces a (mild) complaint: "the only small thing:", "if I had to nitpick, ...".
  // "kept promising callbacks that never came": promises kept coming, not what was promised.
  // Being left to deal with something alone is a complaint the words leave no doubt about: strong
  // enough for the rules to decide (the model read "deal with the adjuster" as help).
  ['kept promising', -0.3], ['keeps promising', -0.3], ['kept telling us', -0.4], ['kept saying', -0.3], ['left to deal with', -1], ['left us to deal with', -1], ['nitpick', -0.3], ['nit-pick', -0.3], ['only small thing', -0.3], ['one small thing', -0.3], ['only little thing', -0.3],
  ['one little thing', -0.3], ['minor thing', -0.3], ['tiny note', -0.3], ['small note', -0.3], ['only downside', -0.3], ['not in a good way', -0.6], ['appreciate', 0.5], ['appreciated', 0.5], ['hire them', 0.3],
  ['is the problem', -0.6], ['are the problem', -0.6], ['was the problem', -0.6], ['never done', -0.5], ['never finished', -0.6],
  ['never completed', -0.6], ['tornado warning', 0, S], ['like', 0], ['sure', 0], ['hate to say', 0], ['wow', 0.4],
  ['dream', 0.4], ['a dream', 0.5], ['pressure', -0.3], ['safety', 0], ['safe', 0.2], ['hesitate', -0.4],
  ['high hopes', 0], ['could not be more', 0], ["couldn't have been more", 0],
  ["can't believe how", 0], ["couldn't believe how", 0],
  ['not one to', 0], ['by a mile', 0.3], ['head and shoulders above', 0.7], ['a+', 0.7], ['f-', -0.7], ["wasn't expecting much", -0.1], ["didn't expect much", -0.1],
  ['not expecting much', -0.1], ['slow to respond', -0.6, C], ['quick to respond', 0.5, C], ['nervous', -0.2], ['skeptical', -0.2], ['hesitant', -0.2],
  ['worried', -0.2], ['warned', -0.4],
  // Everyday words wink scores that carry no opinion in a roofing review ("still leaking",
  // "right away", "hail struck", "until dark", "interest rate", "as promised").
  ['still', 0], ['well', 0], ['right', 0], ['enough', 0], ['good enough', 0.4], ['alright', 0.15], ['hope', 0], ['wish', 0],
  ['big', 0], ['top', 0], ['down', 0], ['lost', -0.3], ['win', 0.2], ['chance', 0], ['interest', 0], ['interested', 0],
  ['important', 0], ['huge', 0], ['true', 0], ['matter', 0], ['cool', 0], ['warm', 0], ['dark', 0], ['fell', 0], ['fall', 0],
  ['crash', 0], ['fight', 0], ['strike', 0], ['struck', 0], ['hit', 0], ['pay', 0], ['fire', 0], ['promise', 0], ['promised', 0],
  ['agree', 0], ['agreed', 0], ['friend', 0], ['god', 0], ['stuck', 0], ['care', 0.2], ['loose', -0.4, W, 'problem'], ['missed', -0.3], ['no pressure', 0.5], ['never pushy', 0.5, R],
];
