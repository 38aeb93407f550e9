// The insights at scale: computeInsights on N generated reviews (default 100,000), beside two
// baselines from the same run: loading and validating that content, and wink-nlp alone reading
// every review (tokens, sentences, tags, its sentence sentiment) — the floor under any analysis
// built on it. Target: under a minute for 100,000 reviews.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { loadContent } from '../../core/content/load.ts';
import { createDataset } from '../../core/dataset/dataset.ts';
import { computeInsights } from '../../core/insights/index.ts';
import { generateContent } from './lib/content.ts';
import { printTable } from './lib/load.ts';

const TARGET_SECONDS = 60;

const seconds = (from: number) => (performance.now() - from) / 1000;

export async function benchScale(reviews: number): Promise<void> {
  console.log(`\nGenerating ${reviews} reviews (scripts/generate.ts, seed 7)...`);
  const content = await generateContent(reviews);

  let started = performance.now();
  const dataset = createDataset(loadContent(content.dir));
  const load = seconds(started);

  const nlp = winkNLP(model);
  started = performance.now();
  let sentiment = 0;
  for (const review of dataset.reviews) sentiment += nlp.readDoc(review.text).out(nlp.its.sentiment) as number;
  const wink = seconds(started);

  globalThis.gc?.();
  started = performance.now();
  const insights = computeInsights(dataset);
  const compute = seconds(started);
  const bytes = Buffer.byteLength(JSON.stringify(insights));

  printTable(`computeInsights on ${dataset.reviews.length} generated reviews`, [
    { step: 'load + validate content (baseline)', seconds: load.toFixed(1), 'reviews/s': Math.round(dataset.reviews.length / load), 'vs computeInsights': `${(compute / load).toFixed(1)}x` },
    { step: 'wink-nlp readDoc + sentiment alone (baseline)', seconds: wink.toFixed(1), 'reviews/s': Math.round(dataset.reviews.length / wink), 'vs computeInsights': `${(compute / wink).toFixed(1)}x` },
    { step: 'computeInsights (all sections)', seconds: compute.toFixed(1), 'reviews/s': Math.round(dataset.reviews.length / compute), 'vs computeInsights': '1.0x' },
  ]);
  console.log(
    `insights.json: ${(bytes / 1024 / 1024).toFixed(1)} MiB, ${insights.topics.length} topics, ${insights.faq.length} FAQ entries (mean wink sentiment ${(sentiment / dataset.reviews.length).toFixed(3)}).`,
  );
  console.log(`computeInsights ${compute.toFixed(1)} s for ${dataset.reviews.length} reviews (target: under ${TARGET_SECONDS} s; ${compute < TARGET_SECONDS ? 'met' : 'NOT met'}).`);
}
