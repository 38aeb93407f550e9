/**
 * Peak memory of this process, sampled every `everyMs`: a fan-out's high-water mark lies
 * between two reports, so reading memory only when asked would miss it. Used by the standalone
 * hub and the fan-out benchmark's baseline, which report to their parent over IPC.
 */
export function samplePeakMemory(everyMs = 25) {
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
  };
  const timer = setInterval(sample, everyMs);
  return {
    /** The IPC answer to `{ type: 'memory' }`: peaks since the last report and current usage; resets the peaks. */
    report() {
      sample();
      const message = { type: 'memory', peakRss: peak.rss, peakHeapUsed: peak.heapUsed, ...process.memoryUsage() };
      peak.rss = 0;
      peak.heapUsed = 0;
      return message;
    },
    stop: () => clearInterval(timer),
  };
}
