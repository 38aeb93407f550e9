import { z } from 'zod';
import { Slug } from './business.ts';

/** One aspect homeowners write about, with the words that signal it. Kept in `content/aspects.yaml`. */
export const Aspect = z.object({
  id: Slug,
  name: z.string().min(1),
  description: z.string().min(1),
  /** Words and phrases that signal the aspect, matched as whole words, case-insensitively. */
  terms: z.array(z.string().min(2)).min(1),
});

export const AspectCatalogue = z.object({ aspects: z.array(Aspect).min(1) }).strict();

export type Aspect = z.infer<typeof Aspect>;
