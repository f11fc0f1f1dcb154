/**
 * Stands in for astro-worker.ts in astro-workers.test.ts: speaks the same messages, and does what the
 * job's FAKE_OUTCOME says — "ok", "fail" (a failed build) or "crash" (the process dies mid-job). It
 * prints its pid so the test can tell a reused worker from a new one.
 */
import type { AstroJob, AstroJobResult } from '../astro-worker.ts';

process.on('disconnect', () => process.exit(0));
process.on('message', (job: AstroJob) => {
  console.log(`pid ${process.pid} building ${job.outDir}`);
  if (job.env.FAKE_OUTCOME === 'crash') process.exit(3);
  const result: AstroJobResult = { id: job.id, ok: job.env.FAKE_OUTCOME === 'ok', rssBytes: Number(job.env.FAKE_RSS ?? 1), peakRssBytes: 1 };
  process.send?.(result);
});
