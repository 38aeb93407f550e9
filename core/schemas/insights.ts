import { z } from 'zod';
import { IsoDate } from './date.ts';

/**
 * The insights dataset (`insights.json`): aspect-based sentiment, entities, topics, FAQ and a
 * summary, each number traceable to review ids. One schema: computeInsights is typed from it and
 * the OpenAPI document reuses it. Counts are of reviews, not of sentences, unless said otherwise.
 */

const Polarity = z.enum(['positive', 'negative', 'neutral']);

const Score = z.number().min(-1).max(1).describe('(positive - negative) / reviews counted, two decimals; 0 when there are none');

const ReviewIds = z.array(z.string()).describe('Review ids, newest first');

const ReviewIdsByPolarity = z
  .object({ positive: ReviewIds, negative: ReviewIds, neutral: ReviewIds })
  .describe('Every review counted, by its polarity; each count above is the length of its list');

const Sentiment = z.object({
  positive: z.number().int().min(0),
  negative: z.number().int().min(0),
  neutral: z.number().int().min(0),
  score: Score,
});

const Evidence = z
  .object({
    review_id: z.string(),
    date: IsoDate,
    rating: z.number().int().min(1).max(5),
    polarity: Polarity,
    quote: z.string().describe('The sentence (or two) of the review the judgement rests on, verbatim; cut with "…" past 300 characters'),
  })
  .describe('A review that supports a figure, with the words it rests on');

const Quarter = z.string().regex(/^\d{4}-Q[1-4]$/).describe('Calendar quarter of the review dates, e.g. 2025-Q2');

const Direction = z
  .enum(['improving', 'declining', 'steady', 'insufficient_data'])
  .describe('Net score of the last two complete quarters with data against the four before them (the partial quarter is left out); a change under 0.1, or fewer than 5 reviews on either side, is not a direction');

const Partial = z.boolean().describe('True for the quarter of the newest review when that quarter was not over at its date: shown, never compared');

const SentimentTrend = z.object({
  direction: Direction,
  quarters: z.array(
    z.object({
      quarter: Quarter,
      mentions: z.number().int().min(0),
      positive: z.number().int().min(0),
      negative: z.number().int().min(0),
      neutral: z.number().int().min(0),
      score: Score.nullable().describe('As Score; null when the quarter has fewer than 5 reviews, too few for a score'),
      partial: Partial,
    }),
  ),
});

const AspectInsight = z.object({
  id: z.string(),
  name: z.string(),
  mentions: z.number().int().min(0).describe('Reviews that speak of the aspect'),
  share_of_reviews: z.number().min(0).max(1).describe('mentions / all reviews, two decimals'),
  positive: z.number().int().min(0),
  negative: z.number().int().min(0),
  neutral: z.number().int().min(0),
  score: Score,
  trend: SentimentTrend,
  evidence: z.array(Evidence).describe('The clearest positive and negative statements (at most three of each), strongest first'),
  review_ids: ReviewIdsByPolarity,
});

const AspectTally = z.object({
  aspect: z.string(),
  reviews: z.number().int().min(1),
  review_ids: ReviewIds,
});

const TechnicianInsight = z.object({
  name: z.string(),
  role: z.string(),
  mentions: z.number().int().min(0).describe('Reviews that name the technician'),
  average_rating: z.number().describe('Mean star rating of those reviews, two decimals; 0 when none'),
  sentiment: Sentiment.describe('Polarity of what those reviews say about the technician'),
  praised_for: z.array(AspectTally).describe('Aspects spoken of positively in the sentences about the technician'),
  criticised_for: z.array(AspectTally).describe('Aspects spoken of negatively in the sentences about the technician'),
  evidence: z.array(Evidence),
  review_ids: ReviewIdsByPolarity,
});

const GroupInsight = {
  id: z.string(),
  name: z.string(),
  reviews: z.number().int().min(0),
  average_rating: z.number().describe('Mean star rating, two decimals; 0 when none'),
  sentiment: Sentiment.describe('Polarity of the reviews as a whole'),
  review_ids: ReviewIdsByPolarity,
};

const ServiceInsight = z.object(GroupInsight);
const ServiceAreaInsight = z.object({ ...GroupInsight, region: z.string() });

const Topic = z.object({
  phrase: z.string().describe('A noun phrase found in the text (lemmatised, lower case)'),
  reviews: z.number().int().min(1).describe('Reviews that use it'),
  sentiment: Sentiment.describe('Polarity of the sentences that use it, per review'),
  trend: z.object({
    direction: z.enum(['rising', 'falling', 'steady', 'insufficient_data']).describe('Share of reviews using it, last two complete quarters against the four before; a change under a quarter is steady'),
    quarters: z.array(z.object({ quarter: Quarter, reviews: z.number().int().min(0), share: z.number().min(0).max(1), partial: Partial })),
  }),
  examples: z.array(Evidence),
  review_ids: ReviewIdsByPolarity,
});

const FaqEntry = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().describe('Composed from the counts and findings below; every figure in it is one of them'),
  aspect: z.string().nullable().describe('Catalogue aspect whose sentences answer it, if any'),
  reviews: z.number().int().min(1).describe('Reviews the answer rests on'),
  answers: Sentiment.extend({ review_ids: ReviewIdsByPolarity })
    .nullable()
    .describe('Reviews with a sentence about the aspect that answers the question, by the polarity of those sentences; null when only findings answer it'),
  findings: z.array(z.object({ label: z.string(), reviews: z.number().int().min(1), review_ids: ReviewIds })).describe('What the answering sentences report beyond polarity, e.g. how long a replacement took (a review counts once, with its first such sentence)'),
  evidence: z.array(Evidence),
  review_ids: ReviewIds,
});

const Highlight = z.object({
  kind: z.enum(['overall', 'most_praised', 'most_criticised', 'trend', 'technician', 'topic']),
  subject: z.string().nullable().describe('What it is about: the aspect id (most_praised, most_criticised, trend), the technician name or the topic phrase; null for overall'),
  text: z.string(),
  evidence: z.array(z.string()).describe('Review ids that show it (the full lists are in the section it summarises)'),
});

export const Insights = z
  .object({
    aspects: z.array(AspectInsight).describe('One entry per catalogue aspect, in catalogue order'),
    entities: z.object({
      technicians: z.array(TechnicianInsight),
      services: z.array(ServiceInsight),
      service_areas: z.array(ServiceAreaInsight),
    }),
    topics: z.array(Topic).describe('Recurring key phrases, most used first'),
    faq: z.array(FaqEntry).describe('Questions homeowners ask, each present only when the reviews answer it'),
    summary: z.object({
      title: z.string(),
      author: z.string(),
      updated: IsoDate,
      text: z.string().describe('The editor\'s summary from content/editorial.md (Markdown)'),
      reviews: z.number().int().min(0).describe('Reviews analysed'),
      sentiment: Sentiment.describe('Polarity of each review as a whole'),
      review_ids: ReviewIdsByPolarity,
      highlights: z.array(Highlight).describe('Generated from the sections above, each citing reviews'),
    }),
    method: z.object({
      analyzer: z.object({ name: z.string(), version: z.string() }),
      libraries: z.array(z.object({ name: z.string(), version: z.string() })),
      description: z.string(),
      accuracy: z
        .object({
          held_out: z.number().min(0).max(1).describe('Share of held-out hand-labelled judgements whose polarity the analyzer gets right'),
          judgements: z.number().int().min(0).describe('Held-out judgements it was measured on'),
          source: z.string().describe('Where the measurement and how it was made are recorded'),
        })
        .describe('How often the estimated polarities agree with a person: every polarity count is an estimate of this quality'),
      parameters: z.object({
        polarity_threshold: z.number().describe('Raw score from which a text or aspect counts as positive (or, negated, negative)'),
        evidence_per_polarity: z.number().int(),
        max_topics: z.number().int(),
        min_topic_reviews: z.number().int(),
        lexicon_entries: z.number().int(),
        model_threshold: z.number().describe('Below this raw rule score (in absolute value) the trained model weighs in'),
        model_blend: z.number().describe("Weight of the trained model's probabilities against the rules' verdict where it weighs in"),
        model_features: z.number().int().describe('Features kept in core/insights/model/model.json'),
      }),
    }),
  })
  .meta({ id: 'Insights' });

export type Insights = z.infer<typeof Insights>;
export type AspectInsight = z.infer<typeof AspectInsight>;
export type Evidence = z.infer<typeof Evidence>;
export type Sentiment = z.infer<typeof Sentiment>;
export type SentimentTrend = z.infer<typeof SentimentTrend>;
export type ReviewIdsByPolarity = z.infer<typeof ReviewIdsByPolarity>;
export type TechnicianInsight = z.infer<typeof TechnicianInsight>;
export type Topic = z.infer<typeof Topic>;
export type FaqEntry = z.infer<typeof FaqEntry>;
export type Highlight = z.infer<typeof Highlight>;
