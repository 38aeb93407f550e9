import type { TopicContent, TopicSource } from './topic-source.ts';

/**
 * The live topics, read from the TopicSource once per build rather than once per delivery:
 * a fan-out to 1,000 subscribers of a large reviews.json must not read it 1,000 times.
 * `reset()` runs after every refresh (the publish diff), so what deliveries send is what the
 * diff compared. A build that went live without a ping is picked up at the next ping, which
 * is also the only thing that enqueues deliveries for it.
 */
export function createLiveContent(topics: TopicSource) {
  let cache = new Map<string, TopicContent | undefined>();
  return {
    get(url: string): TopicContent | undefined {
      if (!cache.has(url)) cache.set(url, topics.topic(url));
      return cache.get(url);
    },
    reset(): void {
      cache = new Map();
    },
  };
}

export type LiveContent = ReturnType<typeof createLiveContent>;
