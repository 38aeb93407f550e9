/**
 * Geometry for the build-time SVG charts: linear scales, round axis maxima and path strings.
 * Coordinates are rounded to one decimal so the markup stays short and byte-stable.
 */

/** One decimal, as a string without a trailing `.0`. */
export function coord(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Maps [d0, d1] onto [r0, r1]. */
export function linear(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** `count` + 1 evenly spaced ticks from 0 to max. */
export function ticks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
}

/**
 * An SVG path through the points; a null y breaks the line (a quarter without data is a gap,
 * not a dip to zero).
 */
export function linePath(points: Array<{ x: number; y: number | null }>): string {
  let path = '';
  let drawing = false;
  for (const { x, y } of points) {
    if (y === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${coord(x)} ${coord(y)}`;
    drawing = true;
  }
  return path;
}
