import { parse } from 'csv-parse/sync';

/** One record of a CSV file with the line it starts on (a quoted field may span several). */
export type CsvRecord = { line: number; cells: string[] };

/**
 * Parses a CSV file (RFC 4180: quoted fields with commas, quotes and newlines; a UTF-8 BOM;
 * CRLF or LF) into records with their first line. Blank lines are skipped. Throws csv-parse's
 * error (which names the line) on a broken file, such as an unclosed quote.
 */
export function readCsvRecords(bytes: Buffer): CsvRecord[] {
  const rows = parse(bytes, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as { record: string[]; info: { bytes: number } }[];
  // info.bytes is where a record ends (after its line break); the next starts at the first byte
  // that is not a line break. Counting newlines up to there gives its line.
  const records: CsvRecord[] = [];
  let offset = 0;
  let line = 1;
  for (const { record, info } of rows) {
    while (offset < bytes.length && (bytes[offset] === 0x0a || bytes[offset] === 0x0d)) {
      if (bytes[offset] === 0x0a) line++;
      offset++;
    }
    records.push({ line, cells: record });
    for (; offset < info.bytes; offset++) if (bytes[offset] === 0x0a) line++;
  }
  return records;
}
