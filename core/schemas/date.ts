import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A calendar date, `YYYY-MM-DD`. The one definition behind content dates, the
 * `since`/`until` query parameters and the `since/{date}` path segment.
 */
export const IsoDate = z
  .string()
  .regex(ISO_DATE, { message: 'must be a date written YYYY-MM-DD', abort: true }) // one issue for a malformed date, not two
  .refine(isCalendarDate, { message: 'must be a real calendar date' })
  .meta({ format: 'date', example: '2025-06-14' });

/** Midnight UTC of an ISO date, in milliseconds. */
export function dateToMillis(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The UTC calendar date of a moment, `YYYY-MM-DD`. */
export function toIsoDate(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative for earlier). */
export function addDays(date: string, days: number): string {
  return toIsoDate(dateToMillis(date) + days * 86_400_000);
}
