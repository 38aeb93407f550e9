// `npm run publish [-- --hub URL]`: tells the hub (HUB_URL, default ${BASE_URL}/api/websub/hub)
// that the topics under BASE_URL may have changed (WebSub publish ping). `npm run build` calls
// `pingHub` after every switch; CI that builds on one host and serves the hub on another runs
// this after uploading the build.
import { parseArgs } from 'node:util';
import got from 'got';
import { EnvError, readEnv } from '../core/env.ts';
import { createUrls } from '../core/urls.ts';

export type PingResult = { ok: boolean; status?: number; warning?: string };

/**
 * POSTs `hub.mode=publish` with one `hub.url` per topic. The hub diffs each topic's ETag
 * against the last one it distributed, so a ping after an unchanged build notifies nobody.
 * Never throws: a hub that is not running (or not reachable) is a warning, not a failure.
 */
export async function pingHub(hubUrl: string, topics: readonly string[]): Promise<PingResult> {
  const form = new URLSearchParams({ 'hub.mode': 'publish' });
  for (const topic of topics) form.append('hub.url', topic);
  try {
    const response = await got.post(hubUrl, {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      throwHttpErrors: false,
      followRedirect: false,
      retry: { limit: 0 },
      // The hub refreshes its build before answering: allow for a large build's reload.
      timeout: { connect: 2_000, request: 30_000 },
    });
    if (response.statusCode >= 200 && response.statusCode < 300) return { ok: true, status: response.statusCode };
    return { ok: false, status: response.statusCode, warning: `hub at ${hubUrl} answered ${response.statusCode}: ${response.body.slice(0, 500)}` };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === 'ECONNREFUSED' ? 'no hub is running there' : `${code ?? ''} ${(error as Error).message}`.trim();
    return { ok: false, warning: `could not ping the hub at ${hubUrl}: ${why}; subscribers were not notified` };
  }
}

/** The hub to ping: `--hub URL`, else HUB_URL, else the hub under BASE_URL. */
function hubFromArgs(defaultHub: string): string {
  const { values } = parseArgs({ options: { hub: { type: 'string' } }, strict: true });
  if (values.hub === undefined) return defaultHub;
  if (!URL.canParse(values.hub) || !/^https?:$/.test(new URL(values.hub).protocol)) {
    throw new EnvError(`--hub must be an http:// or https:// URL, got "${values.hub}"`);
  }
  return values.hub;
}

if (import.meta.main) {
  let hub: string;
  let topics: readonly string[];
  let named: boolean;
  try {
    const env = readEnv();
    const urls = createUrls(env.baseUrl);
    hub = hubFromArgs(env.HUB_URL ?? urls.hub);
    named = hub !== urls.hub;
    topics = urls.topics;
  } catch (error) {
    if (!(error instanceof EnvError) && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') !== true) throw error;
    console.error(`publish: ${(error as Error).message}`);
    process.exit(2);
  }
  const result = await pingHub(hub, topics);
  if (result.ok) {
    console.log(`hub ${hub} notified (${result.status})`);
  } else if (result.status === undefined && !named) {
    console.warn(`warning: ${result.warning}`); // no local hub running: nothing to notify, not a failure
  } else {
    // A hub that refused the ping, or a named hub (CI's) that could not be reached.
    console.error(result.warning);
    process.exitCode = 1; // the hub is there and refused the ping: worth a failing exit
  }
}
