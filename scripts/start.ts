// `npm start`: build the content (a no-op switch when nothing changed), then serve it.
import { buildOptionsFromEnv } from '../core/build/context.ts';
import { ContentError } from '../core/content/errors.ts';
import { serve } from '../sidecar/main.ts';
import { runBuild } from './build/run-build.ts';

try {
  const result = await runBuild({ ...buildOptionsFromEnv(), buildDir: process.env.BUILD_DIR ?? './dist' });
  console.log(`build ${result.id}: ${result.files} files in ${result.seconds.toFixed(1)} s`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await serve();
