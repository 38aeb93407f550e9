// `node scripts/publish.ts`: tells the hub at ${BASE_URL}/api/websub/hub that the topics may
// have changed (WebSub publish ping). `npm run build` calls `pingHub` after every switch.
import got from 'got';
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

if (import.meta.main) {
  const port = process.env.PORT ?? '4321';
  const urls = createUrls(process.env.BASE_URL ?? `http://localhost:${port}`);
  const result = await pingHub(urls.hub, urls.topics);
  if (result.ok) {
    console.log(`hub ${urls.hub} notified (${result.status})`);
  } else if (result.status === undefined) {
    console.warn(`warning: ${result.warning}`); // no hub running: nothing to notify, not a failure
  } else {
    console.error(result.warning);
    process.exitCode = 1; // the hub is there and refused the ping: worth a failing exit
  }
}
