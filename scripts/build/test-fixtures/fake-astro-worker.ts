/**
 * Stands in for astro-worker.ts in astro-workers.test.ts: speaks the same messages, and does what the
 * job's FAKE_OUTCOME says — "ok", "fail" (a failed build), "crash" (the process dies mid-job) or
 * "late-output" (its last lines arrive after its result). It
 * prints its pid so the test can tell a reused worker from a new one.
 */
import { jobEndMarker, type AstroJob, type AstroJobResult } from '../astro-job.ts';

process.on('disconnect', () => process.exit(0));
process.on('message', (job: AstroJob) => {
  console.log(`pid ${process.pid} building ${job.outDir}`);
  if (job.env.FAKE_OUTCOME === 'crash') process.exit(3);
  if (job.env.FAKE_OUTCOME === 'late-output') {
    // The result first, the last log lines after it: the pool must still put them in the log.
    process.send?.({ id: job.id, ok: true, rssBytes: 1, peakRssBytes: 1 } satisfies AstroJobResult);
    setTimeout(() => {
      console.error('  ⚠ a warning printed last');
      process.stdout.write(jobEndMarker(job.id));
      process.stderr.write(jobEndMarker(job.id));
    }, 100);
    return;
  }
  process.stdout.write(jobEndMarker(job.id));
  process.stderr.write(jobEndMarker(job.id));
  const result: AstroJobResult = { id: job.id, ok: job.env.FAKE_OUTCOME === 'ok', rssBytes: Number(job.env.FAKE_RSS ?? 1), peakRssBytes: 1 };
  process.send?.(result);
});
