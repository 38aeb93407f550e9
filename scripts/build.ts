// `npm run build`: build CONTENT_DIR into BUILD_DIR, switch atomically, then tell the hub
// (HUB_URL, default the one under BASE_URL).
import { ContentError } from '../core/content/errors.ts';
import { EnvError, readEnv } from '../core/env.ts';
import { createUrls } from '../core/urls.ts';
import { runBuild } from './build/run-build.ts';
import { pingHub } from './publish.ts';

let env;
try {
  env = readEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(2);
}
try {
  const result = await runBuild({ contentDir: env.CONTENT_DIR, baseUrl: env.baseUrl, buildDir: env.BUILD_DIR });
  const size = (result.bytes / 1024 / 1024).toFixed(2);
  console.log(`build ${result.id}: ${result.files} files, ${size} MiB in ${result.seconds.toFixed(1)} s${result.switched ? ', now current' : ', unchanged'}`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Ping even after an unchanged build: the hub sends only what differs from what it last
// delivered, so a ping is free and also covers a hub that missed an earlier one.
const urls = createUrls(env.baseUrl);
const ping = await pingHub(env.HUB_URL ?? urls.hub, urls.topics);
if (ping.ok) console.log(`hub notified (${ping.status})`);
else console.warn(`warning: ${ping.warning}`);
