import { isCalendarDate } from '../../core/schemas/date.ts';

// RFC 3339 as Google writes it: "2024-05-03T21:14:09.123456Z" (0-9 fraction digits, Z or an offset).
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds of an RFC 3339 timestamp, or undefined when it is malformed or impossible (Feb 30, 25:00). */
export function parseTimestamp(value: string): number | undefined {
  const match = TIMESTAMP.exec(value);
  if (!match) return undefined;
  const [, date, hour, minute, second, fraction = '', zone] = match;
  if (!isCalendarDate(date!) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  // Date.parse takes at most milliseconds: cut the fraction to three digits first.
  const millis = Date.parse(`${date}T${hour}:${minute}:${second}.${fraction.padEnd(3, '0').slice(0, 3)}${zone}`);
  return Number.isNaN(millis) ? undefined : millis;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date, `YYYY-MM-DD`, that a moment falls on in `timeZone` (an IANA name). */
export function localDate(millis: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    formats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(millis).find((p) => p.type === type)!.value;
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
