import fs from 'node:fs';
import path from 'node:path';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { IsoDate } from '../../../core/schemas/date.ts';
import type { McpContext } from '../context.ts';

/** Media type without parameters, as MCP's `mimeType` expects it. */
function mimeOf(contentType: string): string {
  return contentType.split(';')[0]!.trim();
}

/**
 * The published datasets and feeds as MCP resources, under their public URLs (clients may
 * equally fetch those directly). Each read serves the current build's bytes, the same the
 * static files serve.
 */
export function registerResources(server: McpServer, { store, urls }: McpContext): void {
  const files = [
    { name: 'reviews-dataset', file: 'reviews.json', uri: urls.reviewsJson, title: 'Reviews dataset', description: 'Business metadata, aggregate rating and every verified review, newest first.' },
    { name: 'insights-dataset', file: 'insights.json', uri: urls.insightsJson, title: 'Insights dataset', description: 'Aspect sentiment, entities (technicians, services, service areas), topics, FAQ and summary.' },
    { name: 'json-feed', file: 'api/feed.json', uri: urls.jsonFeed, title: 'JSON Feed of the newest reviews', description: 'JSON Feed 1.1 with the 50 newest reviews.' },
    { name: 'atom-feed', file: 'feed.xml', uri: urls.atomFeed, title: 'Atom feed of the newest reviews', description: 'Atom feed with the 50 newest reviews.' },
  ];
  for (const { name, file, uri, title, description } of files) {
    const mimeType = mimeOf(store.current().manifest.files[file]?.contentType ?? 'application/octet-stream');
    server.registerResource(name, uri, { title, description, mimeType }, async () => {
      const snapshot = store.current();
      const text = await fs.promises.readFile(path.join(snapshot.dir, file), 'utf8');
      return { contents: [{ uri, mimeType, text }] };
    });
  }

  // since/{date} for any date, prebuilt or not, with the bytes the HTTP endpoint gives.
  const template = new ResourceTemplate(`${urls.base}/api/reviews/since/{date}`, { list: undefined });
  server.registerResource(
    'reviews-since',
    template,
    { title: 'Reviews since a date', description: 'Every review dated on or after {date} (YYYY-MM-DD), newest first.', mimeType: 'application/json' },
    (uri, variables) => {
      const date = IsoDate.safeParse(variables.date);
      if (!date.success) throw new Error(`"${String(variables.date)}" is not a date written YYYY-MM-DD; ${date.error.issues[0]?.message}`);
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: store.current().engine.sinceJson(date.data).body }] };
    },
  );
}
