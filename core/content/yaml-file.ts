import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ContentError, formatPath, type ContentProblem } from './errors.ts';

/**
 * Reads a YAML file and validates it with `schema`, naming the line of every bad field.
 * The YAML nodes keep their source offsets, so a zod issue path maps back to a line.
 */
export function loadYamlFile<S extends z.ZodType>(dir: string, name: string, schema: S): z.infer<S> {
  const file = path.join(dir, name);
  const source = fs.readFileSync(file, 'utf8');
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new ContentError(
      doc.errors.map((error) => ({ file, line: lines.linePos(error.pos[0]).line, field: '', message: error.message.split('\n')[0] ?? 'invalid YAML' })),
    );
  }
  const result = schema.safeParse(doc.toJS());
  if (result.success) return result.data;

  const problems: ContentProblem[] = result.error.issues.map((issue) => {
    // Walk up the path until a node exists: a missing field is reported on its parent.
    let line = 1;
    for (let depth = issue.path.length; depth >= 0; depth--) {
      const node = doc.getIn(issue.path.slice(0, depth) as unknown[], true) as { range?: [number, number, number] } | undefined;
      if (node?.range) {
        line = lines.linePos(node.range[0]).line;
        break;
      }
    }
    return { file, line, field: formatPath(issue.path), message: issue.message };
  });
  throw new ContentError(problems);
}
