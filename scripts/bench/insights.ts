// Insights analyzer: accuracy on the held-out evaluation set and on every outside batch that has
// arrived, beside its rules alone, plain wink-nlp, VADER and AFINN (same sentences, same
// catalogue), by kind of judgement; then the time computeInsights takes on 100,000 generated
// reviews beside the time wink-nlp alone takes to read them.
//
//   node scripts/bench/insights.ts                 held-out and batch figures, and the 100k timing
//   node scripts/bench/insights.ts --split dev --errors   development figures and every miss
//   node scripts/bench/insights.ts --split validation     (or check, fresh) that part's figures
//   node scripts/bench/insights.ts --batch oa      one batch's figures (as scored on arrival)
//   node scripts/bench/insights.ts --no-scale      accuracy only
import { parseArgs } from 'node:util';
import { BATCHES, batchArrived, loadBatch, loadEvalCatalogue, loadJudgements, type BatchName, type Judgement, type Split } from '../../tests/insights/eval/judgements.ts';
import { evaluate, type Method, type Scores } from '../../tests/insights/eval/metrics.ts';
import { afinnMethod, analyzerMethod, rulesMethod, vaderMethod, winkMethod } from '../../tests/insights/eval/methods.ts';
import { benchScale } from './insights-scale.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string' },
    batch: { type: 'string' },
    errors: { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    reviews: { type: 'string', default: '100000' },
  },
});
const split = values.split as Split | undefined;
if (split && !['dev', 'validation', 'check', 'heldout', 'fresh'].includes(split)) throw new Error('--split is dev, validation, check, heldout or fresh');
const batch = values.batch as BatchName | undefined;
if (batch && !(batch in BATCHES)) throw new Error(`--batch is one of ${Object.keys(BATCHES).join(', ')}`);
if (batch && !batchArrived(batch)) throw new Error(`batch ${batch} has not arrived (tests/insights/eval/batches/${batch}.jsonl)`);
// Misses are for tuning, and tuning happens on the development split only.
if (values.errors && split !== 'dev') throw new Error('--errors is only for --split dev: validation chooses the model, check, held-out and fresh batches report');

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const catalogue = loadEvalCatalogue();
const methods: Method[] = [analyzerMethod(catalogue), rulesMethod(catalogue), winkMethod(catalogue), vaderMethod(catalogue), afinnMethod(catalogue)];
const LEXICONS = new Set(methods.slice(2).map((m) => m.name));

function report(title: string, judgements: readonly Judgement[], errors = false): void {
  const results = methods.map((method) => ({ method, scores: evaluate(method, judgements) }));
  const [ours] = results as [{ method: Method; scores: Scores }];
  const best = Math.max(...results.filter((r) => LEXICONS.has(r.method.name)).map((r) => r.scores.accuracy));
  const whole = judgements.filter((j) => j.target === null).length;
  console.log(`\n${title}: ${judgements.length} judgements (${whole} about the text as a whole), ${new Set(judgements.map((j) => j.text)).size} texts`);
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
  // The outside measure of whole texts takes clearly polar sentences only: the same figure here.
  const polarWhole = judgements.filter((j) => j.target === null && j.polarity !== 'neutral');
  if (polarWhole.length) {
    const missed = ours.scores.errors.filter(({ judgement }) => judgement.target === null && judgement.polarity !== 'neutral');
    const neutral = missed.filter(({ predicted }) => predicted === 'neutral').length;
    console.log(
      `Whole texts that are clearly positive or negative: ${pct(1 - missed.length / polarWhole.length)} of ${polarWhole.length} ` +
        `(${neutral} read as neutral, ${missed.length - neutral} as the opposite)`,
    );
  }
  const margin = ours.scores.accuracy - best;
  console.log(
    `Analyzer ${pct(ours.scores.accuracy)} vs best lexicon ${pct(best)}: ${(margin * 100).toFixed(1)} points ` +
      `(target: >= 88% and >= 5 points; ${ours.scores.accuracy >= 0.88 && margin >= 0.05 ? 'met' : 'NOT met'})`,
  );
  if (errors) {
    for (const { judgement, predicted } of ours.scores.errors) {
      console.log(`${judgement.id} [${judgement.target ?? 'whole text'}] want ${judgement.polarity} got ${predicted}: ${judgement.text}`);
    }
  }
}

const ROLE_TITLES = {
  dev: 'three quarters trained on, one quarter validation',
  fresh: 'fresh: never trained or tuned on',
  heldout: 'held-out, written afresh by an outside writer: never trained or tuned on',
} as const;
if (batch) report(`Batch ${batch} (${ROLE_TITLES[BATCHES[batch]]})`, loadBatch(batch));
else if (split) report(`Polarity about a target and aspect detection, ${split} split`, loadJudgements(split), values.errors);
else {
  report('Polarity about a target and aspect detection, held-out split', loadJudgements('heldout'));
  for (const name of Object.keys(BATCHES) as BatchName[]) {
    if (!batchArrived(name)) continue;
    report(`Outside batch ${name} (${ROLE_TITLES[BATCHES[name]]})`, loadBatch(name));
  }
}
if (!values['no-scale'] && !batch && !split) await benchScale(Number(values.reviews));
