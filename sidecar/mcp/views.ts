import fs from 'node:fs';
import path from 'node:path';
import type { Insights } from '../../core/schemas/insights.ts';
import type { RatingReport } from '../../core/schemas/rating-trend.ts';
import type { Review } from '../../core/schemas/review.ts';
import type { Snapshot } from '../build-store.ts';
import { perSnapshot } from './per-snapshot.ts';

// What the tools read, derived once per build (with the snapshot, see snapshot-data.ts) and
// shared by every session.

/** Reviews by id, decoded from the engine's bytes when asked for. */
export const reviewIndex = perSnapshot((snapshot): { get(id: string): Review | undefined } => ({ get: (id) => snapshot.engine.review(id) }));

/** The published aggregate rating with its monthly trend. */
export const ratingReport = (snapshot: Snapshot): RatingReport => snapshot.views.ratingReport;

/** Technicians, services and service areas with review counts. */
export const entityCounts = (snapshot: Snapshot) => snapshot.views.entityCounts;

/** The build's insights.json, read and parsed once (a build never changes after its switch). */
export const insightsDocument = perSnapshot(
  async (snapshot): Promise<Insights> => JSON.parse(await fs.promises.readFile(path.join(snapshot.dir, 'insights.json'), 'utf8')),
);
