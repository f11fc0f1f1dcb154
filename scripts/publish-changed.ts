/**
 * Rebuilds and publishes only the dealers whose inputs or the shared code changed since their live
 * build: the fingerprint `npm start` uses (scripts/preview/fingerprint.ts) against the one recorded in
 * the live snapshot in the dealer's private state target (`--state`, docs/publishing.md). With --shard K/N, only this runner's part of the dealers;
 * with --jobs N, N dealers at once (the build's pool and memory rule; default one per core).
 * What the push-to-main workflow runs.
 *
 *   npm run publish:changed -- --target 's3://bucket/{slug}' --state 's3://private/{slug}' [--shard K/N] [--jobs N] [--tenant slug]... [--force]
 */
import { availableParallelism, freemem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closeAstroWorkers } from './build/astro-workers.ts';
import { bufferedLog } from './build/buffered-log.ts';
import { discoverTenants } from './build/discover-tenants.ts';
import { dealerBuildBytes, defaultJobs, parseJobs, runPool } from './build/jobs.ts';
import { parseShard, selectShard } from './build/shard.ts';
import { buildFingerprint } from './preview/fingerprint.ts';
import { number, parseNow, placeFor, publishCliOptions } from './publish/cli-options.ts';
import { readLiveSnapshot } from './publish/live-snapshot.ts';
import { publishDealer } from './publish/publish-dealer.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    ...publishCliOptions,
    tenant: { type: 'string', multiple: true },
    shard: { type: 'string' },
    jobs: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

try {
  const tenantsDir = resolve(values['tenants-dir']);
  const found = discoverTenants(tenantsDir, values.tenant);
  if (found.missing.length > 0) throw new Error(`no dealer folder for: ${found.missing.join(', ')}`);
  const slugs = selectShard(found.slugs, values.shard ? parseShard(values.shard) : undefined);
  console.log(`${slugs.length} dealer(s)${values.shard ? ` in shard ${values.shard}` : ''}: ${slugs.join(', ') || '(none)'}`);
  const jobs = parseJobs(values.jobs, defaultJobs({ cores: availableParallelism(), freeBytes: freemem() }));
  const failed: string[] = [];
  let published = 0;
  const items = slugs.map((slug) => ({ value: slug, bytes: dealerBuildBytes(tenantsDir, slug) }));
  // Never plan more memory than the machine has free now; one dealer always runs.
  await runPool(items, { jobs, memoryBytes: freemem() }, async (slug) => {
    // Concurrent dealers report as whole blocks, each when it finishes, never interleaved.
    const log = jobs > 1 ? bufferedLog() : undefined;
    const say = (line: string) => (log ?? console).log(line);
    const place = placeFor(values, slug);
    const fingerprint = buildFingerprint(ROOT, join(tenantsDir, slug));
    const live = await readLiveSnapshot(place).catch(() => undefined);
    if (!values.force && live?.fingerprint === fingerprint) {
      say(`✓ ${slug}: live build is up to date (${fingerprint})`);
      log?.flush();
      return;
    }
    say(`▶ ${slug}: ${live ? `inputs changed (${live.fingerprint} → ${fingerprint})` : 'never published'} → ${place.site.name}`);
    try {
      await publishDealer({
        slug,
        tenantsDir,
        place,
        now: parseNow(values.now),
        graceSeconds: number('grace-hours', values['grace-hours'], 0, 24 * 365) * 3600,
        log,
        cores: Math.max(1, Math.floor(availableParallelism() / Math.min(jobs, slugs.length))),
      });
      published += 1;
    } catch (error) {
      failed.push(slug);
      (log ?? console).error(`✗ ${slug}: ${error instanceof Error ? error.message : String(error)} (its live site is unchanged)`);
    }
    log?.flush();
  });
  console.log(`${published} published, ${slugs.length - published - failed.length} up to date, ${failed.length} failed`);
  await closeAstroWorkers();
  process.exit(failed.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
