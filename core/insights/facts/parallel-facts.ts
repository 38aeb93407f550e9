import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Dataset } from '../../dataset/dataset.ts';
import { createAnalyzer } from '../analyzer/analyzer.ts';
import { reviewFacts, type ReviewFacts } from './review-facts.ts';

/** Below this many reviews, starting threads costs more than it saves. */
export const PARALLEL_FROM = 20_000;
const MAX_THREADS = 4;
/** A worker that has not answered by then is given up; its slice is done here instead. */
const WORKER_DEADLINE_MS = 10 * 60_000;

const WORKER = new URL('./facts-worker.ts', import.meta.url);

/**
 * ReviewFacts for every review, in dataset order. Large datasets are split into contiguous
 * slices analysed on worker threads while this thread analyses the first; computeInsights stays
 * synchronous (the build calls it so) by waiting on a shared flag and reading each worker's
 * message with receiveMessageOnPort. The facts are pure functions of the reviews, so the result
 * is the same however the work was split.
 */
export function allReviewFacts(
  dataset: Dataset,
  {
    threads = Math.min(os.availableParallelism(), MAX_THREADS),
    parallelFrom = PARALLEL_FROM,
    report,
  }: { threads?: number; parallelFrom?: number; /** Filled with how the work went: slices done by workers, and by this thread after a worker failed. */ report?: { workers: number; fallbacks: number } } = {},
): ReviewFacts[] {
  const { reviews } = dataset;
  const sequential = (from: number, to: number) => {
    const analyzer = createAnalyzer({ aspects: dataset.aspects, technicians: dataset.business.technicians, business: dataset.business.name });
    return reviews.slice(from, to).map((review) => reviewFacts(analyzer, review));
  };
  if (reviews.length < parallelFrom || threads < 2 || !fs.existsSync(fileURLToPath(WORKER))) return sequential(0, reviews.length);

  const size = Math.ceil(reviews.length / threads);
  const jobs = [];
  for (let from = size; from < reviews.length; from += size) {
    const to = Math.min(from + size, reviews.length);
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(WORKER, {
      workerData: { aspects: dataset.aspects, technicians: dataset.business.technicians, business: dataset.business.name, reviews: reviews.slice(from, to), port: port2, flag },
      transferList: [port2],
    });
    worker.on('error', () => {}); // reported through the port, or by the deadline
    jobs.push({ from, to, flag, port: port1, worker });
  }

  const facts = sequential(0, size);
  for (const job of jobs) {
    const started = Date.now();
    while (Atomics.load(job.flag, 0) === 0 && Date.now() - started < WORKER_DEADLINE_MS) Atomics.wait(job.flag, 0, 0, 1000);
    const message = receiveMessageOnPort(job.port)?.message as { facts?: ReviewFacts[]; error?: string } | undefined;
    void job.worker.terminate();
    job.port.close();
    if (message?.facts) {
      message.facts.forEach((fact, i) => facts.push({ ...fact, review: reviews[job.from + i]! }));
      if (report) report.workers++;
    } else {
      if (report) report.fallbacks++;
      if (message?.error) process.emitWarning(`insights worker failed, analysing its reviews here instead: ${message.error}`);
      facts.push(...sequential(job.from, job.to));
    }
  }
  return facts;
}
