import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as astroBuild } from 'astro';
import { prepareBuildContext } from '../../core/build/context.ts';
import { buildPaths, commitBuild, pruneBuilds, switchCurrent } from '../../core/build/build-dir.ts';
import { writeDeployFiles } from '../../core/build/deploy-headers.ts';
import { createManifest, writeManifest } from '../../core/build/manifest.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type BuildResult = { id: string; dir: string; switched: boolean; files: number; bytes: number; seconds: number };

/**
 * One build, start to finish: validate content (throws ContentError with file, line and field),
 * render every page and data file with Astro into a staging directory, hash the files into a
 * manifest, move the build into place and switch `current` to it atomically.
 */
export async function runBuild(options: { contentDir: string; baseUrl: string; buildDir: string; quiet?: boolean }): Promise<BuildResult> {
  const started = performance.now();
  const context = prepareBuildContext(options);
  const paths = buildPaths(options.buildDir);
  fs.mkdirSync(paths.staging, { recursive: true });
  const staging = fs.mkdtempSync(path.join(paths.staging, 'build-'));

  try {
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    // Astro writes its prerender bundle beside outDir only when outDir is inside the working
    // directory; otherwise into <cwd>/.astro/.prerender, which concurrent builds from the same
    // checkout (parallel tests, builds to /tmp) then overwrite under each other. Work from a
    // directory of this build's own inside the project, so the bundle still finds node_modules.
    const cwd = process.cwd();
    fs.mkdirSync(path.join(PROJECT_ROOT, '.astro'), { recursive: true });
    const workDir = fs.mkdtempSync(path.join(PROJECT_ROOT, '.astro', 'build-'));
    process.chdir(workDir);
    try {
      await astroBuild({
        root: PROJECT_ROOT,
        outDir: staging,
        site: context.urls.base,
        // A cache per build directory, so builds of different content folders never share one.
        cacheDir: path.join(paths.root, '.astro-cache'),
        logLevel: options.quiet ? 'error' : 'warn',
      });
    } finally {
      process.chdir(cwd);
      fs.rmSync(workDir, { recursive: true, force: true });
    }
    const manifest = createManifest(staging, (file) => context.lastModified(file));
    writeManifest(staging, manifest);
    fs.chmodSync(staging, 0o755); // mkdtemp makes it private; a build is public
    const dir = commitBuild(options.buildDir, staging, manifest.id);
    // The headers a static host needs, beside the build and not in it (README, "putting it on a CDN").
    writeDeployFiles(options.buildDir, manifest, context.urls);
    const switched = switchCurrent(options.buildDir, manifest.id);
    await pruneBuilds(options.buildDir);
    const entries = Object.values(manifest.files);
    return {
      id: manifest.id,
      dir,
      switched,
      files: entries.length,
      bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
