import type { Dataset } from '../../core/dataset/dataset.ts';
import type { Review } from '../../core/schemas/review.ts';
import type { Urls } from '../../core/urls.ts';

/**
 * schema.org RoofingContractor with its AggregateRating and the reviews a page shows. The
 * values are the published ones: ratingValue and reviewCount equal reviews.json's rating,
 * and each Review carries its own stars, date, author and text unchanged.
 */
export function businessJsonLd(dataset: Dataset, urls: Urls, reviews: readonly Review[]): Record<string, unknown> {
  const { business, rating } = dataset;
  return {
    '@context': 'https://schema.org',
    '@type': 'RoofingContractor',
    '@id': `${urls.home}#business`,
    name: business.name,
    description: business.description,
    url: business.url,
    telephone: business.telephone,
    email: business.email,
    foundingDate: String(business.founded),
    priceRange: business.price_range,
    ...(business.opening_hours.length > 0 && { openingHours: business.opening_hours }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postal_code,
      addressCountry: business.address.country,
    },
    ...(business.geo && { geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude } }),
    areaServed: business.service_areas.map((area) => ({ '@type': 'Place', name: area.name })),
    // An AggregateRating of zero reviews is not a rating: leave it out rather than claim one.
    ...(rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: rating.best_rating,
        worstRating: rating.worst_rating,
      },
    }),
    ...(reviews.length > 0 && { review: reviews.map((review) => reviewJsonLd(review, urls)) }),
  };
}

function reviewJsonLd(review: Review, urls: Urls): Record<string, unknown> {
  return {
    '@type': 'Review',
    '@id': urls.review(review),
    url: urls.review(review),
    datePublished: review.date,
    author: { '@type': 'Person', name: review.author },
    ...(review.title !== undefined && { name: review.title }),
    reviewBody: review.text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

// Inside <script>, the HTML parser ends the element at `</script` and treats `<!--` specially,
// whatever JSON says; escaping every `<`, `>` and `&` as \uXXXX (still the same JSON string)
// means no review text can close or confuse the element. U+2028/2029 are escaped for old parsers.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON for a `<script type="application/ld+json">` element: the same value, unbreakable. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
