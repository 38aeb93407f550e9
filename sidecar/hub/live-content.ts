import type { TopicContent, TopicSource } from './topic-source.ts';

/**
 * The live topics, read from the TopicSource once per build rather than once per delivery:
 * a fan-out to 1,000 subscribers of a large reviews.json must not read it 1,000 times.
 * `reset()` runs after every refresh (the publish diff), so what deliveries send is what the
 * diff compared. A build that went live without a ping here (another replica heard it) drops
 * the cache too, through `version()`. Only a ping enqueues deliveries.
 */
export function createLiveContent(topics: TopicSource) {
  let cache = new Map<string, TopicContent | undefined>();
  let version = topics.version?.();
  const get = (url: string): TopicContent | undefined => {
    const live = topics.version?.();
    if (live !== version) {
      version = live;
      cache = new Map();
    }
    if (!cache.has(url)) cache.set(url, topics.topic(url));
    return cache.get(url);
  };
  return {
    get,
    /**
     * The content to deliver for a delivery enqueued when the topic's ETag was `etag`. When
     * the live build has another, the source is asked for its newest build first, once:
     * another replica may have enqueued the delivery for a build this one has not taken up
     * yet (its notice still on the way), and subscribers must get what the CDN serves. What
     * is live after that is sent, even if newer than `etag`: deliveries carry current content.
     */
    async forDelivery(url: string, etag: string): Promise<TopicContent | undefined> {
      const content = get(url);
      if (content?.etag === etag) return content;
      await topics.refresh();
      return get(url);
    },
    reset(): void {
      cache = new Map();
    },
  };
}

export type LiveContent = ReturnType<typeof createLiveContent>;
