import { z } from 'zod';
import { ASPECT_KEYS } from '../insights/lexicon/entry.ts';
import { Slug } from './business.ts';

/** One aspect homeowners write about, with the words that signal it. Kept in `content/aspects.yaml`. */
export const Aspect = z.object({
  id: Slug,
  /**
   * The lexicon's canonical aspect this one is (`price` for a `pricing` aspect): the lexicon's
   * phrases for that key then count for it. Without a key, only the aspect's own terms do.
   */
  key: z.enum(ASPECT_KEYS).optional(),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Words and phrases that signal the aspect, matched as whole words, case-insensitively. */
  terms: z.array(z.string().min(2)).min(1),
});

export const AspectCatalogue = z
  .object({ aspects: z.array(Aspect).min(1) })
  .strict()
  .superRefine(({ aspects }, ctx) => {
    // One aspect per key: the lexicon's phrases for a key count for one aspect only.
    const seen = new Set<string>();
    aspects.forEach((aspect, i) => {
      if (!aspect.key) return;
      if (seen.has(aspect.key)) ctx.addIssue({ code: 'custom', path: ['aspects', i, 'key'], message: `key "${aspect.key}" is already another aspect's` });
      seen.add(aspect.key);
    });
  });

export type Aspect = z.infer<typeof Aspect>;
