import { AspectCatalogue, type Aspect } from '../schemas/aspects.ts';
import { Business } from '../schemas/business.ts';
import type { Editorial } from '../schemas/editorial.ts';
import type { Review } from '../schemas/review.ts';
import { loadEditorial } from './editorial.ts';
import { ContentError, type ContentProblem } from './errors.ts';
import { loadReviews } from './reviews-file.ts';
import { loadYamlFile } from './yaml-file.ts';

/** Everything in a content folder, validated. Reviews are in file order. */
export type Content = { business: Business; reviews: Review[]; editorial: Editorial; aspects: Aspect[] };

/**
 * Reads and validates a content folder: `business.yaml`, `reviews.jsonl`, `editorial.md`
 * and `aspects.yaml`. Throws one ContentError listing every problem found (file, line, field).
 * `now` only decides which review dates count as "in the future"; it never reaches the output.
 * `reviewsText` replaces what `reviews.jsonl` holds, for checking a file before it is written.
 */
export function loadContent(dir: string, now = Date.now(), reviewsText?: string): Content {
  const problems: ContentProblem[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        problems.push({ file: (error as NodeJS.ErrnoException).path ?? dir, line: 1, field: '', message: 'file is missing' });
      } else throw error;
      return undefined;
    }
  };

  const business = attempt(() => loadYamlFile(dir, 'business.yaml', Business));
  const editorial = attempt(() => loadEditorial(dir));
  const catalogue = attempt(() => loadYamlFile(dir, 'aspects.yaml', AspectCatalogue));
  const reviews = business ? attempt(() => loadReviews(dir, business, now, reviewsText)) : undefined;
  if (reviews) problems.push(...reviews.problems);

  if (problems.length > 0 || !business || !editorial || !catalogue || !reviews) throw new ContentError(problems);
  return { business, reviews: reviews.reviews, editorial, aspects: catalogue.aspects };
}
