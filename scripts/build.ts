// `npm run build`: build CONTENT_DIR into BUILD_DIR, switch atomically, then tell the hub.
import { buildOptionsFromEnv } from '../core/build/context.ts';
import { ContentError } from '../core/content/errors.ts';
import { createUrls } from '../core/urls.ts';
import { runBuild } from './build/run-build.ts';
import { pingHub } from './publish.ts';

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

// Ping even after an unchanged build: the hub sends only what differs from what it last
// delivered, so a ping is free and also covers a hub that missed an earlier one.
const urls = createUrls(options.baseUrl);
const ping = await pingHub(urls.hub, urls.topics);
if (ping.ok) console.log(`hub notified (${ping.status})`);
else console.warn(`warning: ${ping.warning}`);
