// The insights at scale: computeInsights on N generated reviews (default 100,000), beside two
// baselines from the same run: loading and validating that content, and wink-nlp alone reading
// every review (tokens, sentences, tags, its sentence sentiment) — the floor under any analysis
// built on it. Target: under a minute for 100,000 reviews.
import os from 'node:os';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { loadContent } from '../../core/content/load.ts';
import { createDataset } from '../../core/dataset/dataset.ts';
import { computeInsights } from '../../core/insights/index.ts';
import { generateContent } from './lib/content.ts';
import { printTable } from './lib/load.ts';

const TARGET_SECONDS = 60;

const seconds = (from: number) => (performance.now() - from) / 1000;
/** CPU seconds of the whole process, worker threads included: a figure other processes on the machine do not inflate as much as wall time. */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};

export async function benchScale(reviews: number): Promise<void> {
  console.log(`\nGenerating ${reviews} reviews (scripts/generate.ts, seed 7)...`);
  const content = await generateContent(reviews);

  let started = performance.now();
  let cpu = process.cpuUsage();
  const dataset = createDataset(loadContent(content.dir));
  const load = { wall: seconds(started), cpu: cpuSeconds(cpu) };

  const nlp = winkNLP(model);
  started = performance.now();
  cpu = process.cpuUsage();
  let sentiment = 0;
  for (const review of dataset.reviews) sentiment += nlp.readDoc(review.text).out(nlp.its.sentiment) as number;
  const wink = { wall: seconds(started), cpu: cpuSeconds(cpu) };

  globalThis.gc?.();
  started = performance.now();
  cpu = process.cpuUsage();
  const insights = computeInsights(dataset);
  const compute = { wall: seconds(started), cpu: cpuSeconds(cpu) };
  const bytes = Buffer.byteLength(JSON.stringify(insights));

  const row = (step: string, m: { wall: number; cpu: number }) => ({
    step,
    'wall s': m.wall.toFixed(1),
    'cpu s': m.cpu.toFixed(1),
    'reviews/s': Math.round(dataset.reviews.length / m.wall),
    'computeInsights ÷ this (wall)': `${(compute.wall / m.wall).toFixed(1)}x`,
  });
  printTable(`computeInsights on ${dataset.reviews.length} generated reviews (load average at start ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores)`, [
    row('load + validate content (baseline)', load),
    row('wink-nlp readDoc + sentiment alone (baseline)', wink),
    row('computeInsights (all sections)', compute),
  ]);
  console.log(
    `insights.json: ${(bytes / 1024 / 1024).toFixed(1)} MiB, ${insights.topics.length} topics, ${insights.faq.length} FAQ entries (mean wink sentiment ${(sentiment / dataset.reviews.length).toFixed(3)}).`,
  );
  console.log(
    `computeInsights ${compute.wall.toFixed(1)} s wall, ${compute.cpu.toFixed(1)} s CPU, for ${dataset.reviews.length} reviews ` +
      `(target: under ${TARGET_SECONDS} s; ${compute.wall < TARGET_SECONDS ? 'met' : 'NOT met'}).`,
  );
}
