/**
 * Rebuilds and publishes only the dealers whose inputs or the shared code changed since their live
 * build: the fingerprint `npm start` uses (scripts/preview/fingerprint.ts) against the one recorded in
 * the target's `_forecourt/snapshot.json`. With --shard K/N, only this runner's part of the dealers.
 * What the push-to-main workflow runs.
 *
 *   npm run publish:changed -- --target 's3://bucket/{slug}' [--shard K/N] [--tenant slug]... [--force]
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverTenants } from './build/discover-tenants.ts';
import { parseShard, selectShard } from './build/shard.ts';
import { buildFingerprint } from './preview/fingerprint.ts';
import { number, parseNow, publishCliOptions, targetFor } from './publish/cli-options.ts';
import { readLiveSnapshot } from './publish/live-snapshot.ts';
import { publishDealer } from './publish/publish-dealer.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { ...publishCliOptions, tenant: { type: 'string', multiple: true }, shard: { type: 'string' }, force: { type: 'boolean', default: false } },
});

try {
  const tenantsDir = resolve(values['tenants-dir']);
  const found = discoverTenants(tenantsDir, values.tenant);
  if (found.missing.length > 0) throw new Error(`no dealer folder for: ${found.missing.join(', ')}`);
  const slugs = selectShard(found.slugs, values.shard ? parseShard(values.shard) : undefined);
  console.log(`${slugs.length} dealer(s)${values.shard ? ` in shard ${values.shard}` : ''}: ${slugs.join(', ') || '(none)'}`);
  const failed: string[] = [];
  let published = 0;
  for (const slug of slugs) {
    const target = targetFor(values.target, slug);
    const fingerprint = buildFingerprint(ROOT, join(tenantsDir, slug));
    const live = await readLiveSnapshot(target).catch(() => undefined);
    if (!values.force && live?.fingerprint === fingerprint) {
      console.log(`✓ ${slug}: live build is up to date (${fingerprint})`);
      continue;
    }
    console.log(`▶ ${slug}: ${live ? `inputs changed (${live.fingerprint} → ${fingerprint})` : 'never published'} → ${target.name}`);
    try {
      await publishDealer({ slug, tenantsDir, target, now: parseNow(values.now), graceSeconds: number('grace-hours', values['grace-hours'], 0, 24 * 365) * 3600 });
      published += 1;
    } catch (error) {
      failed.push(slug);
      console.error(`✗ ${slug}: ${error instanceof Error ? error.message : String(error)} (its live site is unchanged)`);
    }
  }
  console.log(`${published} published, ${slugs.length - published - failed.length} up to date, ${failed.length} failed`);
  process.exit(failed.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
