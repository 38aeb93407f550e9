/** The live build's topics, as the sidecar serves them. */
export type TopicSource = {
  /** Reloads the current build if the `current` link moved; resolves once the new build is live. */
  refresh(): Promise<void>;
  /** A topic's bytes in the live build (topic = absolute URL), or undefined. */
  topic(url: string): { body: Buffer; etag: string; contentType: string } | undefined;
};
