import type { LexiconEntry } from '../entry.ts';
import { W, R } from '../shorthand.ts';

/** Professionalism: conduct, courtesy, honesty. */
export const PROFESSIONALISM: readonly LexiconEntry[] = [
  ['professional', 0.6, R], ['professionally', 0.5, R], ['well-run', 0.5, R], ['well run', 0.5, R], ['poorly run', -0.5, R], ['badly run', -0.5, R], ['professionalism', 0.3, R], ['unprofessional', -0.7, R],
  ['courteous', 0.6, R], ['polite', 0.55, R], ['respectful', 0.6, R], ['friendly', 0.5, R], ['honest', 0.5, R],
  ['honestly', 0], ['trustworthy', 0.6, R], ['knowledgeable', 0.55, R], ['patient', 0.4, R], ['organized', 0.4, R],
  ['pleasant', 0.5, R], ['hard-working', 0.5, R], ['hardworking', 0.5, R], ['hard working', 0.5, R], ['work so hard', 0.5, R],
  // Hard work said of someone is praise of them: "Bri and the crew worked hard all day in the heat".
  ['work hard', 0.5, R], ['work * hard', 0.5, R],
  ['made it right', 0.6, R], ['making it right', 0.6, R], ['know their stuff', 0.5, R], ['knows his stuff', 0.5, R],
  ['above and beyond', 0.8], ['went the extra mile', 0.7], ['go the extra mile', 0.6], ['safety gear', 0.3, R], ['nice people', 0.5], ['dependable', 0.5, R], ['reliable', 0.5, R], ['unreliable', -0.6, R], ['shady', -0.6, R],
  ['sketchy', -0.5, R], ['disorganized', -0.5, R], ['chaotic', -0.5], ['calm', 0.4, R], ['yelled', -0.6, R], ['shrugged it off', -0.5, R],
  // A question met with a shrug, a fault denied, a lead who was never there: blame of the person.
  ['got a shrug', -0.6], ['just shrugged', -0.5], ['when it clearly was not', -0.7], ['when it clearly wasn\'t', -0.7], ['rarely on site', -0.6], ['never on site', -0.6],
  ['hard workers', 0.5, R], ['respected', 0.4, R], ['honest enough', 0.5, R], ['a pleasure', 0.6], ['pleasure to deal with', 0.7],
  ['without being asked', 0.4], ['deserves it', 0.5], ['deserve', 0.3], ['nice enough', 0.3],
  ['rude', -0.6, R], ['pushy', -0.5, R], ['dishonest', -0.6, R], ['careless', -0.5, R], ['disrespectful', -0.6, R],
  ['arrogant', -0.5, R], ['defensive', -0.4, R], ['dismissive', -0.5, R], ['condescending', -0.6, R], ['lied', -0.7, R],
  ['swearing', -0.4, R], ['cursing', -0.4, R], ['smoking', -0.3, R], ['blasted music', -0.4, R], ['pressured', -0.5, R],
  ['upsell', -0.4, R], ['upsold', -0.4, R], ['scare tactics', -0.6, R], ['no idea what they were doing', -0.7, W],
  ['argued', -0.4, R], ['blamed', -0.4, R], ['blaming', -0.4, R], ['excuses', -0.4], ['unsafe', -0.5, R], ['uneasy', -0.4],
  ['disappeared', -0.5], ['vanished', -0.5], ['just wanted to get paid', -0.5, R], ['sign the same day', -0.3, R],
  ['courtesy', 0.2, R], ['friendliest', 0.5, R], ['not very careful', -0.4, R], ['careful', 0.4, R], ['quiet', 0],
];
