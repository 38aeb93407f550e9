import fs from 'node:fs';
import type { Source } from './types.ts';
import { CSV_FIELDS, resolveColumns, type CsvField } from './csv-columns.ts';
import { readCsvRecords, type CsvRecord } from './csv-records.ts';
import { contentIdentity, sourceIdentity } from './identity.ts';
import type { createAreaChooser } from './service-area.ts';
import { count, type Candidate, type Problem, type ReadResult } from './types.ts';
import { validateReview } from './validate.ts';

export type CsvOptions = {
  map: Partial<Record<CsvField, string>>;
  source?: string;
  verification?: string;
  areas: ReturnType<typeof createAreaChooser>;
};

// Which CSV field a review field (as zod or the loader names it) is read from.
const FIELD_OF: Record<string, CsvField> = {
  'verification.method': 'verification',
  'verification.verified_at': 'verified_at',
  owner_response: 'response',
  'owner_response.text': 'response',
  'owner_response.date': 'response_date',
  source_id: 'id',
};

/** "Verified by phone-callback" style cells as method ids: `phone_callback`. */
const methodOf = (value: string) => value.trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * Reads spreadsheet exports: one review per row, columns found by header name (or `--map`),
 * each row's source and verification from its own column or from the flag for the whole file.
 * Nothing is guessed about verification: a row without a method is refused.
 */
export function readCsv(files: string[], options: CsvOptions): ReadResult {
  const result: ReadResult = { candidates: [], problems: [], refused: new Map(), skipped: new Map() };
  for (const file of files) {
    let records: CsvRecord[];
    try {
      records = readCsvRecords(fs.readFileSync(file));
    } catch (error) {
      result.problems.push({ where: file, field: '', message: (error as Error).message });
      count(result.refused, options.source ?? 'csv');
      continue;
    }
    const [header, ...rows] = records;
    const { columns, problems } = resolveColumns(header?.cells ?? [], options.map, options);
    if (problems.length > 0) {
      result.problems.push(...problems.map((message) => ({ where: `${file}:${header?.line ?? 1}`, field: '', message })));
      count(result.refused, options.source ?? 'csv', Math.max(rows.length, 1));
      continue;
    }
    const headerCells = header!.cells;
    for (const row of rows) {
      const cell = (field: CsvField) => {
        const at = columns[field];
        return at === undefined ? '' : (row.cells[at] ?? '').trim();
      };
      const locate = (field: string) => {
        const csvField = FIELD_OF[field] ?? (field.split(/[.[]/)[0] as CsvField);
        const at = CSV_FIELDS.includes(csvField) ? columns[csvField] : undefined;
        return `${file}:${row.line}${at === undefined ? '' : ` (column "${headerCells[at]}")`}`;
      };
      const source = (cell('source') || options.source || '').toLowerCase();
      const outcome = row.cells.length === headerCells.length
        ? toCandidate({ cell, has: (field) => columns[field] !== undefined, locate }, source, options)
        : { problems: [{ where: `${file}:${row.line}`, field: '', message: `has ${row.cells.length} fields where the header has ${headerCells.length}` }] };
      if ('problems' in outcome) {
        result.problems.push(...outcome.problems);
        count(result.refused, source || 'csv');
      } else result.candidates.push(outcome);
    }
  }
  return result;
}

type Row = { cell: (field: CsvField) => string; has: (field: CsvField) => boolean; locate: (field: string) => string };

function toCandidate({ cell, has, locate }: Row, source: string, options: CsvOptions): Candidate | { problems: Problem[] } {
  const problems: Problem[] = [];
  const ratingCell = cell('rating');
  if (!/^[1-5]$/.test(ratingCell)) problems.push({ where: locate('rating'), field: 'rating', message: `must be a whole number of stars from 1 to 5, not "${ratingCell}"` });
  const method = cell('verification') || options.verification || '';
  if (!method) problems.push({ where: locate('verification.method'), field: 'verification.method', message: 'no verification method: fill the column or pass --verification METHOD' });
  if (!source) problems.push({ where: locate('source'), field: 'source', message: 'no source: fill the column or pass --source NAME' });
  const response = cell('response');
  if (response && !cell('response_date')) problems.push({ where: locate('owner_response.date'), field: 'owner_response.date', message: 'a response needs its date' });
  if (problems.length > 0) return { problems };

  // Spreadsheets keep Windows line breaks inside cells; content uses "\n".
  const text = cell('text').replace(/\r\n?/g, '\n');
  const date = cell('date');
  const owned: Record<string, unknown> = {
    date,
    rating: Number(ratingCell),
    text,
    author: cell('author'),
    source,
    verification: { method: methodOf(method), verified_at: cell('verified_at') || date },
  };
  if (cell('id')) owned.source_id = cell('id');
  // Columns the file has are authoritative, even when empty: a title or reply removed there is removed here.
  if (has('title')) owned.title = cell('title') || undefined;
  if (has('response')) {
    owned.owner_response = response ? { date: cell('response_date'), text: response.replace(/\r\n?/g, '\n') } : undefined;
  }
  const area = cell('service_area') ? options.areas.fromCell(cell('service_area')) : options.areas.fromText(text);
  if (cell('service_area')) {
    if (!area) return { problems: [{ where: locate('service_area'), field: 'service_area', message: `unknown service area "${cell('service_area')}" (give an id or a name: ${options.areas.known.join(', ')})` }] };
    owned.service_area = area;
  }
  if (!area) return { problems: [{ where: locate('service_area'), field: 'service_area', message: 'no service area: the text names none; fill a service_area column or pass --service-area ID' }] };

  const checked = validateReview(owned, { service_area: area }, locate);
  if ('problems' in checked) return checked;
  const fields = checked.owned as { author: string; date: string; text: string; source_id?: string };
  return {
    where: locate(''),
    source: source as Source,
    identity: fields.source_id ? sourceIdentity(source, fields.source_id) : contentIdentity(source, fields.author, fields.date, fields.text),
    owned: checked.owned,
    fallback: { service_area: area },
    locate,
  };
}
