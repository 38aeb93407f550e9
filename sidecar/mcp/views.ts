import fs from 'node:fs';
import path from 'node:path';
import type { Insights } from '../../core/schemas/insights.ts';
import type { RatingReport } from '../../core/schemas/rating-trend.ts';
import { memoByObject } from '../../core/memo.ts';
import type { Snapshot } from '../build-store.ts';

// What the tools read, derived once per build (with the snapshot, see snapshot-data.ts) and
// shared by every session.

/** The published aggregate rating with its monthly trend. */
export const ratingReport = (snapshot: Snapshot): RatingReport => snapshot.views.ratingReport;

/** Technicians, services and service areas with review counts. */
export const entityCounts = (snapshot: Snapshot) => snapshot.views.entityCounts;

/** The build's insights.json, read and parsed once (a build never changes after its switch). */
export const insightsDocument = memoByObject(
  async (snapshot: Snapshot): Promise<Insights> => JSON.parse(await fs.promises.readFile(path.join(snapshot.dir, 'insights.json'), 'utf8')),
);
