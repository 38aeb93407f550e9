// Build time and output size at 1,000, 10,000 and 100,000 generated reviews. Baselines from
// the same run: the size of the content itself (output ÷ input shows linear growth) and the
// time to load and validate that content (the floor under any build).
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../core/build/manifest.ts';
import { loadContent } from '../../core/content/load.ts';
import { createDataset } from '../../core/dataset/dataset.ts';
import { printTable } from './lib/load.ts';
import { buildForBench, generateContent } from './lib/content.ts';

const MiB = 1024 * 1024;

function sizeBy(root: string) {
  const groups = { data: 0, since: 0, pages: 0, other: 0, total: 0 };
  for (const file of listFiles(root)) {
    const size = fs.statSync(path.join(root, file)).size;
    groups.total += size;
    if (file.startsWith('api/reviews/since/')) groups.since += size;
    else if (/^(reviews|insights)\.json$|^api\/feed\.json$|^feed\.xml$/.test(file)) groups.data += size;
    else if (file.endsWith('.html')) groups.pages += size;
    else groups.other += size;
  }
  return groups;
}

export async function benchBuild(sizes = [1_000, 10_000, 100_000]) {
  const rows = [];
  for (const reviews of sizes) {
    const content = await generateContent(reviews);
    const inputBytes = fs.statSync(path.join(content.dir, 'reviews.jsonl')).size;
    const loadStarted = performance.now();
    createDataset(loadContent(content.dir));
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const started = performance.now();
    const buildDir = await buildForBench(content.dir);
    const seconds = (performance.now() - started) / 1000;
    const size = sizeBy(path.join(buildDir, 'current'));
    rows.push({
      reviews,
      'load+validate s (baseline)': loadSeconds.toFixed(2),
      'build s': seconds.toFixed(1),
      'build ÷ load': `${(seconds / loadSeconds).toFixed(1)}x`,
      'content MiB (baseline)': (inputBytes / MiB).toFixed(1),
      'output MiB': (size.total / MiB).toFixed(1),
      'data MiB': (size.data / MiB).toFixed(1),
      'since MiB': (size.since / MiB).toFixed(1),
      'pages MiB': (size.pages / MiB).toFixed(1),
      'output ÷ content': `${(size.total / inputBytes).toFixed(2)}x`,
      'bytes/review': Math.round(size.total / reviews),
    });
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(content.dir, { recursive: true, force: true });
  }
  printTable('Build at scale (npm run build in a child process; generator seed 7)', rows);
  return rows;
}

if (import.meta.main) {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  await benchBuild(sizes.length ? sizes : undefined);
}
