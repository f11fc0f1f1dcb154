/**
 * npm run bench:interactions — input to next paint (Event Timing API, the measure behind INP) for the
 * interactions shoppers make most, on a mid-tier phone: 412×823 at DPR 1.75, touch, 4× CPU throttling
 * (CDP Emulation.setCPUThrottlingRate). Each interaction runs `--tries` times on a freshly loaded page;
 * the table prints the p75 and the worst try. Goal: p75 ≤ 100 ms each. A benchmark that
 * prints figures, never a timed test.
 *
 *   node scripts/bench/interactions.ts [--dist dist] [--tenant harbour-city-nissan] [--tries 10] [--only make,finance]
 *
 * A try's figure is the longest `event` entry (durationThreshold 16 ms) of the interaction; an
 * interaction whose events all finished under 16 ms counts as 16 ms (the API reports nothing shorter).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../find-chromium.ts';
import { createStaticServer } from '../preview/static-server.ts';
import { SCENARIOS, type Scenario } from './interaction-scenarios.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const THRESHOLD_MS = 16;
const GOAL_MS = 100;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    tenant: { type: 'string', default: 'harbour-city-nissan' },
    tries: { type: 'string', default: '10' },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.INTERACTIONS_PORT ?? '4870' },
  },
});

/** Collects Event Timing entries from the start of the page, readable as window.__events. */
function observeEvents(threshold: number): void {
  const store: Array<{ name: string; duration: number; startTime: number; interactionId: number }> = [];
  (window as unknown as { __events: typeof store }).__events = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      store.push({ name: entry.name, duration: entry.duration, startTime: entry.startTime, interactionId: entry.interactionId ?? 0 });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/** Runs the scenario's action and returns its longest event duration (ms). */
async function measure(page: Page, scenario: Scenario): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await scenario.act(page);
  // Event Timing entries are queued after the next paint; give the observer a moment to receive them.
  await page.waitForTimeout(600);
  const durations = await page.evaluate((from) => {
    const events = (window as unknown as { __events: Array<{ duration: number; startTime: number }> }).__events;
    return events.filter((e) => e.startTime >= from).map((e) => e.duration);
  }, since);
  return Math.max(THRESHOLD_MS, ...durations);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const root = join(resolve(values.dist), values.tenant);
  const bundlePath = join(ROOT, '.build', values.tenant, 'bundle.json');
  if (!existsSync(join(root, 'index.html')) || !existsSync(bundlePath)) {
    console.error(`${values.tenant} is not built in ${root}: node scripts/build-tenants.ts --tenant ${values.tenant} --out ${values.dist}`);
    process.exit(1);
  }
  const bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as Parameters<Scenario['url']>[0];
  const tries = Number(values.tries);
  const only = values.only?.split(',');
  const scenarios = SCENARIOS.filter((s) => !only || only.includes(s.id));

  const port = Number(values.port);
  const server = createStaticServer(root);
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] });
  const rows: Array<{ label: string; p75: number; worst: number; skipped?: string }> = [];
  try {
    for (const scenario of scenarios) {
      const path = scenario.url(bundle);
      if (!path) {
        rows.push({ label: scenario.label, p75: 0, worst: 0, skipped: 'no page for it on this dealer' });
        continue;
      }
      const figures: number[] = [];
      for (let i = 0; i < tries; i++) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await page.addInitScript(observeEvents, THRESHOLD_MS);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`http://127.0.0.1:${port}${path}`);
        await page.waitForLoadState('networkidle');
        await scenario.prepare(page);
        figures.push(await measure(page, scenario));
        await context.close();
      }
      const sorted = [...figures].sort((a, b) => a - b);
      rows.push({ label: scenario.label, p75: percentile(sorted, 0.75), worst: sorted.at(-1) ?? 0 });
      process.stdout.write(`  ${scenario.label}: ${sorted.map((d) => Math.round(d)).join(' ')}\n`);
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log(`\nbench:interactions — ${values.tenant}, 412×823 touch, 4× CPU throttling, p75 of ${tries} tries (input → next paint)\n`);
  console.log(`${'interaction'.padEnd(34)} ${'p75'.padStart(7)} ${'worst'.padStart(7)}  goal ≤ ${GOAL_MS} ms`);
  for (const row of rows) {
    if (row.skipped) console.log(`${row.label.padEnd(34)} ${'–'.padStart(7)} ${'–'.padStart(7)}  (${row.skipped})`);
    else
      console.log(
        `${row.label.padEnd(34)} ${`${Math.round(row.p75)} ms`.padStart(7)} ${`${Math.round(row.worst)} ms`.padStart(7)}  ${row.p75 <= GOAL_MS ? '✓' : '✗'}`,
      );
  }
  console.log(`\n(${THRESHOLD_MS} ms means every event of the interaction finished under the Event Timing threshold.)`);
}

await main();
