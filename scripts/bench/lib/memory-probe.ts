// Preloaded into a benchmarked server (`node --expose-gc --import ./scripts/bench/lib/memory-probe.ts …`)
// so the benchmark can ask where its memory is: on SIGUSR2 it writes one JSON line to the
// file named by MEMORY_PROBE_FILE with process.memoryUsage() and V8's heap spaces, read once
// as they are and once after a full GC. RSS alone cannot tell the JS heap from buffers
// (external, arrayBuffers) from what malloc keeps after freeing (the rest).
import fs from 'node:fs';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
const MiB = 1024 * 1024;

function split() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, Math.round(space.space_size / MiB)]));
  return {
    rss: Math.round(usage.rss / MiB),
    heapTotal: Math.round(usage.heapTotal / MiB),
    heapUsed: Math.round(usage.heapUsed / MiB),
    external: Math.round(usage.external / MiB),
    arrayBuffers: Math.round(usage.arrayBuffers / MiB),
    spaces,
  };
}

if (file) {
  process.on('SIGUSR2', () => {
    const before = split();
    (globalThis as { gc?: () => void }).gc?.();
    fs.appendFileSync(file, `${JSON.stringify({ before, afterGc: split() })}\n`);
    // For a closer look by hand: a heap snapshot beside the file (large, and slow to write).
    if (process.env.MEMORY_PROBE_HEAP_SNAPSHOT === 'true') v8.writeHeapSnapshot(`${file}.${Date.now()}.heapsnapshot`);
  });
}
