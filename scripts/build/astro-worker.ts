/**
 * A build worker: a Node process that keeps Astro loaded and builds one dealer after another, told
 * what to build over IPC by scripts/build/astro-workers.ts. A dealer's build in a fresh process paid
 * Node and Astro's start-up and a cold JIT every time; here only the first dealer does. Each job
 * brings its whole environment (bundle path, dealer folder, cache, draft flag), so nothing of the
 * previous dealer is read. Astro's log goes to stdout/stderr, which the pool writes to the dealer's
 * log file. A failed build ends the worker (the next dealer gets a fresh one).
 */
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'astro';
import { contentSyncLockDir, releaseSyncLock } from '../../integrations/astro/content-sync-lock.ts';
import { forgetCurrentTenant } from '../../src/tenant/current.ts';
import { jobEndMarker, type AstroJob, type AstroJobResult } from './astro-job.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let previousKeys: string[] = [];

async function run(job: AstroJob): Promise<boolean> {
  for (const key of previousKeys) delete process.env[key];
  Object.assign(process.env, job.env);
  previousKeys = Object.keys(job.env);
  try {
    // Warnings and errors only: at `info` Astro formats and writes two lines per page (a 2,000-car dealer
    // writes 8,800 through the pipe to the orchestrator), ~5 % of its prerender. FORECOURT_ASTRO_LOG=info
    // brings back its per-page lines and timings, to find a slow page.
    await build({ root: ROOT, outDir: job.outDir, logLevel: process.env.FORECOURT_ASTRO_LOG === 'info' ? 'info' : 'warn' });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return false;
  } finally {
    // A build that failed during its content sync never reached build:start, where the lock is given back.
    releaseSyncLock(contentSyncLockDir(ROOT));
    // The dealer's data is held by the page modules' tenant cache; let it go before the next dealer.
    forgetCurrentTenant();
  }
}

// The orchestrator let go (done, or gone): leave once Astro's last writes (its caches) are done — the
// process ends by itself when nothing is pending; a handle left open ends it after 5 s at the latest.
// Exiting at once could cut a cache file short and fail the dealer's next build.
process.on('disconnect', () => {
  setTimeout(() => process.exit(0), 5_000).unref();
});

process.on('message', (message: AstroJob) => {
  const cpuBefore = process.cpuUsage();
  void run(message).then((ok) => {
    const peakRssBytes = process.resourceUsage().maxRSS * 1024;
    // The build benchmark reads peak memory and the CPU time of the job from these files (scripts/bench/build.ts):
    // CPU time stretches far less than wall time when other work shares the machine.
    if (process.env.FORECOURT_RSS_REPORT) appendFileSync(process.env.FORECOURT_RSS_REPORT, `${process.resourceUsage().maxRSS}\n`);
    if (process.env.FORECOURT_CPU_REPORT) {
      const cpu = process.cpuUsage(cpuBefore);
      appendFileSync(process.env.FORECOURT_CPU_REPORT, `${((cpu.user + cpu.system) / 1e6).toFixed(2)}\n`);
    }
    process.stdout.write(jobEndMarker(message.id));
    process.stderr.write(jobEndMarker(message.id));
    const result: AstroJobResult = { id: message.id, ok, rssBytes: process.memoryUsage().rss, peakRssBytes };
    process.send?.(result, () => {
      if (!ok) process.exit(1);
    });
  });
});
