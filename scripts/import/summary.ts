import type { Problem } from './types.ts';

export const COLUMNS = ['added', 'updated', 'unchanged', 'refused', 'skipped'] as const;
export type Tally = Record<(typeof COLUMNS)[number], number>;

/** The tally of one source, created on first use. */
export function tallyOf(tallies: Map<string, Tally>, source: string): Tally {
  let tally = tallies.get(source);
  if (!tally) tallies.set(source, (tally = { added: 0, updated: 0, unchanged: 0, refused: 0, skipped: 0 }));
  return tally;
}

/** One problem as a line: where in the input, which review field, what is wrong. */
export function problemLine(problem: Problem): string {
  return `  ${problem.where}: ${problem.field ? `${problem.field}: ` : ''}${problem.message}`;
}

/** A table of counts by source, sources in alphabetical order. */
export function summaryTable(tallies: Map<string, Tally>): string {
  const rows = [['source', ...COLUMNS], ...[...tallies.keys()].sort().map((source) => [source, ...COLUMNS.map((c) => String(tallies.get(source)![c]))])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`).join('\n');
}
