import mime from 'mime-types';

/** Paths whose type their extension does not tell (since/{date} files have none). */
const BY_PATH: Array<[RegExp, string]> = [
  [/^api\/reviews\/since\/[^/]+$/, 'application/json; charset=utf-8'],
  [/^feed\.xml$/, 'application/atom+xml; charset=utf-8'],
];

/** The Content-Type a built file is served with, recorded in the manifest. */
export function contentTypeFor(path: string): string {
  for (const [pattern, type] of BY_PATH) if (pattern.test(path)) return type;
  return mime.contentType(path.split('/').pop() ?? '') || 'application/octet-stream';
}
