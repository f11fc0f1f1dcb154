/**
 * npm run bench:build — builds the largest demo dealer (2,000+ cars) from scratch, and in the same run a
 * bare Astro site with the same number of pages of the same mean size (scripts/bench/bare-astro-site.ts),
 * each as a whole process (`build-tenants.ts`, `astro build`), and prints both and their ratio, with the
 * CPU seconds of each process tree and per 1,000 pages. Runs alternate (dealer, bare, bare, dealer, …) so
 * a drift in the shared machine's speed weighs on both. Goal: dealer ≤ 2.0× the bare site's wall time.
 *
 *   node scripts/bench/build.ts [--tenant slug] [--runs n]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { isSimilarCardFile } from '../../src/domain/similar-card-path.ts';
import { writeBareAstroSite } from './bare-astro-site.ts';
import { timedRun, type TimedRun } from './child-cpu.ts';

const { values } = parseArgs({
  options: { tenant: { type: 'string', default: 'southern-cross-auto-group' }, runs: { type: 'string', default: '1' } },
});
const ROOT = resolve(import.meta.dirname, '../..');
const runs = Math.max(1, Number(values.runs) || 1);
const reports = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
const rssFile = join(reports, 'rss.txt');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORECOURT_RSS_REPORT: rssFile };

function htmlPages(dir: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // Pages only: similar cars' card files are fragments of ~2 KB, and counting them would give the bare site more, smaller pages.
    if (!entry.isFile() || !entry.name.endsWith('.html') || isSimilarCardFile(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))) continue;
    count++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

interface Figures {
  run: TimedRun;
  pages: number;
  meanBytes: number;
  peakMb?: number;
}

function buildDealer(): Figures {
  writeFileSync(rssFile, '');
  const out = mkdtempSync(join(tmpdir(), 'forecourt-bench-out-'));
  try {
    const run = timedRun(process.execPath, ['scripts/build-tenants.ts', '--tenant', values.tenant, '--out', out, '--quiet'], { cwd: ROOT, env });
    const pages = htmlPages(join(out, values.tenant));
    const peakKb = Math.max(0, ...readFileSync(rssFile, 'utf8').split('\n').filter(Boolean).map(Number));
    return { run, pages: pages.count, meanBytes: pages.bytes / pages.count, peakMb: peakKb / 1024 };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const bareRoot = join(ROOT, '.build', `bench-bare-astro-${process.pid}`);
function buildBare(): Figures {
  rmSync(join(bareRoot, 'dist'), { recursive: true, force: true });
  const run = timedRun(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', bareRoot, '--silent'], { cwd: bareRoot, env });
  const pages = htmlPages(join(bareRoot, 'dist'));
  return { run, pages: pages.count, meanBytes: pages.bytes / pages.count };
}

const seconds = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(1));
const perThousand = (figures: Figures) => (figures.run.cpuSeconds === undefined ? '?' : ((figures.run.cpuSeconds / figures.pages) * 1000).toFixed(2));
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const rows: string[] = [];
const ratios: { wall: number; cpu?: number }[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const load = loadavg()[0]!;
    let dealer: Figures;
    let bare: Figures;
    // The first run needs the dealer's figures to size the bare site; later runs alternate the order.
    if (run === 1 || run % 2 === 0) {
      dealer = buildDealer();
      if (run === 1) writeBareAstroSite(bareRoot, dealer.pages, dealer.meanBytes);
      bare = buildBare();
    } else {
      bare = buildBare();
      dealer = buildDealer();
    }
    const ratio = {
      wall: dealer.run.wallSeconds / bare.run.wallSeconds,
      cpu: dealer.run.cpuSeconds && bare.run.cpuSeconds && dealer.run.cpuSeconds / bare.run.cpuSeconds,
    };
    ratios.push(ratio);
    rows.push(
      `run ${run} (load average ${load.toFixed(1)}): dealer ${dealer.pages} pages of ${(dealer.meanBytes / 1024).toFixed(0)} KB in ${seconds(dealer.run.wallSeconds)} s, ` +
        `CPU ${seconds(dealer.run.cpuSeconds)} s (${perThousand(dealer)} s per 1,000 pages), peak RSS ${dealer.peakMb?.toFixed(0)} MB · ` +
        `bare Astro ${bare.pages} pages of ${(bare.meanBytes / 1024).toFixed(0)} KB in ${seconds(bare.run.wallSeconds)} s, CPU ${seconds(bare.run.cpuSeconds)} s ` +
        `(${perThousand(bare)} s per 1,000 pages) · ratio ${ratio.wall.toFixed(2)}× wall, ${ratio.cpu ? ratio.cpu.toFixed(2) : '?'}× CPU`,
    );
  }
} finally {
  rmSync(bareRoot, { recursive: true, force: true });
  rmSync(reports, { recursive: true, force: true });
}
console.log(`\nbench:build — ${values.tenant} against a bare Astro site of the same page count and page size`);
for (const row of rows) console.log(`  ${row}`);
const cpuRatios = ratios.flatMap((r) => (r.cpu ? [r.cpu] : []));
console.log(
  `  median ratio: ${median(ratios.map((r) => r.wall)).toFixed(2)}× wall${cpuRatios.length ? `, ${median(cpuRatios).toFixed(2)}× CPU` : ''} — goal ≤ 2.0× wall; peak RSS goal ≤ 1.5 GB`,
);
