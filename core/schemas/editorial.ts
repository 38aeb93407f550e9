import { z } from 'zod';
import { IsoDate } from './date.ts';

/** Front matter of `content/editorial.md`; the Markdown body is the editor's summary. */
export const EditorialFrontMatter = z
  .object({
    title: z.string().min(1),
    author: z.string().min(1),
    updated: IsoDate,
  })
  .strict();

export type Editorial = z.infer<typeof EditorialFrontMatter> & { body: string };
