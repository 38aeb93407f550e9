// Formatting for pages. Hand-written rather than Intl so the bytes never depend on the
// machine's locale data or time zone: the same content gives the same pages everywhere.
import { xmlText } from '../../core/render/atom.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2024-06-01` → `June 1, 2024`. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** Five stars, filled up to `rating` (rounded to the nearest half down to whole stars). */
export function starGlyphs(rating: number): string {
  const full = Math.round(rating);
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** `4.6` → `4.60`: ratings always show two decimals, as reviews.json publishes them. */
export function ratingValue(value: number): string {
  return value.toFixed(2);
}

/** 1234567 → `1,234,567`. */
export function count(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Share of `part` in `whole` as a whole percentage (0 when whole is 0). */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** `1 review`, `2 reviews`. */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${count(value)} ${value === 1 ? one : many}`;
}

/**
 * Text as paragraphs for a page: characters HTML cannot carry (C0 controls, lone surrogates)
 * become U+FFFD, and blank lines separate paragraphs. Astro escapes the rest when it renders.
 */
export function paragraphs(text: string): string[] {
  return xmlText(text)
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One line of text safe for HTML (see paragraphs). */
export function plainText(text: string): string {
  return xmlText(text);
}
