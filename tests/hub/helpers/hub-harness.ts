import { EventEmitter, once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { contentTypeFor } from '../../../core/http/content-type.ts';
import { createUrls, type Urls } from '../../../core/urls.ts';
import { createHub, type HubEvent, type HubOptions } from '../../../sidecar/hub/index.ts';
import { createMemoryTopicSource } from '../../../sidecar/hub/memory-topic-source.ts';
import { testDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { testCertificate } from './tls.ts';

export type HarnessOptions = Partial<Omit<HubOptions, 'urls' | 'topics' | 'dataDir' | 'postgres'>> & {
  dataDir?: string;
  /** 'postgres': the hub's state in a fresh schema on the test PostgreSQL server instead of SQLite. */
  store?: 'sqlite' | 'postgres';
};

/**
 * A real hub behind a real Express app on loopback, over in-memory topics, with its state in
 * a fresh temporary directory. Tests post forms to it and wait on its events.
 * Defaults suited to tests: private (loopback) callbacks allowed, 1-second retries, leases
 * from 1 second, the lease sweep every second, the test CA trusted.
 */
export async function startHubHarness(options: HarnessOptions = {}) {
  const certificate = await testCertificate();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hub-test-'));
  const app = express();
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const urls: Urls = createUrls(baseUrl);
  const topics = createMemoryTopicSource();
  const events: HubEvent[] = [];
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);

  const database: TestDatabase | undefined = options.store === 'postgres' ? await testDatabase('hub') : undefined;
  const hub = await createHub({
    postgres: database?.pool(),
    allowPrivateCallbacks: true,
    retryDelaysSeconds: [1, 1],
    caCertificates: certificate.cert,
    ...options,
    lease: { minSeconds: 1, ...options.lease },
    schedules: { sweepSchedule: '* * * * * *', ...options.schedules },
    dataDir,
    urls,
    topics,
    onEvent: (event) => {
      events.push(event);
      emitter.emit('event', event);
      options.onEvent?.(event);
    },
  });
  app.use('/api/websub/hub', hub.router);

  /** Sets a topic's content (path under the base URL, e.g. 'feed.xml'); live at once. */
  const setTopic = (path: string, body: string) => topics.put(`${urls.base}/${path}`, body, contentTypeFor(path));
  setTopic('feed.xml', '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>v1</title></feed>');
  setTopic('api/feed.json', '{"version":"https://jsonfeed.org/version/1.1","title":"v1","items":[]}');
  setTopic('reviews.json', '{"reviews":[],"v":1}');
  await hub.start();

  let stopped = false;
  return {
    hub,
    urls,
    topics,
    setTopic,
    events,
    dataDir,
    /** POSTs a form to the hub; values may repeat (pass an array of pairs). */
    post(form: Record<string, string> | Array<[string, string]>, init: { contentType?: string; body?: string } = {}) {
      return fetch(urls.hub, {
        method: 'POST',
        headers: { 'content-type': init.contentType ?? 'application/x-www-form-urlencoded' },
        body: init.body ?? new URLSearchParams(form).toString(),
      });
    },
    /** Resolves with the first event (past or future) matching, counting from `from`. */
    async waitForEvent(match: (event: HubEvent) => boolean, from = 0): Promise<HubEvent> {
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        await once(emitter, 'event');
      }
    },
    async subscribe(callback: string, topic: string, extra: Record<string, string> = {}) {
      const mark = events.length;
      const response = await this.post({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': topic, ...extra });
      if (response.status !== 202) throw new Error(`subscribe answered ${response.status}: ${await response.text()}`);
      return this.waitForEvent((e) => (e.type === 'verified' || e.type === 'verification_failed') && e.callback === callback && e.topic === topic, mark);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      server.closeAllConnections();
      server.close();
      await hub.stop();
      await database?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type HubHarness = Awaited<ReturnType<typeof startHubHarness>>;
