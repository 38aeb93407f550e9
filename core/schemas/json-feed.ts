import { z } from 'zod';

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1), the parts this service writes. */
export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

const Author = z.object({ name: z.string().min(1), url: z.url().optional() });

export const JsonFeedItem = z.object({
  id: z.string().min(1),
  url: z.url(),
  title: z.string(),
  content_text: z.string(),
  date_published: z.iso.datetime(),
  date_modified: z.iso.datetime(),
  authors: z.array(Author).min(1),
  tags: z.array(z.string()),
  /** Extension (JSON Feed 1.1 allows `_`-prefixed keys): the review's structured fields. */
  _review: z.object({
    rating: z.number().int().min(1).max(5),
    service_area: z.string(),
    source: z.string(),
    mentions: z.object({ technicians: z.array(z.string()), services: z.array(z.string()) }),
    owner_response: z.object({ date: z.string(), text: z.string() }).optional(),
  }),
});

export const JsonFeed = z
  .object({
    version: z.literal(JSON_FEED_VERSION),
    title: z.string().min(1),
    home_page_url: z.url(),
    feed_url: z.url(),
    description: z.string(),
    language: z.string(),
    authors: z.array(Author).min(1),
    hubs: z.array(z.object({ type: z.literal('WebSub'), url: z.url() })).min(1),
    items: z.array(JsonFeedItem).max(50),
  })
  .meta({ id: 'JsonFeed' });

export type JsonFeed = z.infer<typeof JsonFeed>;
export type JsonFeedItem = z.infer<typeof JsonFeedItem>;
