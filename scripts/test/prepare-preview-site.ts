/**
 * For tests/e2e/preview.spec.ts: publishes the mini-motors fixture dealer (the live build), edits the
 * dealer's folder as a dealer would (a new phone number, a car re-priced, a car added, one removed),
 * then runs `npm run preview` (no server) into its own folder. Writes <work>/preview.json.
 *
 *   node scripts/test/prepare-preview-site.ts [<work dir>]   (default .build/e2e-preview)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { publishDealer } from '../publish/publish-dealer.ts';
import { directoryTarget } from '../publish/targets/directory-target.ts';
import { closeAstroWorkers } from '../build/astro-workers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const work = resolve(process.argv[2] ?? join(ROOT, '.build/e2e-preview'));
rmSync(work, { recursive: true, force: true });
const tenantsDir = join(work, 'tenants');
const folder = join(tenantsDir, 'mini-motors');
mkdirSync(tenantsDir, { recursive: true });
cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), folder, { recursive: true });
const liveDir = join(work, 'live');
const stateDir = join(work, 'state');
await publishDealer({ slug: 'mini-motors', tenantsDir, place: { site: directoryTarget(liveDir), state: directoryTarget(join(stateDir, 'mini-motors')) } });

const liveHash = () =>
  createHash('sha256')
    .update(execFileSync('find', [liveDir, '-type', 'f', '-exec', 'sha256sum', '{}', '+']).toString().split('\n').sort().join('\n'))
    .digest('hex');
const before = liveHash();

const site = JSON.parse(readFileSync(join(folder, 'site.json'), 'utf8')) as Record<string, unknown>;
writeFileSync(join(folder, 'site.json'), JSON.stringify({ ...site, phone: '07 3999 0000' }, null, 2));
const stock = JSON.parse(readFileSync(join(folder, 'data/stock.json'), 'utf8')) as { vehicles: Array<Record<string, unknown>> };
const repriced = stock.vehicles.find((v) => v['id'] === 3)!;
const removed = stock.vehicles.find((v) => v['id'] === 4)!;
repriced['price'] = 29990;
const added = { ...stock.vehicles.find((v) => v['id'] === 6)!, id: 77, slug: '2025-mazda-mx-5-gt', name: '2025 Mazda MX-5 GT', model: 'MX-5', badge: 'GT' };
stock.vehicles = [...stock.vehicles.filter((v) => v !== removed), added];
writeFileSync(join(folder, 'data/stock.json'), JSON.stringify(stock, null, 2));

execFileSync(
  process.execPath,
  [
    'scripts/preview.ts',
    '--tenant',
    'mini-motors',
    '--tenants-dir',
    tenantsDir,
    '--live',
    `dir:${liveDir}`,
    '--live-state',
    `dir:${stateDir}/{slug}`,
    '--out',
    join(work, 'draft'),
    '--no-serve',
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
writeFileSync(
  join(work, 'preview.json'),
  JSON.stringify(
    {
      draftDir: join(work, 'draft/mini-motors'),
      liveUnchanged: liveHash() === before,
      repriced: repriced['slug'],
      removed: removed['name'],
      added: added.slug,
    },
    null,
    2,
  ),
);
// The build worker finishes its cache writes before this script ends.
await closeAstroWorkers();
