// `npm start`: build the content (a no-op switch when nothing changed), then serve it.
import { buildOptionsFromEnv } from '../core/build/context.ts';
import { ContentError } from '../core/content/errors.ts';
import { EnvError } from '../core/env.ts';
import { serve } from '../sidecar/main.ts';
import { runBuild } from './build/run-build.ts';

try {
  const result = await runBuild(buildOptionsFromEnv());
  console.log(`build ${result.id}: ${result.files} files in ${result.seconds.toFixed(1)} s`);
} catch (error) {
  if (error instanceof ContentError || error instanceof EnvError) {
    console.error(error.message);
    process.exit(error instanceof EnvError ? 2 : 1);
  }
  throw error;
}
await serve();
