import type { HubEventListener } from './events.ts';
import type { HubStore } from './store.ts';
import type { LiveContent } from './live-content.ts';
import type { TopicSource } from './topic-source.ts';

/**
 * The publish diff: brings the live build up to date, then compares each named topic's
 * ETag with the last one distributed and enqueues deliveries only for those that changed.
 * A ping with nothing new therefore costs one refresh and a few indexed reads.
 */
export function createPublisher(deps: { store: HubStore; topics: TopicSource; live: LiveContent; now: () => number; emit: HubEventListener; onEnqueued: () => void }) {
  return async function publish(topicUrls: readonly string[]) {
    await deps.topics.refresh();
    deps.live.reset();
    const current = topicUrls.flatMap((topic) => {
      const content = deps.live.get(topic);
      return content ? [{ topic, etag: content.etag }] : [];
    });
    const changed = await deps.store.recordChanges(current, deps.now());
    if (changed.length > 0) deps.emit({ type: 'published', changed });
    if (changed.some((c) => c.enqueued > 0)) deps.onEnqueued();
    return changed;
  };
}
