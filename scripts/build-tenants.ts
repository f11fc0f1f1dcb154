/**
 * Builds every dealer folder into <out>/<slug>/, one static Astro site each.
 * A dealer is built into a staging folder and swapped in only on success, so a failed
 * dealer keeps its previous output and never publishes half a site.
 *
 *   node scripts/build-tenants.ts [--tenant slug]... [--tenants-dir dir] [--out dir] [--now ISO] [--shard K/N] [--jobs N] [--render-threads N] [--allow-private-hosts]
 *
 * --jobs N builds N dealers at once (default: one per core, as many as the free memory holds).
 * --render-threads N renders each dealer's pages on N threads (default: the cores the dealers built
 * at once leave each, for dealers of 500 vehicle pages or more; smaller ones use one).
 * --allow-private-hosts lets a dealer's platform API / search host be loopback or private (a local test
 * build; a draft always may): without it such a dealer fails (src/security/live-hosts.ts).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { availableParallelism, freemem } from 'node:os';
import { closeAstroWorkers } from './build/astro-workers.ts';
import { buildTenant, type TenantBuildResult } from './build/build-tenant.ts';
import { discoverTenants } from './build/discover-tenants.ts';
import { parseShard, selectShard } from './build/shard.ts';
import { dealerBuildBytes, defaultJobs, parseJobs, runPool } from './build/jobs.ts';
import { bufferedLog } from './build/buffered-log.ts';
import { folderLabel, refusedNewcomers } from './build/dealer-identities.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    'tenants-dir': { type: 'string', default: 'tenants' },
    out: { type: 'string', default: 'dist' },
    now: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    shard: { type: 'string' },
    jobs: { type: 'string' },
    'render-threads': { type: 'string' },
    // The operator's opt-in for a local test build: loopback/private API and search hosts (src/security/live-hosts.ts).
    'allow-private-hosts': { type: 'boolean', default: false },
  },
});

const tenantsDir = resolve(values['tenants-dir']);
const outDir = resolve(values.out);
const now = values.now ? new Date(values.now) : undefined;
if (now && Number.isNaN(now.getTime())) {
  console.error(`--now: expected an ISO date like 2026-11-21T00:00:00+10:00, got "${values.now}"`);
  process.exit(2);
}

// --shard K/N: this runner's part of the dealers (scripts/build/shard.ts); an empty part is not an error.
const shard = values.shard ? parseShard(values.shard) : undefined;
const found = discoverTenants(tenantsDir, values.tenant);
const discovered = { ...found, slugs: selectShard(found.slugs, shard) };
for (const missing of discovered.missing) console.error(`✗ ${missing}: no folder ${tenantsDir}/${missing} with a site.json`);
if (found.slugs.length === 0) {
  console.error(`No dealer folders found in ${tenantsDir} (a dealer is a folder holding site.json).`);
  process.exit(1);
}

let jobs: number;
try {
  jobs = parseJobs(values.jobs, defaultJobs({ cores: availableParallelism(), freeBytes: freemem() }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
// Never plan more memory than the machine has free now (other processes included).
const memoryBytes = freemem();

const atOnce = Math.min(jobs, discovered.slugs.length);
// The cores each dealer may render on: what the dealers built at once leave it; --render-threads fixes the count.
const cores = Math.max(1, Math.floor(availableParallelism() / atOnce));
let renderThreads: number | undefined;
try {
  renderThreads = values['render-threads'] === undefined ? undefined : parseJobs(values['render-threads'], 1);
} catch (error) {
  console.error((error as Error).message.replace('--jobs', '--render-threads').replace('dealers', 'threads'));
  process.exit(2);
}
console.log(`Building ${discovered.slugs.length} dealer(s) from ${tenantsDir} into ${outDir}${atOnce > 1 ? ` (${atOnce} at a time)` : ''}`);
const started = performance.now();
const bySlug = new Map<string, TenantBuildResult>();
// A folder claiming a dealer (id, slug or origin) another folder had first fails; the first builds as usual.
const newcomers = refusedNewcomers(tenantsDir);
for (const slug of discovered.slugs) {
  const clashes = newcomers.get(folderLabel(tenantsDir, slug));
  if (!clashes) continue;
  console.error(`\n▶ ${slug}\n${clashes.map((clash) => `  ✗ ${clash.message}`).join('\n')}\n  ✗ ${slug} not built. Its previous output, if any, is unchanged.`);
  bySlug.set(slug, { slug, ok: false, pages: 0, vehiclePages: 0, skipped: 0, seconds: 0 });
}
const toBuild = discovered.slugs.filter((slug) => !bySlug.has(slug)).map((slug) => ({ value: slug, bytes: dealerBuildBytes(tenantsDir, slug) }));
await runPool(toBuild, { jobs, memoryBytes }, async (slug) => {
  // Concurrent dealers report as whole blocks, each when it finishes, never interleaved.
  const log = jobs > 1 ? bufferedLog() : undefined;
  const result = await buildTenant({
    slug,
    tenantsDir,
    outDir,
    now,
    quiet: values.quiet,
    log,
    cores,
    renderThreads,
    allowPrivateHosts: values['allow-private-hosts'],
  });
  log?.flush();
  bySlug.set(slug, result);
});
const results = discovered.slugs.flatMap((slug) => bySlug.get(slug) ?? []);

const failed = results.filter((r) => !r.ok);
console.log('\nSummary');
for (const r of results) {
  const figures = r.ok ? `${r.pages} pages, ${r.vehiclePages} vehicle pages, ${r.skipped} records skipped` : 'FAILED (previous output kept)';
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.slug.padEnd(32)} ${figures}  ${r.seconds.toFixed(1)} s`);
}
console.log(`${results.length - failed.length} built, ${failed.length} failed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// The build workers finish their cache writes and end before this process does.
await closeAstroWorkers();
process.exit(failed.length > 0 || discovered.missing.length > 0 ? 1 : 0);
