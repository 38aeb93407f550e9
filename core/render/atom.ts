import { XMLBuilder } from 'fast-xml-parser';
import { reviewLastModified, type Dataset } from '../dataset/dataset.ts';
import type { Urls } from '../urls.ts';
import { feedEntries } from './json-feed.ts';
import { dateTime, reviewBody, reviewTitle } from './review-text.ts';

// Characters XML 1.0 forbids (C0 controls but tab/LF/CR, U+FFFE/U+FFFF, lone surrogates).
// The builder escapes markup, but these cannot be written at all, escaped or not.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for an XML document: forbidden characters become U+FFFD. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHAR, '\uFFFD');
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/**
 * Atom 1.0 (RFC 4287) of the same newest reviews as the JSON Feed. Text goes in as escaped
 * text nodes, never CDATA, so no review text (`]]>` included) can end a section early.
 * `<updated>` comes from the data, never the clock, so a rebuild gives the same bytes.
 */
export function renderAtom(dataset: Dataset, urls: Urls): string {
  const { business } = dataset;
  const { reviews, updated } = feedEntries(dataset);
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'utf-8' },
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      '@xml:lang': 'en',
      id: urls.atomFeed,
      title: xmlText(`${business.name}: verified customer reviews`),
      subtitle: xmlText(`The newest verified customer reviews of ${business.name}.`),
      updated: dateTime(updated),
      author: { name: xmlText(business.name), uri: business.url },
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': urls.atomFeed },
        { '@rel': 'hub', '@href': urls.hub },
        { '@rel': 'alternate', '@type': 'text/html', '@href': urls.home },
        { '@rel': 'alternate', '@type': 'application/feed+json', '@href': urls.jsonFeed },
      ],
      entry: reviews.map((review) => ({
        id: urls.review(review),
        title: { '@type': 'text', '#text': xmlText(reviewTitle(review)) },
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': urls.review(review) },
        published: dateTime(review.date),
        updated: dateTime(reviewLastModified(review)),
        author: { name: xmlText(review.author) },
        category: [{ '@term': `rating:${review.rating}` }, { '@term': `area:${review.service_area}` }],
        content: { '@type': 'text', '#text': xmlText(reviewBody(review, business.name)) },
      })),
    },
  };
  return builder.build(document);
}
