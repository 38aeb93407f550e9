// `npm run --silent sentiment`: the insights analyzer on JSON Lines. Each stdin line
// {"text": ..., "aspect"?: ...} gives exactly one stdout line {"polarity", "score", "aspects", ...},
// or {"error": ...} for a bad line; processing goes on. `aspect` is a catalogue aspect id (from
// $CONTENT_DIR/aspects.yaml, default ./content) or any term in the text ("the crew"). The
// technicians of $CONTENT_DIR/business.yaml are known by name, as when insights.json is built, so
// the command answers for a review exactly what insights.json publishes about it.
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { ContentError } from '../core/content/errors.ts';
import { loadYamlFile } from '../core/content/yaml-file.ts';
import { MAX_ANALYSED_CHARS } from '../core/insights/model/about.ts';
import { createAnalyzer } from '../core/insights/analyzer/analyzer.ts';
import { answerLine } from '../core/insights/sentiment-line.ts';
import { AspectCatalogue, type Aspect } from '../core/schemas/aspects.ts';
import { Business } from '../core/schemas/business.ts';

/** A longer line is not read into memory: it is answered with an error and skipped. */
const MAX_LINE_BYTES = 8 * 1024 * 1024;

const dir = path.resolve(process.env.CONTENT_DIR ?? './content');

function loadCatalogue(): Aspect[] {
  try {
    return loadYamlFile(dir, 'aspects.yaml', AspectCatalogue).aspects;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      process.stderr.write(`sentiment: no aspects.yaml in ${dir}; aspect ids are unknown, every "aspect" is read as a term\n`);
      return [];
    }
    if (error instanceof ContentError) {
      process.stderr.write(`sentiment: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

/** The business's technicians; none (and no message) when there is no business.yaml. */
function loadBusiness(): Pick<Business, 'technicians'> & { name?: string } {
  try {
    return loadYamlFile(dir, 'business.yaml', Business);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { technicians: [] };
    if (error instanceof ContentError) {
      process.stderr.write(`sentiment: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

// The business's technicians and name, as the build's analyzer has them: one decision for both.
const business = loadBusiness();
const analyzer = createAnalyzer({ aspects: loadCatalogue(), technicians: business.technicians, business: business.name });
const decoder = new StringDecoder('utf8');
let pending = '';
let pendingBytes = 0;
let skipping = false; // inside a line longer than MAX_LINE_BYTES

const tooLong = JSON.stringify({ error: `line longer than ${MAX_LINE_BYTES} bytes; texts are analysed up to ${MAX_ANALYSED_CHARS} characters, send less` });

function take(chunk: string, out: string[]): void {
  let from = 0;
  for (let newline = chunk.indexOf('\n'); newline !== -1; newline = chunk.indexOf('\n', from)) {
    const piece = chunk.slice(from, newline);
    from = newline + 1;
    if (skipping) {
      skipping = false;
      out.push(tooLong);
    } else out.push(answerLine(analyzer, (pending + piece).replace(/\r$/, '')));
    pending = '';
    pendingBytes = 0;
  }
  if (skipping) return;
  const rest = chunk.slice(from);
  pending += rest;
  pendingBytes += Buffer.byteLength(rest);
  if (pendingBytes > MAX_LINE_BYTES) {
    pending = '';
    pendingBytes = 0;
    skipping = true;
  }
}

process.stdin.on('data', (chunk: Buffer) => {
  const out: string[] = [];
  take(decoder.write(chunk), out);
  if (out.length === 0) return;
  // One write per chunk; wait for the pipe to drain before reading more.
  if (!process.stdout.write(`${out.join('\n')}\n`)) {
    process.stdin.pause();
    process.stdout.once('drain', () => process.stdin.resume());
  }
});

process.stdin.on('end', () => {
  const out: string[] = [];
  take(decoder.end(), out);
  if (skipping) out.push(tooLong);
  else if (pending !== '') out.push(answerLine(analyzer, pending.replace(/\r$/, '')));
  if (out.length) process.stdout.write(`${out.join('\n')}\n`);
});

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0); // the reader went away: nothing left to answer
  throw error;
});
