import type { LexiconEntry } from '../entry.ts';
import { C, S } from '../shorthand.ts';

/** Storm and emergency response. */
export const STORM: readonly LexiconEntry[] = [
  ['tarped', 0.4, S], ['tarp', 0.1, S], ['emergency tarp', 0.4, S], ['temporary patch', 0.3, S], ['out the same day', 0.5, S],
  ['saved', 0.5, null, 'resolver'], ['lifesaver', 0.8], ['lifesavers', 0.8], ['life savers', 0.8], ['picked up the phone', 0.4, C],
  ['prioritized', 0.3], ['middle of the night', 0.2, S], ['call someone else', -0.5], ['storm chasers', -0.7, S],
  ['storm chaser', -0.7, S], ['active leaks', 0],
  // An emergency line answered is the emergency help, not the office's communication.
  ['answered the emergency line', 0.5, S], ['answered their emergency line', 0.5, S], ['picked up the emergency line', 0.5, S],
  // Being put first in an emergency is the help: "they put us at the top of the list because water was coming in".
  ['top of the list', 0.5, S], ['top of their list', 0.5, S], ['top of the schedule', 0.5, S], ['bumped us up', 0.5, S], ['moved us up', 0.5, S],
  // Help that could only come days later is help that did not come: "the earliest they could come was next week".
  ['could not come until', -0.6, S], ["couldn't come until", -0.6, S], ["couldn't get here until", -0.6, S],
  ['earliest * could * was next week', -0.7, S], ['earliest * could * * was next week', -0.7, S], ['earliest * could * * * was next week', -0.7, S],
];
