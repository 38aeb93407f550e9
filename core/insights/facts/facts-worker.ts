// Worker entry for parallel-facts.ts: computes ReviewFacts for one slice of the reviews and
// posts them back (without the review objects, which the main thread already has). Everything,
// module loading included, is inside try/catch: the main thread waits on `flag` and cannot see
// a worker's error events while it waits.
import { workerData, type MessagePort } from 'node:worker_threads';
import type { Aspect } from '../../schemas/aspects.ts';
import type { Technician } from '../../schemas/business.ts';
import type { Review } from '../../schemas/review.ts';

type Input = { aspects: Aspect[]; technicians: Technician[]; business: string; reviews: Review[]; port: MessagePort; flag: Int32Array };
const { aspects, technicians, business, reviews, port, flag } = workerData as Input;

try {
  const { createAnalyzer } = await import('../analyzer/analyzer.ts');
  const { reviewFacts } = await import('./review-facts.ts');
  const analyzer = createAnalyzer({ aspects, technicians, business });
  port.postMessage({ facts: reviews.map((review) => ({ ...reviewFacts(analyzer, review), review: null })) });
} catch (error) {
  port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
} finally {
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
