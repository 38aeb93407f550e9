// Insights analyzer: accuracy on the held-out evaluation set beside plain wink-nlp, VADER and
// AFINN (same sentences, same catalogue), then the time computeInsights takes on 100,000
// generated reviews beside the time wink-nlp alone takes to read them.
//
//   node scripts/bench/insights.ts                 held-out figures and the 100k timing
//   node scripts/bench/insights.ts --split dev --errors   development figures and every miss
//   node scripts/bench/insights.ts --split validation     (or check) the other parts' figures
//   node scripts/bench/insights.ts --no-scale      accuracy only
import { parseArgs } from 'node:util';
import { loadEvalCatalogue, loadJudgements, type Split } from '../../tests/insights/eval/judgements.ts';
import { evaluate, type Method, type Scores } from '../../tests/insights/eval/metrics.ts';
import { afinnMethod, analyzerMethod, vaderMethod, winkMethod } from '../../tests/insights/eval/methods.ts';
import { benchScale } from './insights-scale.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'heldout' },
    errors: { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    reviews: { type: 'string', default: '100000' },
  },
});
const split = values.split as Split;
if (!['dev', 'validation', 'check', 'heldout'].includes(split)) throw new Error('--split is dev, validation, check or heldout');
// Misses are for tuning, and tuning happens on the development split only.
if (values.errors && split !== 'dev') throw new Error('--errors is only for --split dev: validation chooses the model, check and held-out report');

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function accuracy() {
  const catalogue = loadEvalCatalogue();
  const judgements = loadJudgements(split);
  const methods: Method[] = [analyzerMethod(catalogue), winkMethod(catalogue), vaderMethod(catalogue), afinnMethod(catalogue)];
  const results = methods.map((method) => ({ method, scores: evaluate(method, judgements) }));
  const [ours, ...baselines] = results as [{ method: Method; scores: Scores }, ...Array<{ method: Method; scores: Scores }>];
  const best = Math.max(...baselines.map((b) => b.scores.accuracy));

  console.log(`Polarity about a target and aspect detection, ${split} split: ${judgements.length} judgements, ${new Set(judgements.map((j) => j.text)).size} texts`);
  console.table(
    results.map(({ method, scores }) => ({
      method: method.name,
      'polarity accuracy': pct(scores.accuracy),
      'vs analyzer': method === ours.method ? '' : `${((ours.scores.accuracy - scores.accuracy) * 100).toFixed(1)} pts`,
      'aspect precision': pct(scores.precision),
      'aspect recall': pct(scores.recall),
    })),
  );
  const tags = [...ours.scores.byTag.keys()].sort();
  console.log('Accuracy by kind of judgement (a judgement can have several):');
  console.table(
    tags.map((tag) => {
      const row: Record<string, string | number> = { tag, n: ours.scores.byTag.get(tag)!.total };
      for (const { method, scores } of results) {
        const t = scores.byTag.get(tag)!;
        row[method.name.split(' ')[0]!] = pct(t.correct / t.total);
      }
      return row;
    }),
  );
  const margin = ours.scores.accuracy - best;
  console.log(
    `Analyzer ${pct(ours.scores.accuracy)} vs best baseline ${pct(best)}: ${(margin * 100).toFixed(1)} points ` +
      `(target: >= 85% and >= 10 points; ${ours.scores.accuracy >= 0.85 && margin >= 0.1 ? 'met' : 'NOT met'})`,
  );
  if (values.errors) {
    for (const { judgement, predicted } of ours.scores.errors) {
      console.log(`${judgement.id} [${judgement.target}] want ${judgement.polarity} got ${predicted}: ${judgement.text}`);
    }
  }
}

accuracy();
if (!values['no-scale']) await benchScale(Number(values.reviews));
