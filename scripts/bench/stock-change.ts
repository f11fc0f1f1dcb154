/**
 * npm run bench:stock-change — a stock change in the 2,000-car demo dealer, from feed to searchable:
 * 10 cars added, 10 sold, 50 re-priced → validated, rebuilt, published to a directory target, and
 * checked in the published embedded search snapshot. Prints each phase and the total. Goal: < 60 s.
 *
 *   node scripts/bench/stock-change.ts [--tenant slug] [--keep]
 *
 * Works on a copy of the dealer folder (the demo dealer is never modified). The live site it
 * changes is published first, untimed: the figure is the change alone, as CI would run it.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { decodeStockSnapshot } from '../../src/search/stock-snapshot.ts';
import { publishDealer } from '../publish/publish-dealer.ts';
import { simulateStockChange } from '../publish/simulate-stock-change.ts';
import { directoryTarget } from '../publish/targets/directory-target.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string', default: 'southern-cross-auto-group' }, keep: { type: 'boolean', default: false } } });
const ROOT = resolve(import.meta.dirname, '../..');
const slug = values.tenant;
const work = join(ROOT, '.build', `bench-stock-change-${process.pid}`);
const tenantsDir = join(work, 'tenants');
mkdirSync(tenantsDir, { recursive: true });
cpSync(join(ROOT, 'tenants', slug), join(tenantsDir, slug), { recursive: true });
const place = { site: directoryTarget(join(work, 'live')), state: directoryTarget(join(work, 'state')) };

try {
  const original = JSON.parse(readFileSync(join(tenantsDir, slug, 'data/stock.json'), 'utf8')) as { generated_at?: string; vehicles: unknown[] };
  console.log(`Publishing the live ${slug} site first (${original.vehicles.length} cars, untimed)…`);
  await publishDealer({
    slug,
    tenantsDir,
    place,
    from: join(ROOT, 'tenants', slug, 'data/stock.json'),
    log: { log: () => {}, warn: () => {}, error: console.error },
  });

  // One hour after the feed's clock, as the next feed would be.
  const now = new Date(Date.parse(original.generated_at ?? new Date().toISOString()) + 3600_000);
  // Change cars shoppers can find (listed in the live search snapshot), so every change is visible.
  const listed = new Set(decodeStockSnapshot(JSON.parse(readFileSync(join(work, 'live/search-index.json'), 'utf8'))).map((d) => d.id));
  const change = simulateStockChange(original, { add: 10, sell: 10, reprice: 50 }, now, undefined, (v) => listed.has(Number(v['id'])));
  const feed = join(work, 'feed.json');
  writeFileSync(feed, JSON.stringify(change.stock));
  console.log(`\nStock change: ${change.added.length} added, ${change.sold.length} sold, ${change.repriced.length} re-priced`);
  const result = await publishDealer({ slug, tenantsDir, place, from: feed });

  // Searchable: the published embedded-engine snapshot holds the new cars, the sold ones and the new prices.
  const published = decodeStockSnapshot(JSON.parse(readFileSync(join(work, 'live/search-index.json'), 'utf8')));
  const byId = new Map(published.map((d) => [d.id, d]));
  const missing = change.added.filter((v) => !byId.has(Number(v['id'])));
  const wrongPrice = change.repriced.filter((v) => byId.get(Number(v['id']))?.price !== v['price']);
  const notSold = change.sold.filter((v) => byId.has(Number(v['id'])) && byId.get(Number(v['id']))?.status !== 'sold');
  if (missing.length + wrongPrice.length + notSold.length > 0) {
    throw new Error(`published search snapshot is wrong: ${missing.length} new cars missing, ${wrongPrice.length} old prices, ${notSold.length} not sold`);
  }
  console.log(
    `\nsearchable: ${published.length} cars in the published snapshot, all ${change.added.length} new cars found, ${change.repriced.length} new prices, ${change.sold.length} sold`,
  );
  console.log('phases: ' + result.phases.map((p) => `${p.name} ${p.seconds.toFixed(1)} s`).join(' · '));
  console.log(`total: ${result.totalSeconds.toFixed(1)} s from feed file to published and searchable (goal < 60 s)`);
} finally {
  if (!values.keep) rmSync(work, { recursive: true, force: true });
}
