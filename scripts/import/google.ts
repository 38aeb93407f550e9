import fs from 'node:fs';
import type { z } from 'zod';
import { GoogleReview, GoogleReviewPage, STAR_RATINGS } from './google-schema.ts';
import { originalText } from './google-text.ts';
import { sourceIdentity } from './identity.ts';
import { localDate, parseTimestamp } from './local-date.ts';
import type { createAreaChooser } from './service-area.ts';
import { count, type Candidate, type Problem, type ReadResult } from './types.ts';
import { validateReview } from './validate.ts';

/** Google shows reviewers who chose anonymity, or left no name, like this. */
export const ANONYMOUS_AUTHOR = 'A Google user';

// Where each review field comes from in the API's review object (RFC 6901 pointer suffixes).
const POINTERS: Record<string, string> = {
  date: '/createTime',
  rating: '/starRating',
  text: '/comment',
  author: '/reviewer/displayName',
  'verification.verified_at': '/createTime',
  owner_response: '/reviewReply',
  'owner_response.text': '/reviewReply/comment',
  'owner_response.date': '/reviewReply/updateTime',
};

/** RFC 6901: a pointer to `path` inside the document. */
function pointer(path: ReadonlyArray<PropertyKey>): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function issuesAt(file: string, base: ReadonlyArray<PropertyKey>, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({ where: `${file}#${pointer([...base, ...issue.path])}`, field: issue.path.join('.'), message: issue.message }));
}

/**
 * Reads pages of the Business Profile API's review list (`{ "reviews": [...] }`) and maps each
 * review onto ours: platform-verified, dated on its createTime's calendar day in the business's
 * time zone, the owner's reply as `owner_response`. A rating without a comment has no text to
 * publish and is skipped (counted, not refused).
 */
export function readGoogle(files: string[], timeZone: string, areas: ReturnType<typeof createAreaChooser>): ReadResult {
  const result: ReadResult = { candidates: [], problems: [], refused: new Map(), skipped: new Map() };
  const refuse = (problems: Problem[]) => {
    result.problems.push(...problems);
    count(result.refused, 'google');
  };

  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      refuse([{ where: file, field: '', message: `not valid JSON (${(error as Error).message})` }]);
      continue;
    }
    const page = GoogleReviewPage.safeParse(json);
    if (!page.success) {
      refuse(issuesAt(file, [], page.error));
      continue;
    }
    page.data.reviews.forEach((raw, index) => {
      const at = `${file}#/reviews/${index}`;
      const parsed = GoogleReview.safeParse(raw);
      if (!parsed.success) return refuse(issuesAt(file, ['reviews', index], parsed.error));
      const candidate = toCandidate(parsed.data, at, timeZone, areas);
      if (!candidate) return count(result.skipped, 'google');
      if ('problems' in candidate) return refuse(candidate.problems);
      result.candidates.push(candidate);
    });
  }
  return result;
}

function toCandidate(review: GoogleReview, at: string, timeZone: string, areas: ReturnType<typeof createAreaChooser>): Candidate | { problems: Problem[] } | undefined {
  const text = originalText(review.comment ?? '');
  if (!text) return undefined;
  const date = localDate(parseTimestamp(review.createTime)!, timeZone);
  const name = review.reviewer.displayName?.trim();
  const reply = review.reviewReply?.comment.trim() ? review.reviewReply : undefined;
  const owned = {
    date,
    rating: STAR_RATINGS[review.starRating],
    text,
    author: review.reviewer.isAnonymous || !name ? ANONYMOUS_AUTHOR : name,
    source: 'google',
    verification: { method: 'platform_verified', verified_at: date },
    // Always owned: a reply deleted on Google is deleted here on the next import.
    owner_response: reply ? { date: localDate(parseTimestamp(reply.updateTime)!, timeZone), text: reply.comment } : undefined,
    source_id: review.reviewId,
  };
  const locate = (field: string) => `${at}${POINTERS[field] ?? ''}`;
  const area = areas.fromText(text);
  if (!area) return { problems: [{ where: at, field: 'service_area', message: 'no service area: the text names none and the business has no home area; pass --service-area ID' }] };
  const checked = validateReview(owned, { service_area: area }, locate);
  if ('problems' in checked) return checked;
  return {
    where: at,
    source: 'google',
    identity: sourceIdentity('google', review.reviewId),
    owned: checked.owned,
    fallback: { service_area: area },
    locate,
    changedAt: parseTimestamp(review.updateTime ?? review.createTime),
  };
}
