/**
 * Writes a synthetic content folder for one roofing business:
 *   node scripts/generate.ts --reviews N --out DIR [--seed S] [--end YYYY-MM-DD] [--catalogue FILE]
 * The same arguments always give the same bytes. `content/` is `--reviews 480 --seed 1`.
 * Reviews end on --end (default 2026-11-15, never the clock); a date after today gives
 * reviews that the content loader rightly rejects as dated in the future. The aspect catalogue
 * is copied from --catalogue (default content/aspects.yaml, the catalogue's only source).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_END, generateContent } from './generate/content.ts';

const USAGE = 'usage: node scripts/generate.ts --reviews N --out DIR [--seed S] [--end YYYY-MM-DD] [--catalogue FILE]';

function main(): void {
  const { values } = parseArgs({
    options: {
      reviews: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      end: { type: 'string', default: DEFAULT_END },
      catalogue: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.reviews || !values.out) throw new RangeError(`--reviews and --out are required\n${USAGE}`);
  if (!/^\d+$/.test(values.reviews)) throw new RangeError(`--reviews must be a positive integer, got ${values.reviews}`);
  const started = performance.now();
  const result = generateContent({ reviews: Number(values.reviews), out: values.out, seed: values.seed, end: values.end, catalogue: values.catalogue });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`wrote ${result.reviews} reviews (${result.firstDate} to ${result.lastDate}) to ${result.dir} in ${seconds} s`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
