import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeFor } from '../../../core/http/content-type.ts';
import { strongEtag } from '../../../core/http/etag.ts';
import type { TopicContent, TopicSource } from '../../../sidecar/hub/topic-source.ts';

/**
 * A TopicSource over built files in a directory (`feed.xml`, `api/feed.json`, `reviews.json`
 * under `dir`), with the same ETags and Content-Types the build manifest gives them.
 * `refresh()` re-reads the files. For the standalone hub; the sidecar uses its build store.
 */
export function createDirectoryTopicSource(dir: string, topicUrls: readonly string[], baseUrl: string): TopicSource {
  let live = new Map<string, TopicContent>();
  return {
    async refresh() {
      const next = new Map<string, TopicContent>();
      for (const url of topicUrls) {
        const path = url.slice(baseUrl.length + 1);
        const body = await readFile(join(dir, path)).catch(() => undefined);
        if (body) next.set(url, { body, etag: strongEtag(body), contentType: contentTypeFor(path) });
      }
      live = next;
    },
    topic: (url) => live.get(url),
  };
}
