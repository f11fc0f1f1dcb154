/**
 * npm run bench:scale -- [--dealers 10,50,200] [--jobs N] [--seed n] [--keep]
 *
 * For each N: generates N synthetic dealers with the seeded demo generator (synthetic-dealers.ts)
 * into a temporary tenants folder, builds them all with `build-tenants --jobs`, and prints the
 * per-dealer build time (min / median / max), the total wall time, the peak memory of the whole
 * build (orchestrator and every Astro child at once) and the projection for 500 dealers on 1, 10
 * and 20 runners of this machine's size. Per-dealer time should stay flat as N grows.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, freemem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { astroCacheDir } from '../build/astro-cache-dir.ts';
import { syntheticDealer, syntheticDealerFiles } from './synthetic-dealers.ts';
import { treeRssBytes } from './tree-rss.ts';
import { dealerTimes, projectRunners, summarise } from './scale-figures.ts';

const { values } = parseArgs({
  options: {
    dealers: { type: 'string', default: '10,50,200' },
    jobs: { type: 'string' },
    seed: { type: 'string', default: '20261125' },
    keep: { type: 'boolean', default: false },
  },
});
const ROOT = resolve(import.meta.dirname, '../..');
const counts = values.dealers.split(',').map(Number);
if (counts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--dealers: expected counts like 10,50,200, got "${values.dealers}"`);
const seed = Number(values.seed);

function writeDealers(tenantsDir: string, count: number): { cars: number; large: number; groups: number } {
  let cars = 0;
  let large = 0;
  let groups = 0;
  for (let i = 0; i < count; i++) {
    const dealer = syntheticDealer(i, seed);
    const output = syntheticDealerFiles(dealer.def);
    for (const [file, contents] of output.files) {
      const path = join(tenantsDir, dealer.def.slug, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, contents);
    }
    cars += output.cars;
    if (dealer.cars >= 1_500) large++;
    if (dealer.kind === 'group') groups++;
  }
  return { cars, large, groups };
}

/** Runs build-tenants as its own process, sampling the memory of its whole process tree. */
function buildAll(tenantsDir: string, outDir: string): Promise<{ code: number; stdout: string; seconds: number; peakBytes: number }> {
  const args = [
    join(ROOT, 'scripts/build-tenants.ts'),
    '--tenants-dir',
    tenantsDir,
    '--out',
    outDir,
    '--quiet',
    ...(values.jobs ? ['--jobs', values.jobs] : []),
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let peakBytes = 0;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', () => {});
  const sampler = setInterval(() => {
    if (child.pid) peakBytes = Math.max(peakBytes, treeRssBytes(child.pid));
  }, 250);
  return new Promise((done) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      done({ code: code ?? 1, stdout, seconds: (performance.now() - started) / 1000, peakBytes });
    });
  });
}

console.log(`bench:scale — ${availableParallelism()} cores, ${(freemem() / 2 ** 30).toFixed(1)} GB free, jobs ${values.jobs ?? 'default'}, seed ${seed}`);
for (const count of counts) {
  const work = mkdtempSync(join(tmpdir(), `forecourt-scale-${count}-`));
  const tenantsDir = join(work, 'tenants');
  const generated = writeDealers(tenantsDir, count);
  console.log(`\nN = ${count}: ${generated.cars} cars (${generated.large} large dealers, ${generated.groups} groups) in ${tenantsDir}`);
  const run = await buildAll(tenantsDir, join(work, 'out'));
  const times = dealerTimes(run.stdout);
  const failed = times.filter((t) => !t.ok).length;
  const stats = summarise(times.filter((t) => t.ok).map((t) => t.seconds));
  console.log(`  ${times.length - failed} built, ${failed} failed (exit ${run.code}) · ${run.stdout.match(/\((\d+) at a time\)/)?.[1] ?? 1} at a time`);
  console.log(`  per dealer: min ${stats.min.toFixed(1)} s · median ${stats.median.toFixed(1)} s · max ${stats.max.toFixed(1)} s`);
  console.log(
    `  total wall time ${run.seconds.toFixed(1)} s (${(run.seconds / count).toFixed(2)} s per dealer) · peak memory ${(run.peakBytes / 2 ** 20).toFixed(0)} MB (all processes)`,
  );
  for (const p of projectRunners(run.seconds / count, 500, [1, 10, 20])) {
    console.log(`  projection: 500 dealers on ${String(p.runners).padStart(2)} runner(s) ≈ ${(p.seconds / 60).toFixed(1)} min`);
  }
  if (values.keep) console.log(`  kept: ${work}`);
  else {
    rmSync(work, { recursive: true, force: true });
    // The build's work folders (bundle, Astro log, content cache) of these throw-away dealers.
    for (let i = 0; i < count; i++) {
      const slug = syntheticDealer(i, seed).def.slug;
      for (const dir of [join(ROOT, '.build', slug), astroCacheDir(join(tenantsDir, slug))]) rmSync(dir, { recursive: true, force: true });
    }
  }
}
console.log(
  '\ngoal: 500 dealers in ≤ 10 min on 10 runners; per-dealer time flat as N grows. Timings are wall clock on this machine: load from other work inflates them.',
);
