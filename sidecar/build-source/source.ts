import type { Manifest } from '../../core/build/manifest.ts';

/**
 * A complete build on this machine's disk: builds/<id>/ with its manifest.json and every file;
 * with that manifest already parsed when the caller has it (the snapshot being served).
 */
export type LocalBuild = { id: string; dir: string; manifest?: Manifest };

/**
 * Where the build store gets its builds: a build directory on this host (BUILD_DIR) or a
 * published build on a static host (ORIGIN_URL). Either way the store only ever sees complete
 * builds on local disk, so search, since, MCP, static files and the hub read one kind of
 * snapshot whichever source it came from.
 */
export type BuildSource = {
  /** What it follows, for messages: a directory or an origin URL. */
  name: string;
  /**
   * The newest complete build, made local first when it comes from an origin; `current` when
   * nothing newer is complete (a half-uploaded build is never returned); undefined when there
   * is no build at all yet. Called one at a time by the store.
   */
  latest(current: LocalBuild | undefined): Promise<LocalBuild | undefined>;
  /** Starts calling `changed` whenever a newer build may be there (file watch, poll, notice). */
  watch(changed: () => void): void;
  /** The store switched to `build` (an origin source tells the other replicas). */
  tookUp?(build: LocalBuild): void;
  close(): Promise<void>;
};
