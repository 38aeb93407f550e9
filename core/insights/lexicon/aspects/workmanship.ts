import type { LexiconEntry } from '../entry.ts';
import { HARD_JOB_PHRASES } from '../cues.ts';
import { W, K, E, S } from '../shorthand.ts';

/** Workmanship: the work, the parts of a roof, its problems and their fixing. */
export const WORKMANSHIP: readonly LexiconEntry[] = [
  // How hard a job was to do is no verdict on how it was done: "a steep pitch, so it was not an easy job".
  ...HARD_JOB_PHRASES.map((phrase): LexiconEntry => [phrase, 0]),
  // "Hector was on the roof every day and it shows!": the result shows the care.
  ['and it shows', 0.5],
  ['work', 0, W], ['job', 0, W], ['clean-up', 0, K], ['cleanup', 0, K], ['properly', 0.4, W],
  // Parts of a roof: what is said of them is said of the work.
  ['drip edge', 0, W], ['flashing', 0, W], ['underlayment', 0, W], ['ridge vent', 0, W], ['ridge cap', 0, W], ['decking', 0, W],
  ['soffit', 0, W], ['fascia', 0, W], ['pipe boots', 0, W], ['vent boot', 0, W], ['skylight', 0, W], ['chimney', 0, W],
  ['ice and water shield', 0, W], ['shingles', 0, W], ['vents', 0, W], ['the work', 0, W], ['their work', 0, W], ['his work', 0, W], ['the job', 0, W], ['the roof', 0, W], ['our roof', 0, W],
  ['the new roof', 0, W], ['roof itself', 0, W], ['the install', 0, W], ['the installation', 0, W], ['the repair', 0, W],
  ['workmanship', 0, W], ['craftsmanship', 0, W], ['quality work', 0.5, W], ['quality of work', 0, W],
  ['high quality', 0.6, W], ['top quality', 0.7, W], ['top notch', 0.7, W], ['top-notch', 0.7, W], ['second to none', 0.8, W],
  // Rot replaced rather than hidden is the work done properly, praise the words leave no doubt
  // about: strong enough for the rules to decide (the model read "rotted decking" as no opinion).
  ['instead of just covering it up', 1, W], ['instead of covering it up', 1, W], ['rather than covering it up', 1, W], ['instead of just covering it', 1, W],
  ['flawless', 0.7, W], ['perfect', 0.6], ['solid', 0.45, W], ['sturdy', 0.5, W], ['beautiful', 0.6], ['gorgeous', 0.7],
  ['look great', 0.65, W], ['look amazing', 0.75, W], ['look fantastic', 0.75, W], ['look good', 0.5, W], ['look beautiful', 0.7, W],
  ['color', 0],
  ['textbook', 0.5, W], ['done right', 0.6, W], ['right the first time', 0.7, W], ['to code', 0.4, W], ['up to code', 0.4, W],
  ['attention to detail', 0.6, W], ['meticulous', 0.6, W], ['well done', 0.5, W], ['great job', 0.6, W], ['good job', 0.5, W],
  ['held up', 0.5, W], ['holding up', 0.5, W], ['holds up', 0.5, W], ['brand new', 0.4, W], ['like new', 0.4, W],
  ['straight', 0.3, W], ['perfectly straight', 0.6, W], ['clean lines', 0.5, W], ['line up', 0.3, W], ['lined up', 0.3, W],
  ['sealed', 0.2, W], ['dry', 0.3, W], ['finally dry', 0.6, W], ['not a drop', 0.7, W], ['not one drop', 0.7, W],
  ['no leaks since', 0.8, W], ['no more leaks', 0.7, W], ['leak free', 0.6, W], ['leak-free', 0.6, W],
  ['compliments', 0.5, W], ['complimenting', 0.5, W], ['took pride', 0.5, W],
  ['sloppy', -0.6, W], ['mediocre', -0.5], ['lackluster', -0.5], ['half-hearted', -0.5], ['stellar', 0.8], ['impeccable', 0.8],
  ['looks seamless', 0.6, W], ['seamless', 0.5], ['gap', -0.3, W, 'problem'], ['noisy', -0.4], ['rattles', -0.4, W],
  ['still no problems', 0.6, W], ['no problems since', 0.7, W], ['no issues since', 0.7, W], ['buckets', -0.3, W, 'problem'],
  ['water in the', -0.4, W, 'problem'], ['roof', 0, W], ['found the source', 0.4, W], ['a quick glance', -0.4, E], ['glance', -0.3, E],
  ['skipping', -0.4], ['shoddy', -0.7, W], ['poor', -0.5], ['poorly', -0.5], ['subpar', -0.6, W], ['sub-par', -0.6, W],
  ['cut corners', -0.7, W], ['cutting corners', -0.7, W], ['botched', -0.8, W], ['crooked', -0.5, W], ['uneven', -0.4, W],
  ['wrong', -0.4], ['mistake', -0.4], ['mistakes', -0.4], ['patchy', -0.5, W], ['worn', -0.4, W], ['look worn', -0.5, W],
  // Nail heads left showing are the work's, not nails left on the ground: the longer phrase
  // outweighs clean-up's "nail" ("caulk smeared everywhere and nail heads showing").
  ['nail heads', 0, W], ['nail heads showing', -0.5, W], ['exposed nail heads', -0.5, W],
  ['nail pops', -0.5, W], ['exposed nails', -0.5, W], ['missing', -0.4, W], ['half done', -0.5, W], ['half-done', -0.5, W], ['half-finished', -0.5, W],
  ['unfinished', -0.5, W], ['pulling away', -0.5, W], ['sagging', -0.5, W], ['blow off', -0.6, W], ['fell off', -0.5, W],
  ['came off', -0.5, W], ['out of place', -0.4, W], ['curling', -0.5, W, 'problem'], ['lift', -0.2, W, 'problem'],
  ['had to come back', -0.4, W], ['come back three times', -0.5, W], ['redo', -0.4, W], ['re-do', -0.4, W],
  ['get it right', 0.2, W], ['fix their mistakes', -0.5, W], ['an oven', -0.3, W],
  ['drain properly', 0.4, W], ['collapse', -0.4, null, 'problem'], ['collapsing', -0.4, null, 'problem'], ['work great', 0.6], ['works great', 0.6],
  // Roof problems: context unless recurring or after the job (see `problem` above).
  ['leak', -0.5, W, 'problem'], ['leaking', -0.5, W, 'problem'], ['leaky', -0.5, W, 'problem'], ['leek', -0.5, W, 'problem'],
  ['drip', -0.4, W, 'problem'], ['dripping', -0.5, W, 'problem'], ['water stains', -0.5, W, 'problem'], ['water stain', -0.5, W, 'problem'],
  ['water damage', -0.5, W, 'problem'], ['water coming through', -0.6, W, 'problem'], ['water coming in', -0.6, W, 'problem'],
  ['water gets in', -0.6, W, 'problem'], ['water got in', -0.6, W, 'problem'], ['moisture problem', -0.4, W, 'problem'],
  ['mold', -0.4, W, 'problem'], ['rot', -0.3, W, 'problem'], ['rotted', -0.3, W, 'problem'], ['rotten', -0.3, W, 'problem'],
  // The job's name: "The hail damage repair looks fantastic" praises the work, not the storm response.
  ['hail damage repair', 0, W], ['storm damage repair', 0, W], ['hail damage restoration', 0, W], ['storm damage restoration', 0, W],
  // Nailing over rot is the work's fault, not nails left on the ground.
  ['nailed right over', -0.6, W], ['nailed over', -0.5, W], ['nailed straight over', -0.6, W],
  ['damage', -0.3, null, 'problem'], ['hail damage', -0.3, S, 'problem'], ['storm damage', -0.3, S, 'problem'],
  ['problem', -0.4, null, 'problem'], ['problems', -0.4, null, 'problem'], ['issue', -0.3, null, 'problem'], ['issues', -0.3, null, 'problem'],
  ['soft spots', -0.3, W, 'problem'], ['clogs', -0.3, W, 'problem'], ['hole', -0.2, null, 'problem'],
  // Fixing a problem.
  ['fixed', 0.3, W, 'resolver'], ['fix', 0.2, W, 'resolver'], ['repaired', 0.3, W, 'resolver'], ['patched', 0.3, W, 'resolver'],
  ['solved', 0.4, null, 'resolver'], ['resolved', 0.4, null, 'resolver'], ['stopped the', 0.3, null, 'resolver'],
  // "came out on a Sunday to stop an active leak": stopping the trouble is the help.
  ['stopped a', 0.3, null, 'resolver'], ['stopped an', 0.3, null, 'resolver'], ['stop the', 0.3, null, 'resolver'],
  ['stop a', 0.3, null, 'resolver'], ['stop an', 0.3, null, 'resolver'], ['took care of', 0.4, null, 'resolver'],
  ['tracked down', 0.3, null, 'resolver'], ['replaced the', 0.1, null, 'resolver'], ['sealed the', 0.3, null, 'resolver'],
  ['drip stopped', 0.6, W], ['leak stopped', 0.6, W], ['fixed the moisture problem', 0.7, W],
];
