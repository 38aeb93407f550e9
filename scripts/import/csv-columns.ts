/** The review fields a CSV file can fill, each from one column. */
export const CSV_FIELDS = ['id', 'date', 'rating', 'title', 'text', 'author', 'source', 'verification', 'verified_at', 'service_area', 'response', 'response_date'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** Columns a file must have (source and verification may come from --source / --verification instead). */
const REQUIRED: CsvField[] = ['date', 'rating', 'text', 'author'];

/**
 * The default mapping: a field is read from the first column whose header is one of these names.
 * Headers are compared ignoring case, spaces, "_" and "-" ("Verified At" is `verified_at`).
 */
export const DEFAULT_HEADERS: Record<CsvField, string[]> = {
  id: ['id', 'review id', 'source id'],
  date: ['date', 'review date'],
  rating: ['rating', 'stars'],
  title: ['title'],
  text: ['text', 'review', 'comment'],
  author: ['author', 'name', 'reviewer'],
  source: ['source', 'platform'],
  verification: ['verification', 'verification method', 'verified by'],
  verified_at: ['verified at', 'verified on'],
  service_area: ['service area', 'area'],
  response: ['response', 'owner response', 'owner reply', 'reply'],
  response_date: ['response date', 'reply date'],
};

const headerKey = (header: string) => header.normalize('NFKC').toLowerCase().replace(/[\s_-]+/g, '');

/** `--map rating=Stars,text=Review` (repeatable) as field → header; throws a usage message on a bad pair. */
export function parseMap(specs: string[]): Partial<Record<CsvField, string>> {
  const map: Partial<Record<CsvField, string>> = {};
  for (const pair of specs.flatMap((spec) => spec.split(','))) {
    const equals = pair.indexOf('=');
    const field = pair.slice(0, equals).trim() as CsvField;
    const header = pair.slice(equals + 1).trim();
    if (equals < 1 || !header) throw new Error(`--map: "${pair}" is not FIELD=Header`);
    if (!CSV_FIELDS.includes(field)) throw new Error(`--map: unknown field "${field}" (fields: ${CSV_FIELDS.join(', ')})`);
    map[field] = header;
  }
  return map;
}

/**
 * Which column (index) each field is read from, given a file's header row. Problems name a
 * column that `--map` asked for and the file lacks, or a required field with no column.
 */
export function resolveColumns(header: string[], map: Partial<Record<CsvField, string>>, wholeFile: { source?: string; verification?: string }) {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if (!index.has(headerKey(name))) index.set(headerKey(name), i);
  });
  const columns: Partial<Record<CsvField, number>> = {};
  const problems: string[] = [];
  for (const field of CSV_FIELDS) {
    const wanted = map[field];
    if (wanted !== undefined) {
      const at = index.get(headerKey(wanted));
      if (at === undefined) problems.push(`--map ${field}=${wanted}: the file has no column "${wanted}"`);
      else columns[field] = at;
      continue;
    }
    const at = DEFAULT_HEADERS[field].map((name) => index.get(headerKey(name))).find((i) => i !== undefined);
    if (at !== undefined) columns[field] = at;
  }
  for (const field of REQUIRED) {
    if (columns[field] === undefined && !map[field]) problems.push(`no column for ${field} (looked for ${DEFAULT_HEADERS[field].map((h) => `"${h}"`).join(', ')}; name another with --map ${field}=Header)`);
  }
  if (columns.source === undefined && !wholeFile.source) problems.push('no column for source and no --source: every review must say where it was posted');
  if (columns.verification === undefined && !wholeFile.verification) {
    problems.push('no column for verification and no --verification: every review must say how it was verified');
  }
  if (columns.response !== undefined && columns.response_date === undefined) problems.push('a response column needs a response_date column');
  return { columns, problems };
}
