import type { LexiconEntry } from '../entry.ts';
import { T, S } from '../shorthand.ts';

/** Timeliness: showing up, waiting, finishing when promised. */
export const TIMELINESS: readonly LexiconEntry[] = [
  // A roof left standing unfinished is a wait, whatever the pace before it.
  ['sat half-finished', -0.6, T], ['sat unfinished', -0.6, T], ['sat half-done', -0.6, T],
  // A whole job inside a stated time is a quick one: "from the first call to the finished job took less than a month".
  ['took less than', 0.4, T], ['took under', 0.4, T],
  ['on time', 0.5, T], ['on schedule', 0.5, T], ['ahead of schedule', 0.6, T], ['right on schedule', 0.6, T],
  ['as promised', 0.4, T], ['as they promised', 0.4, T], ['as he promised', 0.4, T], ['as she promised', 0.4, T], ['as they said', 0.3], ['promptly', 0.4, T], ['prompt', 0.4, T], ['punctual', 0.5, T],
  ['quick', 0.4, T], ['quickly', 0.35, T], ['quicker', 0.3, T], ['fast', 0.4, T], ['faster', 0.3, T], ['speedy', 0.4, T],
  ['efficient', 0.45, T], ['timely', 0.4, T], ['in a timely manner', 0.5, T], ['in one day', 0.4, T], ['in a day', 0.3, T], ['in a single day', 0.4, T], ['in a single afternoon', 0.4, T],
  ['same day', 0.4, T], ['the same day', 0.4, T], ['same afternoon', 0.4, T], ['next day', 0.3, T], ['the next day', 0.3, T],
  ['next morning', 0.3, T], ['the next morning', 0.3, T], ['within hours', 0.5, T], ['within an hour', 0.5, T], ['in an hour', 0.3, T],
  // How soon someone came, said as the time of day or a count of hours (beside a storm, storm help: analyzer.ts).
  ['following morning', 0.3, T], ['the following morning', 0.3, T], ['the following day', 0.3, T], ['next arvo', 0.3, T], ['the next arvo', 0.3, T],
  ['next afternoon', 0.3, T], ['the next afternoon', 0.3, T], ['same evening', 0.4, T], ['the same evening', 0.4, T],
  ['within * hours', 0.5, T], ['within * * hours', 0.5, T],
  ['within the hour', 0.5, T], ['in no time', 0.5, T], ['quick turnaround', 0.5, T], ['fast turnaround', 0.5, T],
  ['sharp', 0.2, T], ['on the dot', 0.3, T], ['right away', 0.4, T], ['immediately', 0.3, T], ['finished early', 0.5, T],
  ['arrived early', 0.4, T], ['in and out', 0.3, T], ['under six hours', 0.4, T], ['one day', 0.1, T],
  ['late', -0.5, T], ['showed up late', -0.6, T], ['running late', -0.4, T], ['delay', -0.4, T], ['delays', -0.4, T],
  ['delayed', -0.4, T], ['slow', -0.4, T], ['slowly', -0.2, T], ['behind schedule', -0.5, T], ['took forever', -0.7, T],
  ['forever', -0.4, T], ['dragged on', -0.6, T], ['drag on', -0.5, T], ['rescheduled', -0.4, T], ['cancelled', -0.4, T],
  ['no-show', -0.7, T], ['no show', -0.7, T], ['never showed', -0.8, T], ['never showed up', -0.8, T],
  // Not coming on the day booked: "Roofer didn't turn up on the day", "nobody turned up", "terrible at turning up".
  ['nobody turned up', -0.7, T], ['no one turned up', -0.7, T], ['never turned up', -0.8, T], ["didn't turn up", -0.7, T], ['did not turn up', -0.7, T],
  ["didn't show up", -0.7, T], ['did not show up', -0.7, T], ["didn't show", -0.6, T], ['never showed', -0.7, T], ['not turning up', -0.6, T], ['not showing up', -0.6, T],
  ['at turning up', 0, T],
  ["didn't show", -0.7, T], ['show up', 0, T], ['showed up', 0, T], ['wrong day', -0.5, T], ['left early', -0.4, T], ['long lunches', -0.3, T],
  ['twice as long', -0.5, T], ['longer than promised', -0.5, T], ['longer than expected', -0.4, T], ['as scheduled', 0.4, T],
  ['sweet time', -0.5, T], ['flaky', -0.5, T], ['worth the wait', 0.6], ['too long', -0.5, T],
  ['took too long', -0.6, T], ['still waiting', -0.6, T, 'doubt'], ['waited', -0.3, T], ['waiting', -0.2, T], ['weeks late', -0.6, T],
  ['months late', -0.7, T], ['hours late', -0.6, T], ['day late', -0.5, T], ['started late', -0.5, T], ['an hour late', -0.5, T],
  ['missed a day', -0.4, T], ['slammed', 0], ['booked solid', -0.3, S],
  // A schedule kept is praise even without a word of praise: "kept to the schedule they gave us",
  // "on site by seven and worked until the job was done".
  // As strong as a date kept to the day ('on the day they said they would'): no doubt in the words.
  ['kept to the schedule', 1, T], ['kept to schedule', 1, T], ['stuck to the schedule', 1, T], ['stuck to schedule', 1, T],
  ['kept to the timeline', 1, T], ['stuck to the timeline', 1, T],
  ['worked until the job was done', 0.4, T], ['worked until it was done', 0.4, T], ['worked until the job was finished', 0.4, T],
  // A time of day is not earliness: "loud early in the morning".
  ['early in the morning', 0, T], ['early morning', 0, T],
  // Longer than the plan is late, whatever stayed: "the dumpster stayed longer than planned".
  ['longer than planned', -0.5, T],
  // ...and whoever expected or was told it: "the insurance paperwork took longer than we expected".
  ['longer than * expected', -0.4, T], ['longer than * planned', -0.5, T], ['longer than * promised', -0.5, T],
  ['longer than * told', -0.5, T], ['longer than * * told', -0.5, T], ['longer than * * promised', -0.5, T],
  // A wait the words mind, mildly: "the depreciation check took a while" (said of what took it).
  ['took a while', -0.3, T], ['took a long time', -0.4, T], ['took ages', -0.5, T],
];
