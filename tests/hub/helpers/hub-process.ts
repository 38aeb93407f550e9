import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const STANDALONE = fileURLToPath(new URL('../../../scripts/bench/hub/standalone.ts', import.meta.url));

export type HubProcess = { child: ChildProcess; port: number; hubUrl: string; exited: Promise<number | null> };

/**
 * The standalone hub (scripts/bench/hub/standalone.ts) in a child process of its own, so a test
 * can SIGKILL or SIGTERM it. It trusts the test CA through NODE_EXTRA_CA_CERTS, as a real
 * deployment would trust a private CA.
 */
export async function startHubProcess(options: {
  dataDir: string;
  topicsDir: string;
  caFile: string;
  baseUrl: string;
  tunables?: object;
  env?: Record<string, string>;
}): Promise<HubProcess> {
  const child = spawn(process.execPath, [STANDALONE], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      TOPICS_DIR: options.topicsDir,
      BASE_URL: options.baseUrl,
      NODE_EXTRA_CA_CERTS: options.caFile,
      HUB_ALLOW_PRIVATE_CALLBACKS: 'true',
      HUB_RETRY_DELAYS: '1,1',
      HUB_TUNABLES: JSON.stringify(options.tunables ?? {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => JSON.parse(String(line)) as { port: number }),
    exited.then((code) => {
      throw new Error(`hub process exited (${code}) before listening`);
    }),
  ]);
  return { child, port: first.port, hubUrl: `http://127.0.0.1:${first.port}/api/websub/hub`, exited };
}

/** POSTs a form to a hub process. */
export function postForm(hubUrl: string, form: Array<[string, string]>) {
  return fetch(hubUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}
