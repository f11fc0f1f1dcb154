/**
 * For tests/e2e/stock-change.spec.ts: publishes the mini-motors fixture dealer to a directory target,
 * then a stock change (one car sold, one re-priced, one new "Mazda MX-5 Roadster") through the same
 * pipeline as `npm run stock:update`, and writes what changed to <work>/change.json.
 *
 *   node scripts/test/prepare-stock-change-site.ts [<work dir>]   (default .build/e2e-stock)
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publishDealer } from '../publish/publish-dealer.ts';
import { simulateStockChange } from '../publish/simulate-stock-change.ts';
import { directoryTarget } from '../publish/targets/directory-target.ts';
import { closeAstroWorkers } from '../build/astro-workers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const work = resolve(process.argv[2] ?? join(ROOT, '.build/e2e-stock'));
rmSync(work, { recursive: true, force: true });
const tenantsDir = join(work, 'tenants');
mkdirSync(tenantsDir, { recursive: true });
cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), join(tenantsDir, 'mini-motors'), { recursive: true });
// The public site shoppers get, and the private state the publish step keeps apart from it.
const place = { site: directoryTarget(join(work, 'live')), state: directoryTarget(join(work, 'state/mini-motors')) };
const original = JSON.parse(readFileSync(join(tenantsDir, 'mini-motors/data/stock.json'), 'utf8')) as { vehicles: unknown[] };

const first = join(work, 'feed-1.json');
writeFileSync(first, JSON.stringify(original));
await publishDealer({ slug: 'mini-motors', tenantsDir, place, from: first });

const change = simulateStockChange(original, { add: 1, sell: 1, reprice: 1 }, new Date('2026-11-21T02:00:00Z'), (car) => ({
  ...car,
  model: 'MX-5',
  badge: 'Roadster',
  name: '2024 Mazda MX-5 Roadster',
}));
const second = join(work, 'feed-2.json');
writeFileSync(second, JSON.stringify(change.stock));
await publishDealer({ slug: 'mini-motors', tenantsDir, place, from: second });

const pick = (v: Record<string, unknown>) => ({ slug: String(v['slug']), name: String(v['name']), price: Number(v['price']) });
writeFileSync(
  join(work, 'change.json'),
  JSON.stringify(
    {
      siteDir: join(work, 'live'),
      stateDir: join(work, 'state'),
      added: pick(change.added[0]!),
      sold: pick(change.sold[0]!),
      repriced: pick(change.repriced[0]!),
    },
    null,
    2,
  ),
);
// The build worker finishes its cache writes before this script ends.
await closeAstroWorkers();
