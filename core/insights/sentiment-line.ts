import { z } from 'zod';
import { opinionAbout } from './model/about.ts';
import type { Analyzer } from './analyzer/analyzer.ts';

/** One input line of `npm run sentiment`. Other keys are allowed and ignored. */
export const SentimentRequest = z.object({
  text: z.string().min(1, { message: 'must be a non-empty string' }),
  aspect: z.string().trim().min(1, { message: 'must be a non-empty string when given' }).optional(),
});

/**
 * Answers one JSON Lines input line with one JSON line (no newline): the opinion, or
 * `{"error": ...}` for a line that is not a JSON object with a `text` string.
 */
export function answerLine(analyzer: Analyzer, line: string): string {
  if (line.trim() === '') return JSON.stringify({ error: 'empty line: expected a JSON object such as {"text": "..."}' });
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (error) {
    return JSON.stringify({ error: `not valid JSON (${(error as Error).message})` });
  }
  const request = SentimentRequest.safeParse(json);
  if (!request.success) {
    const issues = request.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
    return JSON.stringify({ error: `expected {"text": string, "aspect"?: string}: ${issues.join('; ')}` });
  }
  return JSON.stringify(opinionAbout(analyzer, request.data.text, request.data.aspect));
}
