/** One topic's bytes in the live build, exactly as a GET of the topic serves them. */
export type TopicContent = { body: Buffer; etag: string; contentType: string };

/**
 * The live build's topics, as the sidecar serves them. The sidecar's build store implements
 * it; the hub reads topic bytes through it at delivery time, so a delivery always carries the
 * topic's current content and no snapshot of distributed content is ever stored.
 */
export type TopicSource = {
  /** Reloads the current build if the `current` link moved; resolves once the new build is live. */
  refresh(): Promise<void>;
  /** A topic's bytes in the live build (topic = absolute URL: {base_url}/feed.xml, {base_url}/api/feed.json, {base_url}/reviews.json), or undefined. */
  topic(url: string): TopicContent | undefined;
  /**
   * Names the live build, when the source can switch builds without a publish reaching this
   * process (another replica heard the ping): cached topic content is dropped when it changes.
   */
  version?(): string;
};
