import { KINDS, sentenceOf, type Claim, type Kind } from './claims.ts';

/** What the sheet says about where its claims come from. */
export type SheetSource = { insights: string; insightsSha256: string; content: string; reviews: number; commit: string; seed: string; sample: number };

const MARK_HELP = [
  'Mark each row by reading its sentence(s): ✓ when they support the claim as stated (the polarity, the aspect, the person, the finding), ✗ when they do not. Leave no row blank.',
  'An aspect, technician or FAQ answer shows every sentence of the review that its polarity rests on (joined with " … "); evidence shows the quote as published; a topic shows the sentences that use its phrase.',
].join('\n');

/** One line of a table cell: pipes escaped, whitespace folded. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The Markdown sheet: provenance, how to mark, one row per claim with an empty mark column. */
export function renderSheet(claims: readonly Claim[], source: SheetSource): string {
  const lines = [
    '# Insights audit sheet',
    '',
    `- Drawn with: \`npm run audit:insights -- --sample ${source.sample} --seed ${source.seed}\``,
    `- Commit: ${source.commit}`,
    `- Insights: ${source.insights} (sha256 ${source.insightsSha256})`,
    `- Content: ${source.content} (${source.reviews} reviews)`,
    `- Claims: ${claims.length} (${KINDS.map((k) => `${k} ${claims.filter((c) => c.kind === k).length}`).join(', ')})`,
    '',
    MARK_HELP,
    '',
    '| # | kind | review | claim | sentence it rests on | mark |',
    '|---|---|---|---|---|---|',
    ...claims.map((c, i) => `| ${i + 1} | ${c.kind} | ${c.reviewId} | ${cell(c.claim)} | ${cell(sentenceOf(c))} |  |`),
    '',
  ];
  return lines.join('\n');
}

export type Precision = { kind: Kind; marked: number; correct: number };

/**
 * Precision per kind from a marked sheet. Every row must carry ✓ or ✗: a blank or other mark is
 * an error naming its row, so a half-marked sheet is never scored.
 */
export function scoreSheet(markdown: string): Precision[] {
  const rows = markdown.split('\n').filter((line) => /^\| \d+ \|/.test(line));
  if (rows.length === 0) throw new RangeError('no claim rows found: is this an audit sheet?');
  const tally = new Map<Kind, Precision>(KINDS.map((k) => [k, { kind: k, marked: 0, correct: 0 }]));
  for (const row of rows) {
    // Split on pipes that are not escaped.
    const cells = row.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    const [number, kind, , , , mark] = cells;
    const entry = tally.get(kind as Kind);
    if (!entry) throw new RangeError(`row ${number}: unknown kind "${kind}"`);
    if (mark !== '✓' && mark !== '✗') throw new RangeError(`row ${number}: mark is "${mark ?? ''}", expected ✓ or ✗`);
    entry.marked++;
    if (mark === '✓') entry.correct++;
  }
  return [...tally.values()].filter((p) => p.marked > 0);
}

/** The precision table as Markdown. */
export function renderPrecision(precision: readonly Precision[]): string {
  const total = precision.reduce((a, p) => ({ marked: a.marked + p.marked, correct: a.correct + p.correct }), { marked: 0, correct: 0 });
  const pct = (c: number, m: number) => `${((c / m) * 100).toFixed(1)}%`;
  return [
    '| kind | marked | correct | precision |',
    '|---|---|---|---|',
    ...precision.map((p) => `| ${p.kind} | ${p.marked} | ${p.correct} | ${pct(p.correct, p.marked)} |`),
    `| all | ${total.marked} | ${total.correct} | ${pct(total.correct, total.marked)} |`,
    '',
  ].join('\n');
}
