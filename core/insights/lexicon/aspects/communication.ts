import type { LexiconEntry } from '../entry.ts';
import { C } from '../shorthand.ts';

/** Communication: calls, updates, answers. */
export const COMMUNICATION: readonly LexiconEntry[] = [
  // Mixed messages are a complaint wherever they come up ("we got mixed messages about the start date").
  ['mixed messages', -0.5, C], ['mixed message', -0.5, C],
  // Not being told when the crew would come is the communication's fault, not a late crew's.
  ['no idea when', -0.5, C], ['had no idea when', -0.6, C], ['never told us when', -0.6, C],
  ['kept us informed', 0.6, C], ['kept me informed', 0.6, C], ['kept us updated', 0.6, C], ['kept me updated', 0.6, C],
  ['kept us in the loop', 0.6, C], ['in the loop', 0.4, C], ['kept in the loop', 0.6, C], ['responsive', 0.5, C],
  ['returned my calls', 0.5, C], ['returned calls', 0.5, C], ['returned my call', 0.5, C], ['call back', 0.3, C], ['called back', 0.3, C],
  ['answered every call', 0.6, C], ['answered all my questions', 0.6, C], ['answered all our questions', 0.6, C], ['answered', 0.2, C],
  ['explained everything', 0.5, C], ['explained every step', 0.5, C], ['walked us through', 0.5, C], ['walked me through', 0.5, C],
  ['checked in', 0.4, C], ['clear communication', 0.6, C], ['great communication', 0.7, C], ['communicative', 0.5, C],
  ['easy to reach', 0.5, C], ['got back to us', 0.4, C], ['got back to me', 0.4, C], ['sent photos', 0.4, C], ['photo report', 0.4, C],
  ['called before', 0.4, C], ['let us know', 0.3, C], ['pointed out', 0.2, C], ['upfront', 0.4], ['up front', 0.3],
  ['unresponsive', -0.6, C], ['attentive', 0.5, C], ['spotty', -0.4, C], ['at best', -0.3], ['chase', -0.4, C],
  ['had to chase', -0.6, C], ['chasing', -0.4, C], ['run-around', -0.6], ['runaround', -0.6], ['run around', -0.5],
  // Put off with an excuse when asking (British and Irish): "rang three times and got fobbed off", "kept fobbing me off".
  ['fob off', -0.6, C], ['fob * off', -0.6, C],
   ['barely said', -0.5, C], ['daily texts', 0.3, C], ['daily updates', 0.4, C], ['never called back', -0.8, C], ['never call back', -0.8, C], ['never returned', -0.7, C],
  ['never heard back', -0.7, C], ['no response', -0.6, C], ['no call', -0.5, C], ['ignored', -0.6, C], ['went unanswered', -0.6, C],
  // How soon a call is returned is the communication, not the job's timeliness ("same day").
  ['called back the same day', 0.6, C], ['call back the same day', 0.6, C], ['called us back the same day', 0.6, C], ['got back to us the same day', 0.6, C], ['returned calls the same day', 0.6, C],
  ['unanswered', -0.5, C], ['hard to reach', -0.5, C], ['impossible to reach', -0.7, C], ['hard to get a hold of', -0.5, C],
  ['left in the dark', -0.6, C], ['in the dark', -0.4, C], ['ghosted', -0.8, C], ['radio silence', -0.6, C],
  ['stopped returning', -0.7, C], ['stopped answering', -0.7, C], ['stopped responding', -0.7, C], ['hung up', -0.6, C],
  ['nonexistent', -0.6, C], ['non-existent', -0.6, C], ['lacking', -0.4], ['no communication', -0.6, C],
  ['little communication', -0.5, C], ['very little communication', -0.6, C], ['nobody told us', -0.5, C], ['no one told us', -0.5, C],
  ['never told', -0.5, C], ['bother to tell', 0.3, C], ['without asking', -0.4, C], ['without telling', -0.4, C],
  ['without notice', -0.4, C], ['voicemail', -0.3, C], ['nobody answered', -0.6, C], ['no one answered', -0.6, C],
  ['straight answer', 0.3, C],
  // Time given to answering or explaining is patience, praise of whoever gave it ("spent a long time answering our questions").
  ['time answering', 0.5, C], ['time explaining', 0.5, C], ['hour answering', 0.5, C], ['hour explaining', 0.5, C],
  ['ages answering', 0.5, C], ['ages explaining', 0.5, C], ['four phone calls', -0.4, C],
  ['three calls', -0.3, C], ['took three calls', -0.5, C], ['better notice', -0.3, C],
  // Not answering, as Indian and South African English say it ("not picking phone since 2 months"), and ignoring messages.
  ['not picking', -0.6, C], ['not picking phone', -1, C], ['not picking calls', -1, C], ['not picking the phone', -1, C], ['not picking up', -0.6, C],
  ['not responding', -0.6, C], ['not replying', -0.6, C], ['ignoring', -0.6, C], ['ignoring my', -0.6, C], ['ignoring our', -0.6, C],
];
