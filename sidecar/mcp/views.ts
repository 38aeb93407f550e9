import fs from 'node:fs';
import path from 'node:path';
import type { RatingReport } from '../../core/schemas/rating-trend.ts';
import { memoByObject } from '../../core/memo.ts';
import type { Snapshot } from '../build-store.ts';

// What the tools read, derived once per build (with the snapshot, see snapshot-data.ts) and
// shared by every session.

/** The published aggregate rating with its monthly trend. */
export const ratingReport = (snapshot: Snapshot): RatingReport => snapshot.views.ratingReport;

/** Technicians, services and service areas with review counts. */
export const entityCounts = (snapshot: Snapshot) => snapshot.views.entityCounts;

/**
 * The build's insights.json as its top-level members (aspects, entities, …), each serialised
 * once, in document order; read and parsed once per build (a build never changes after its
 * switch). Only the bytes are kept: the parsed document (several times the size of the file
 * at 100,000 reviews) is dropped as soon as they are made.
 */
export const insightsMembers = memoByObject(async (snapshot: Snapshot): Promise<Map<string, Buffer>> => {
  const document = JSON.parse(await fs.promises.readFile(path.join(snapshot.dir, 'insights.json'), 'utf8')) as Record<string, unknown>;
  return new Map(Object.entries(document).map(([key, value]) => [key, Buffer.from(JSON.stringify(value))]));
});
