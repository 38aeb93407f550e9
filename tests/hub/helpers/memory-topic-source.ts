import { strongEtag } from '../../../core/http/etag.ts';
import type { TopicContent, TopicSource } from '../../../sidecar/hub/topic-source.ts';

export type MemoryTopicSource = TopicSource & {
  /** Replaces a topic's content; it is live at once (as after a build switch). */
  put(url: string, body: string | Buffer, contentType: string): TopicContent;
};

/**
 * A TopicSource over topics held in memory, with strong ETags from the bytes (the same
 * function the build uses). For tests and benchmarks that need a hub without a build.
 */
export function createMemoryTopicSource(): MemoryTopicSource {
  const topics = new Map<string, TopicContent>();
  return {
    async refresh() {},
    topic: (url) => topics.get(url),
    put(url, body, contentType) {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
      const content = { body: bytes, etag: strongEtag(bytes), contentType };
      topics.set(url, content);
      return content;
    },
  };
}
