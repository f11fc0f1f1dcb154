/**
 * npm run bench:build — builds the largest demo dealer (2,000+ cars) from scratch and prints
 * vehicle pages per second and peak memory (RSS). Goal: ≤ 20 s and ≤ 1.5 GB on 2 cores.
 *   node scripts/bench/build.ts [--tenant slug] [--runs n]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildTenant } from '../build/build-tenant.ts';

const { values } = parseArgs({
  options: { tenant: { type: 'string', default: 'southern-cross-auto-group' }, runs: { type: 'string', default: '1' } },
});
const ROOT = resolve(import.meta.dirname, '../..');
const reports = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
const rssFile = join(reports, 'rss.txt');
const cpuFile = join(reports, 'cpu.txt');
process.env.FORECOURT_RSS_REPORT = rssFile;
// The Astro worker's CPU seconds for the dealer: steadier than wall time when other work shares the machine.
process.env.FORECOURT_CPU_REPORT = cpuFile;

const rows: string[] = [];
for (let run = 1; run <= Number(values.runs); run++) {
  writeFileSync(rssFile, '');
  writeFileSync(cpuFile, '');
  const out = mkdtempSync(join(tmpdir(), 'forecourt-bench-out-'));
  const result = await buildTenant({ slug: values.tenant, tenantsDir: join(ROOT, 'tenants'), outDir: out, quiet: true });
  if (!result.ok) throw new Error(`${values.tenant} failed to build`);
  const childPeakKb = Math.max(0, ...readFileSync(rssFile, 'utf8').split('\n').filter(Boolean).map(Number));
  const parentPeakKb = process.resourceUsage().maxRSS;
  const peakMb = Math.max(childPeakKb, parentPeakKb) / 1024;
  const workerCpu = readFileSync(cpuFile, 'utf8').trim();
  rows.push(
    `run ${run}: ${result.vehiclePages} vehicle pages, ${result.pages} pages in ${result.seconds.toFixed(1)} s → ` +
      `${(result.vehiclePages / result.seconds).toFixed(0)} vehicle pages/s, ${(result.pages / result.seconds).toFixed(0)} pages/s, ` +
      `peak RSS ${peakMb.toFixed(0)} MB (astro worker ${(childPeakKb / 1024).toFixed(0)} MB, orchestrator ${(parentPeakKb / 1024).toFixed(0)} MB), ` +
      `astro worker CPU ${workerCpu} s, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  rmSync(out, { recursive: true, force: true });
}
console.log(`\nbench:build — ${values.tenant}`);
for (const row of rows) console.log(`  ${row}`);
console.log('  goal: whole dealer ≤ 20 s and ≤ 1.5 GB peak RSS on this 2-core machine');
