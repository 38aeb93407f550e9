/** `2025-05-14` → `2025-Q2`: the quarter label of insights.json and the site's charts. */
export function quarterOf(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

/** `2025-Q4` → `2026-Q1`. */
export function nextQuarter(quarter: string): string {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  return q === 4 ? `${year + 1}-Q1` : `${year}-Q${q + 1}`;
}
