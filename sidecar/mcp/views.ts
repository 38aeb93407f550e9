import fs from 'node:fs';
import path from 'node:path';
import type { RatingReport } from '../../core/schemas/rating-trend.ts';
import { memoByObject } from '../../core/memo.ts';
import type { Snapshot } from '../build-store.ts';
import { LruCache } from '../lru-cache.ts';
import { topLevelMembers } from './json-members.ts';
import { escapedJson } from './tools/result-bytes.ts';

// What the tools read, derived once per build (with the snapshot, see snapshot-data.ts) and
// shared by every session.

/** The published aggregate rating with its monthly trend. */
export const ratingReport = (snapshot: Snapshot): RatingReport => snapshot.views.ratingReport;

/** Technicians, services and service areas with review counts. */
export const entityCounts = (snapshot: Snapshot) => snapshot.views.entityCounts;

/**
 * The build's insights.json as its top-level members (aspects, entities, …), in document
 * order, each as the bytes JSON.stringify writes for it; read once per build (a build never
 * changes after its switch). The build writes the file with JSON.stringify, so the members are
 * views of the file's own bytes (json-members.ts), and the document is never parsed: its
 * parsed form at 100,000 reviews is several times the 12 MB file. Parsed only if the file is
 * laid out otherwise.
 */
export const insightsMembers = memoByObject(async (snapshot: Snapshot): Promise<Map<string, Buffer>> => {
  const bytes = await fs.promises.readFile(path.join(snapshot.dir, 'insights.json'));
  const members = topLevelMembers(bytes);
  if (members) return members;
  const document = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  return new Map(Object.entries(document).map(([key, value]) => [key, Buffer.from(JSON.stringify(value))]));
});

/**
 * How many bytes of escaped insights members (below) a build keeps. At 100,000 reviews the
 * whole document escaped is ~13 MB: all of it fits, so get_insights escapes each member once
 * per build instead of escaping, joining and copying the 24.8 MiB answer on every call.
 */
const ESCAPED_INSIGHTS_BYTES = 32 * 1024 * 1024;

const escapedMembers = memoByObject((_snapshot: Snapshot) => new LruCache<Buffer>(ESCAPED_INSIGHTS_BYTES, (escaped) => escaped.length));

/**
 * An insights member's bytes (from insightsMembers) escaped as the inside of a JSON string,
 * the text content of a get_insights result: made on the first call of a build and kept with
 * its snapshot (bounded by bytes, least recently used first out; a member larger than the
 * bound is escaped per call and not kept), so it goes away with the build on a reload.
 */
export function escapedInsightsMember(snapshot: Snapshot, key: string, member: Buffer): Buffer {
  const kept = escapedMembers(snapshot);
  let escaped = kept.get(key);
  if (!escaped) {
    escaped = escapedJson(member);
    kept.set(key, escaped);
  }
  return escaped;
}
