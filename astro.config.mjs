// @ts-check
import { defineConfig } from 'astro/config';

// The build script (scripts/build.ts) passes outDir and site per build; this file holds what
// never changes. Every output is static: the sidecar serves the build, a CDN can too.
export default defineConfig({
  srcDir: './site',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});
