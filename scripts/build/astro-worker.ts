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
import { forgetCurrentTenant } from '../../src/tenant/current.ts';
import { jobEndMarker, type AstroJob, type AstroJobResult } from './astro-job.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let previousKeys: string[] = [];

async function run(job: AstroJob): Promise<boolean> {
  for (const key of previousKeys) delete process.env[key];
  Object.assign(process.env, job.env);
  previousKeys = Object.keys(job.env);
  try {
    await build({ root: ROOT, outDir: job.outDir });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return false;
  } finally {
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
  void run(message).then((ok) => {
    const peakRssBytes = process.resourceUsage().maxRSS * 1024;
    // The build benchmark reads peak memory from this file (scripts/bench/build.ts).
    if (process.env.FORECOURT_RSS_REPORT) appendFileSync(process.env.FORECOURT_RSS_REPORT, `${process.resourceUsage().maxRSS}\n`);
    process.stdout.write(jobEndMarker(message.id));
    process.stderr.write(jobEndMarker(message.id));
    const result: AstroJobResult = { id: message.id, ok, rssBytes: process.memoryUsage().rss, peakRssBytes };
    process.send?.(result, () => {
      if (!ok) process.exit(1);
    });
  });
});
