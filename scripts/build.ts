// `npm run build`: build CONTENT_DIR into BUILD_DIR, switch atomically, then tell the hub.
import { buildOptionsFromEnv } from '../core/build/context.ts';
import { ContentError } from '../core/content/errors.ts';
import { runBuild } from './build/run-build.ts';

const options = { ...buildOptionsFromEnv(), buildDir: process.env.BUILD_DIR ?? './dist' };
try {
  const result = await runBuild(options);
  const size = (result.bytes / 1024 / 1024).toFixed(2);
  console.log(`build ${result.id}: ${result.files} files, ${size} MiB in ${result.seconds.toFixed(1)} s${result.switched ? ', now current' : ', unchanged'}`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
