import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { EditorialFrontMatter, type Editorial } from '../schemas/editorial.ts';
import { ContentError, formatPath } from './errors.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Reads `editorial.md`: YAML front matter (title, author, updated) and a Markdown body. */
export function loadEditorial(dir: string): Editorial {
  const file = path.join(dir, 'editorial.md');
  const source = fs.readFileSync(file, 'utf8');
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError([{ file, line: 1, field: '', message: 'must start with --- front matter (title, author, updated) ---' }]);
  const result = EditorialFrontMatter.safeParse(parse(match[1] ?? ''));
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        const index = key ? (match[1] ?? '').split(/\r?\n/).findIndex((l) => l.startsWith(`${key}:`)) : -1;
        return { file, line: index >= 0 ? index + 2 : 1, field: formatPath(issue.path), message: issue.message };
      }),
    );
  }
  const body = source.slice(match[0].length).trim();
  if (!body) throw new ContentError([{ file, line: source.slice(0, match[0].length).split('\n').length, field: 'body', message: 'the summary text is missing' }]);
  return { ...result.data, body };
}
