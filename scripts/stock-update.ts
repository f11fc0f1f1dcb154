/**
 * A stock change, from feed file to live site: validate (refusing a broken snapshot), rebuild the
 * dealer, report the change against the live snapshot, publish, update search. See docs/publishing.md.
 *
 *   npm run stock:update -- --tenant <slug> --from <stock.json | https://… | s3://…> [--target dir:<path> | s3://bucket/prefix]
 *                           [--state dir:<path> | s3://bucket/prefix] [--tenants-dir dir] [--grace-hours 24] [--max-invalid-share 0.2] [--now ISO]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closeAstroWorkers } from './build/astro-workers.ts';
import { discoverTenants } from './build/discover-tenants.ts';
import { fetchFeed } from './publish/fetch-feed.ts';
import { acceptanceRules, number, parseNow, placeFor, publishCliOptions } from './publish/cli-options.ts';
import { publishDealer, RefusedSnapshotError } from './publish/publish-dealer.ts';

const { values } = parseArgs({
  options: { ...publishCliOptions, tenant: { type: 'string' }, from: { type: 'string' }, 'max-invalid-share': { type: 'string' } },
});

try {
  if (!values.tenant || !values.from)
    throw new Error('Usage: npm run stock:update -- --tenant <slug> --from <stock.json> [--target dir:<path> | s3://bucket/prefix]');
  const tenantsDir = resolve(values['tenants-dir']);
  if (discoverTenants(tenantsDir, [values.tenant]).missing.length > 0) throw new Error(`no dealer folder ${tenantsDir}/${values.tenant} with a site.json`);
  const place = placeFor(values, values.tenant);
  console.log(`Stock update for ${values.tenant} from ${values.from} → ${place.site.name} (state: ${place.state.name})`);
  const from = await fetchFeed(values.from, resolve('.build/feeds'));
  const result = await publishDealer({
    slug: values.tenant,
    tenantsDir,
    place,
    from,
    now: parseNow(values.now),
    graceSeconds: number('grace-hours', values['grace-hours'], 0, 24 * 365) * 3600,
    rules: acceptanceRules(values['max-invalid-share']),
  });
  console.log(`✓ ${values.tenant} live in ${result.totalSeconds.toFixed(1)} s`);
} catch (error) {
  const refused = error instanceof RefusedSnapshotError;
  console.error(`✗ ${refused ? 'snapshot refused: ' : ''}${error instanceof Error ? error.message : String(error)}`);
  console.error('  The live site is unchanged.');
  await closeAstroWorkers();
  process.exit(refused ? 3 : 1);
}
// The build worker finishes its cache writes before the command ends.
await closeAstroWorkers();
