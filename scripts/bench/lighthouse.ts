/**
 * npm run bench:lighthouse — Lighthouse (mobile, the default config) on every page type of each built
 * demo dealer (see PAGE_KINDS), printing the four scores; with --runs N, each page runs N times and the
 * median of each score is printed (single runs swing by a few points on a shared machine).
 * Goal (docs/performance.md, "Benchmarks"): median performance ≥ 99, accessibility 100, best practices 100, SEO 100.
 *
 *   node scripts/bench/lighthouse.ts [--tenant slug]... [--pages home,search,vehicle,...] [--path /cars/x]...
 *                                     [--runs 3] [--dist dist] [--details] [--assert]
 * --path measures those paths (on each chosen dealer) instead of the standard pages; --details prints the
 * metrics behind the performance score and each failed audit; --assert exits 1 when a page misses the goal.
 *
 * Chromium is Debian's (or CHROMIUM_PATH), started here with a remote-debugging port the way
 * chrome-launcher does it. The dealers are served from dist/ by the preview's static server, as the CDN
 * serves them: text compressed (uncompressed alone costs a vehicle page several points on a throttled
 * mobile run), with the site's `_headers` (CSP, cache classes). Lighthouse never scrolls or taps, and
 * the pages call the platform API only after the visitor does, so no API is needed; a page that called
 * it anyway would show up as console errors.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '../find-chromium.ts';
import { builtSites } from '../preview/serve-built.ts';
import { startPlatformApi } from '../preview/platform-api.ts';
import { createStaticServer } from '../preview/static-server.ts';
import { PAGE_KINDS, pagesOf, type PageKind } from './pages/sample-pages.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BASE_PORT = Number(process.env.LIGHTHOUSE_BASE_PORT ?? 4800);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
const LIGHTHOUSE_VERSION = '13.5.0';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 };
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { score: number | null; displayValue?: string; title: string }>;
    runtimeError?: { message: string };
  };
}
/** Printed with --details: the metrics behind the performance score, and every failed audit. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    pages: { type: 'string', default: PAGE_KINDS.join(',') },
    assert: { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    path: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    dist: { type: 'string', default: 'dist' },
  },
});

async function loadLighthouse(): Promise<RunLighthouse> {
  // LIGHTHOUSE_MODULE may point at an install outside the project (e.g. /tmp/lh/node_modules/lighthouse/core/index.js).
  const name = process.env.LIGHTHOUSE_MODULE ?? 'lighthouse';
  try {
    const module = (await import(name)) as { default: RunLighthouse };
    return module.default;
  } catch {
    console.error(
      `Lighthouse is not installed, so bench:lighthouse cannot run yet.\n` +
        `Add it as a dev dependency:  npm install --save-dev lighthouse@${LIGHTHOUSE_VERSION}\n` +
        `(the registry's current version; it needs Node >= 22.19, the project runs Node 26).`,
    );
    process.exit(2);
  }
}

async function responds(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url: string, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await responds(url)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up at ${url}`);
}

function launchChromium(): { process: ChildProcess; profile: string } {
  const binary = findChromium();
  if (!binary) {
    console.error('No Chromium found: install Debian chromium (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  const profile = mkdtempSync(join(tmpdir(), 'forecourt-lighthouse-'));
  const child = spawn(
    binary,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  return { process: child, profile };
}

function printDetails(result: LighthouseResult): void {
  const audits = result.lhr.audits;
  console.log(`  ${METRICS.map((id) => `${id.replace(/-/g, ' ')}: ${audits[id]?.displayValue ?? '–'}`).join(' · ')}`);
  for (const id of ['bootup-time', 'mainthread-work-breakdown']) {
    const items = (audits[id] as { details?: { items?: Array<Record<string, unknown>> } } | undefined)?.details?.items ?? [];
    const top = items.slice(0, 5).map(
      (item) =>
        `${String(item.url ?? item.groupLabel ?? item.group)
          .split('/')
          .pop()} ${Math.round(Number(item.total ?? item.duration ?? 0))} ms`,
    );
    if (top.length > 0) console.log(`  ${id}: ${top.join(', ')}`);
  }
  for (const [id, audit] of Object.entries(audits)) {
    if (audit.score !== null && audit.score < 0.9 && !METRICS.includes(id))
      console.log(`  ✗ ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
}

/** The median of the runs' scores (null when no run scored). */
function median(values: Array<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => v != null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const score = (value: number | null | undefined) => (value == null ? '  –' : String(Math.round(value * 100)).padStart(3));

async function main(): Promise<void> {
  const runLighthouse = await loadLighthouse();
  const kinds = values.pages.split(',').filter((k): k is PageKind => (PAGE_KINDS as readonly string[]).includes(k));
  const runs = Math.max(1, Number(values.runs));
  const all = builtSites(resolve(values.dist), BASE_PORT).filter((site) => existsSync(join(ROOT, 'tenants', site.slug, 'site.json')));
  const sites = values.tenant?.length ? all.filter((site) => values.tenant!.includes(site.slug)) : all;
  if (sites.length === 0) {
    console.error('No built demo dealers in dist/: build them first (npm run build).');
    process.exit(1);
  }

  // The reference platform API the demo dealers point at, so pages that call it (forms' test-drive
  // availability, …) measure as a shopper sees them; a throwaway database per run.
  // One already running on the port (an engineer's preview or e2e run) is used as it is.
  const apiPort = Number(process.env.PLATFORM_API_PORT ?? 8787);
  const api = (await responds(`http://127.0.0.1:${apiPort}/api/health`))
    ? { close: async () => {} }
    : await startPlatformApi({
        tenantsDir: join(ROOT, 'tenants'),
        dealers: sites.map(({ slug, port }) => ({ slug, port })),
        port: apiPort,
        dbPath: join(mkdtempSync(join(tmpdir(), 'forecourt-lh-api-')), 'platform.sqlite'),
      });

  const servers: Server[] = [];
  for (const site of sites) {
    const server = createStaticServer(site.root, { apiOrigin: `http://127.0.0.1:${apiPort}` });
    await new Promise<void>((ready, fail) => server.once('error', fail).listen(site.port, '127.0.0.1', ready));
    servers.push(server);
  }

  const chromium = launchChromium();
  const failures: string[] = [];
  try {
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 'Chromium');
    console.log(`\nbench:lighthouse — mobile, Lighthouse ${LIGHTHOUSE_VERSION}${runs > 1 ? `, median of ${runs} runs` : ''}\n`);
    console.log(`${'dealer'.padEnd(28)} ${'page'.padEnd(17)} perf a11y  bp  seo  url${runs > 1 ? '  (performance of each run)' : ''}`);
    for (const site of sites) {
      const pages = values.path?.length ? values.path.map((path) => ({ kind: 'path', path })) : pagesOf(site.slug, site.root, kinds);
      for (const page of pages) {
        const url = `http://127.0.0.1:${site.port}${page.path}`;
        const results: LighthouseResult[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await runLighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
          if (result) results.push(result);
          if (result?.lhr.runtimeError) console.log(`  runtime error: ${result.lhr.runtimeError.message}`);
        }
        const scores = CATEGORIES.map((c) => median(results.map((r) => r.lhr.categories[c]?.score)));
        const perRun = runs > 1 ? `  (${results.map((r) => score(r.lhr.categories.performance?.score).trim()).join(', ')})` : '';
        console.log(`${site.slug.padEnd(28)} ${page.kind.padEnd(17)} ${scores.map(score).join('  ')}  ${page.path}${perRun}`);
        const typical = results.find((r) => r.lhr.categories.performance?.score === scores[0]) ?? results[0];
        if (values.details && typical) printDetails(typical);
        CATEGORIES.forEach((category, i) => {
          const value = scores[i];
          if (value == null || Math.round(value * 100) < GOALS[category])
            failures.push(`${site.slug} ${page.kind} ${category} ${score(value).trim()} < ${GOALS[category]}`);
        });
      }
    }
  } finally {
    const exited = new Promise((done) => chromium.process.once('exit', done));
    chromium.process.kill();
    await exited;
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    for (const server of servers) server.close();
    await api.close();
  }
  console.log(`\ngoal: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices ${GOALS['best-practices']}, SEO ${GOALS.seo}`);
  if (failures.length > 0) {
    console.log(`below goal:\n  ${failures.join('\n  ')}`);
    if (values.assert) process.exitCode = 1;
  } else console.log('all pages meet the goal');
}

await main();
