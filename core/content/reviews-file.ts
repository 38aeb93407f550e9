import fs from 'node:fs';
import path from 'node:path';
import type { Business } from '../schemas/business.ts';
import { addDays, toIsoDate } from '../schemas/date.ts';
import { ReviewInput, type Review } from '../schemas/review.ts';
import { formatPath, type ContentProblem } from './errors.ts';
import { createMentionFinder } from './mentions.ts';

/** Stop collecting after this many problems: a broken import should not print 100,000 lines. */
const MAX_PROBLEMS = 50;

/**
 * Reads `reviews.jsonl` (one review per line; blank lines allowed) and checks each line on its
 * own and against the business profile. Returns the reviews in file order with mentions derived.
 * `text`, when given, is checked in place of the file's contents (the importer checks the file it
 * is about to write, with the same rules, before writing it).
 */
export function loadReviews(dir: string, business: Business, now: number, text?: string): { reviews: Review[]; problems: ContentProblem[] } {
  const file = path.join(dir, 'reviews.jsonl');
  const lines = (text ?? fs.readFileSync(file, 'utf8')).split('\n');
  const latestAllowed = addDays(toIsoDate(now), 1); // a day of slack for time zones ahead of UTC
  const services = new Set(business.services.map((s) => s.id));
  const areas = new Set(business.service_areas.map((a) => a.id));
  const technicians = new Set(business.technicians.map((t) => t.name));
  const findMentions = createMentionFinder(business);

  const reviews: Review[] = [];
  const problems: ContentProblem[] = [];
  const firstLineOfId = new Map<string, number>();
  const problem = (line: number, field: string, message: string) => problems.push({ file, line, field, message });

  for (let i = 0; i < lines.length && problems.length < MAX_PROBLEMS; i++) {
    const text = lines[i]!.trim();
    if (!text) continue;
    const line = i + 1;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problem(line, '', `not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = ReviewInput.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problem(line, formatPath(issue.path), issue.message);
      continue;
    }
    const input = parsed.data;
    const before = problems.length;
    const seenAt = firstLineOfId.get(input.id);
    if (seenAt !== undefined) problem(line, 'id', `duplicate id "${input.id}" (first used on line ${seenAt})`);
    else firstLineOfId.set(input.id, line);
    if (input.date > latestAllowed) problem(line, 'date', `${input.date} is in the future`);
    if (input.verification.verified_at < input.date) problem(line, 'verification.verified_at', 'is before the review date');
    if (input.owner_response && input.owner_response.date < input.date) problem(line, 'owner_response.date', 'is before the review date');
    if (!areas.has(input.service_area)) problem(line, 'service_area', `unknown service area "${input.service_area}"`);
    input.services?.forEach((id, k) => {
      if (!services.has(id)) problem(line, `services[${k}]`, `unknown service id "${id}"`);
    });
    input.technicians?.forEach((name, k) => {
      if (!technicians.has(name)) problem(line, `technicians[${k}]`, `unknown technician "${name}"`);
    });
    if (problems.length > before) continue;

    const { technicians: statedTechnicians, services: statedServices, source_id: _sourceId, ...fields } = input;
    const mentionText = input.title ? `${input.title}\n${input.text}` : input.text;
    reviews.push({ ...fields, mentions: findMentions(mentionText, { technicians: statedTechnicians, services: statedServices }) });
  }
  if (problems.length >= MAX_PROBLEMS) problem(lines.length, '', `stopped after ${MAX_PROBLEMS} problems`);
  return { reviews, problems };
}
