import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { AspectCatalogue, type Aspect } from '../../../core/schemas/aspects.ts';

const HERE = path.dirname(new URL(import.meta.url).pathname);

/** One hand-written judgement: the polarity a reader gives `text` about `target` (aspect id or term). */
export const Judgement = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1),
    target: z.string().min(1),
    polarity: z.enum(['positive', 'negative', 'neutral']),
    /** Every catalogue aspect the text speaks of, for aspect-detection precision and recall. */
    aspects: z.array(z.string()),
    tags: z.array(z.string()),
  })
  .strict();
export type Judgement = z.infer<typeof Judgement>;

export type Split = 'dev' | 'validation' | 'check' | 'heldout';
export type SplitFile = 'dev.jsonl' | 'dev-extra.jsonl' | 'validation.jsonl' | 'check.jsonl' | 'heldout.jsonl';

/**
 * The judgements of one split, validated line by line. The development split also includes
 * `dev-extra.jsonl`: judgements written after the split was made, all for development. The
 * validation split only chooses the trained model's settings; the check split was scored once,
 * as a last fresh check before the held-out split (see README.md).
 */
export function loadJudgements(split: Split): Judgement[] {
  if (split === 'dev') return [...readSplitFile('dev.jsonl'), ...readSplitFile('dev-extra.jsonl')];
  return readSplitFile(`${split}.jsonl`);
}

/** The judgements of one file of the set, as written (for checks on the split itself). */
export function readSplitFile(name: SplitFile): Judgement[] {
  const file = path.join(HERE, name);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const parsed = Judgement.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

/** The catalogue the evaluation is scored against (tests/insights/eval/aspects.yaml). */
export function loadEvalCatalogue(): Aspect[] {
  return AspectCatalogue.parse(parse(fs.readFileSync(path.join(HERE, 'aspects.yaml'), 'utf8'))).aspects;
}
