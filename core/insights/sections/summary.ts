import type { Editorial } from '../../schemas/editorial.ts';
import type { AspectInsight, Highlight, Insights } from '../../schemas/insights.ts';
import type { RatingSummary } from '../../schemas/review.ts';
import type { ReviewFacts } from '../facts/review-facts.ts';
import { PolarityTally, round } from './tally.ts';

/** An aspect is ranked only when at least this many reviews, and this share of them, speak of it. */
const MIN_ASPECT_REVIEWS = 3;
const MIN_ASPECT_SHARE = 0.05;
/** Review ids cited per highlight. */
const CITED = 3;

type Sections = Pick<Insights, 'aspects' | 'entities' | 'topics'>;

/**
 * The editor's text, the review-level sentiment, and highlights generated from the sections:
 * each highlight states figures found in its section and cites reviews that show it.
 */
export function summarySection(editorial: Editorial, rating: RatingSummary, facts: readonly ReviewFacts[], sections: Sections): Insights['summary'] {
  const tally = new PolarityTally();
  for (const fact of facts) tally.add(fact.review.id, fact.polarity);
  const sentiment = tally.sentiment();
  return {
    title: editorial.title,
    author: editorial.author,
    updated: editorial.updated,
    text: editorial.body,
    reviews: facts.length,
    sentiment,
    review_ids: tally.ids,
    highlights: highlights(rating, sentiment, tally.ids, sections, facts.length),
  };
}

function highlights(rating: RatingSummary, sentiment: Insights['summary']['sentiment'], ids: Insights['summary']['review_ids'], sections: Sections, reviews: number): Highlight[] {
  const list: Highlight[] = [];
  if (reviews === 0) return list;
  const pct = (n: number, of: number) => `${Math.round((n / of) * 100)}%`;
  list.push({
    kind: 'overall',
    subject: null,
    text: `${reviews} reviews average ${rating.average.toFixed(2)} stars; the analyzer reads ${pct(sentiment.positive, reviews)} as positive and ${pct(sentiment.negative, reviews)} as negative.`,
    evidence: [...ids.positive.slice(0, 2), ...ids.negative.slice(0, 1)],
  });

  const ranked = sections.aspects.filter((a) => a.mentions >= Math.max(MIN_ASPECT_REVIEWS, reviews * MIN_ASPECT_SHARE));
  const praised = [...ranked].sort((a, b) => b.score - a.score || b.mentions - a.mentions)[0];
  if (praised && praised.positive > praised.negative) {
    list.push({
      kind: 'most_praised',
      subject: praised.id,
      text: `${praised.name} is the most praised aspect: ${praised.positive} of the ${praised.mentions} reviews that speak of it read as positive (net score ${praised.score}).`,
      evidence: cite(praised, 'positive'),
    });
  }
  const criticised = [...ranked].sort((a, b) => b.negative / b.mentions - a.negative / a.mentions || b.negative - a.negative)[0];
  if (criticised && criticised.negative > 0 && criticised !== praised) {
    list.push({
      kind: 'most_criticised',
      subject: criticised.id,
      text: `${criticised.name} draws the most complaints: ${criticised.negative} of the ${criticised.mentions} reviews that speak of it read as negative.`,
      evidence: cite(criticised, 'negative'),
    });
  }
  const moving = ranked
    .filter((a) => a.trend.direction === 'improving' || a.trend.direction === 'declining')
    .map((a) => ({ aspect: a, change: change(a) }))
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change))[0];
  if (moving) {
    const { aspect } = moving;
    const latest = aspect.trend.quarters.filter((q) => !q.partial).slice(-2).map((q) => q.quarter).join(' and ');
    list.push({
      kind: 'trend',
      subject: aspect.id,
      text: `${aspect.name} is ${aspect.trend.direction}: its net score in ${latest} is ${moving.change > 0 ? 'up' : 'down'} ${Math.abs(moving.change)} on the four quarters before.`,
      evidence: cite(aspect, aspect.trend.direction === 'improving' ? 'positive' : 'negative'),
    });
  }
  const technician = [...sections.entities.technicians].sort((a, b) => b.mentions - a.mentions)[0];
  if (technician && technician.mentions > 0) {
    const strength = technician.praised_for[0] ? `, praised most for ${nameOf(sections.aspects, technician.praised_for[0].aspect)}` : '';
    list.push({
      kind: 'technician',
      subject: technician.name,
      text: `${technician.name} is named in ${technician.mentions} reviews, which average ${technician.average_rating.toFixed(2)} stars${strength}.`,
      evidence: technician.evidence.slice(0, CITED).map((e) => e.review_id),
    });
  }
  const topic = sections.topics[0];
  if (topic) {
    list.push({
      kind: 'topic',
      subject: topic.phrase,
      text: `The most frequent topic is "${topic.phrase}", in ${topic.reviews} reviews (${topic.sentiment.positive} positive, ${topic.sentiment.negative} negative).`,
      evidence: topic.examples.map((e) => e.review_id),
    });
  }
  return list;
}

function cite(aspect: AspectInsight, polarity: 'positive' | 'negative'): string[] {
  const quoted = aspect.evidence.filter((e) => e.polarity === polarity).map((e) => e.review_id);
  return (quoted.length ? quoted : aspect.review_ids[polarity]).slice(0, CITED);
}

/** Net score of the last two quarters minus that of the four before, as the trend compares them. */
function change(aspect: AspectInsight): number {
  const pool = (quarters: AspectInsight['trend']['quarters']) => {
    const m = quarters.reduce((s, q) => s + q.mentions, 0);
    return m === 0 ? 0 : quarters.reduce((s, q) => s + q.positive - q.negative, 0) / m;
  };
  // As the direction is decided: the partial quarter left out.
  const quarters = aspect.trend.quarters.filter((q) => !q.partial);
  return round(pool(quarters.slice(-2)) - pool(quarters.slice(-6, -2)));
}

function nameOf(aspects: readonly AspectInsight[], id: string): string {
  return aspects.find((a) => a.id === id)?.name.toLowerCase() ?? id;
}
