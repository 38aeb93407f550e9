import fs from 'node:fs';
import path from 'node:path';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { deployDir } from '../../core/build/deploy-headers.ts';
import { MANIFEST_FILE } from '../../core/build/manifest.ts';
import { tempDir } from './build.ts';
import { startNginx, type Nginx } from './nginx.ts';

export type UploadOptions = {
  /** Files of the build left out of the upload (a half-finished one). */
  omit?: string[];
  /** Files uploaded with other bytes than the build's (a corrupted or mixed one). */
  tamper?: string[];
};

export type Origin = Nginx & {
  /** The site root nginx serves, as a CDN's bucket. */
  www: string;
  /**
   * Uploads `buildDir`'s current build as CI would: the files, then the build's nginx include
   * (and a reload), then manifest.json last, so a reader never sees a manifest before its files.
   */
  upload(buildDir: string, options?: UploadOptions): Promise<string>;
};

/** A real nginx serving uploaded builds with each build's generated include: the CDN origin. */
export async function startOrigin(firstBuildDir: string, extra: { server?: string } = {}): Promise<Origin> {
  const www = tempDir('www');
  const conf = tempDir('origin-conf');
  const include = path.join(conf, 'build.conf');
  const copyBuild = (buildDir: string, options: UploadOptions = {}) => {
    const id = currentBuildId(buildDir);
    if (!id) throw new Error(`no build in ${buildDir}`);
    const from = buildPaths(buildDir).build(id);
    fs.cpSync(from, www, { recursive: true, filter: (src) => path.relative(from, src) !== MANIFEST_FILE && !options.omit?.includes(path.relative(from, src)) });
    for (const file of options.tamper ?? []) fs.appendFileSync(path.join(www, file), '\n');
    fs.copyFileSync(path.join(deployDir(buildDir, id), 'nginx.conf'), include);
    return { id, manifest: path.join(from, MANIFEST_FILE) };
  };
  // As rsync does: a temporary file renamed into place, so no reader sees half a manifest.
  const putManifest = (from: string) => {
    fs.copyFileSync(from, path.join(www, `.${MANIFEST_FILE}.tmp`));
    fs.renameSync(path.join(www, `.${MANIFEST_FILE}.tmp`), path.join(www, MANIFEST_FILE));
  };
  const first = copyBuild(firstBuildDir);
  putManifest(first.manifest);
  const nginx = await startNginx({ server: `root ${www};\n    include ${include};\n    ${extra.server ?? ''}` });
  return Object.assign(nginx, {
    www,
    async upload(buildDir: string, options?: UploadOptions) {
      const { id, manifest } = copyBuild(buildDir, options);
      await nginx.reload();
      putManifest(manifest);
      return id;
    },
  });
}
