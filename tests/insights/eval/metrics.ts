import type { Judgement } from './judgements.ts';

export type Polarity = Judgement['polarity'];

/** A sentiment method under evaluation: polarity about a target (null: the text as a whole), and the aspects a text names. */
export type Method = {
  name: string;
  polarity(text: string, target: string | null): Polarity;
  aspects(text: string): string[];
};

export type Scores = {
  judgements: number;
  accuracy: number;
  /** Micro-averaged over distinct texts: detected (text, aspect) pairs against the labelled ones. */
  precision: number;
  recall: number;
  byTag: Map<string, { correct: number; total: number }>;
  errors: Array<{ judgement: Judgement; predicted: Polarity }>;
};

export function evaluate(method: Method, judgements: readonly Judgement[]): Scores {
  let correct = 0;
  const byTag = new Map<string, { correct: number; total: number }>();
  const errors: Scores['errors'] = [];
  for (const judgement of judgements) {
    const predicted = method.polarity(judgement.text, judgement.target);
    const right = predicted === judgement.polarity;
    if (right) correct++;
    else errors.push({ judgement, predicted });
    for (const tag of judgement.tags) {
      const entry = byTag.get(tag) ?? { correct: 0, total: 0 };
      entry.total++;
      if (right) entry.correct++;
      byTag.set(tag, entry);
    }
  }
  let truePositives = 0;
  let detected = 0;
  let labelled = 0;
  const seen = new Set<string>();
  for (const judgement of judgements) {
    if (seen.has(judgement.text)) continue;
    seen.add(judgement.text);
    const found = new Set(method.aspects(judgement.text));
    detected += found.size;
    labelled += judgement.aspects.length;
    for (const aspect of judgement.aspects) if (found.has(aspect)) truePositives++;
  }
  return {
    judgements: judgements.length,
    accuracy: correct / judgements.length,
    precision: detected === 0 ? 0 : truePositives / detected,
    recall: labelled === 0 ? 0 : truePositives / labelled,
    byTag,
    errors,
  };
}
