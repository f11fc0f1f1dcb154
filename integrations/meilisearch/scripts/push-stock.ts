/**
 * Pushes a dealer's stock (tenants/<slug>/data/stock.json, `{ "vehicles": [...] }`) to a Meilisearch index.
 * Documents are added or replaced by id; with --prune, documents no longer in the file are deleted.
 * The index is the dealer's (forecourt-<website id>-vehicles) unless the operator names one with --index.
 *
 *   MEILISEARCH_HOST=… MEILISEARCH_ADMIN_KEY=… node integrations/meilisearch/scripts/push-stock.ts <slug> [--index uid] [--tenants dir] [--prune]
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { problemToString } from '../../../src/config/config-error.ts';
import { toStockDocument } from '../../../src/search/stock-document.ts';
import { recordProblemToString } from '../../../src/tenant/data-problems.ts';
import { prepareTenant } from '../../../scripts/build/prepare-tenant.ts';
import { VEHICLE_PRIMARY_KEY } from '../index-settings.ts';
import { adminClientFromEnv, assertTaskSucceeded, indexUidOfDealer, runScript, TASK_WAIT } from './admin-client.ts';

export async function readStockFile(path: string): Promise<Array<Record<string, unknown>>> {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  const vehicles = (parsed as { vehicles?: unknown } | null)?.vehicles;
  if (!Array.isArray(vehicles)) throw new Error(`${path}: expected an object with a "vehicles" array.`);
  vehicles.forEach((vehicle, i) => {
    if (typeof vehicle !== 'object' || vehicle === null || !(VEHICLE_PRIMARY_KEY in vehicle)) {
      throw new Error(`${path}: vehicles[${i}] has no "${VEHICLE_PRIMARY_KEY}".`);
    }
  });
  return vehicles as Array<Record<string, unknown>>;
}

/**
 * The documents a dealer's index holds: the same validated vehicles the static site is built
 * from (malformed records reported and skipped, hidden cars left out), in the search document
 * shape with its derived fields, so both engines search identical documents.
 */
export function dealerDocuments(tenantsDir: string, slug: string): Array<Record<string, unknown>> {
  const prepared = prepareTenant(join(tenantsDir, slug), slug);
  for (const problem of prepared.skipped) console.warn(`skipped: ${recordProblemToString(problem)}`);
  if (!prepared.bundle) throw new Error(prepared.errors.map(problemToString).join('\n'));
  const { config, vehicles, clock } = prepared.bundle;
  return vehicles.map((vehicle) => toStockDocument(vehicle, config, new Date(clock)) as unknown as Record<string, unknown>);
}

export async function pushStock(options: { slug: string; indexUid: string; tenantsDir: string; prune: boolean }): Promise<void> {
  const file = join(options.tenantsDir, options.slug, 'data', 'stock.json');
  const vehicles = dealerDocuments(options.tenantsDir, options.slug);
  const { client } = adminClientFromEnv();
  const index = client.index(options.indexUid);
  for (const task of index.addDocumentsInBatches(vehicles, 1000, { primaryKey: VEHICLE_PRIMARY_KEY })) {
    assertTaskSucceeded(await task.waitTask(TASK_WAIT), `pushing ${file}`);
  }
  if (options.prune) {
    // by id, not by filter: the primary key need not be filterable
    const keep = new Set(vehicles.map((vehicle) => String(vehicle[VEHICLE_PRIMARY_KEY])));
    const stale: string[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await index.getDocuments({ offset, limit: 1000, fields: [VEHICLE_PRIMARY_KEY] });
      for (const document of page.results) if (!keep.has(String(document[VEHICLE_PRIMARY_KEY]))) stale.push(String(document[VEHICLE_PRIMARY_KEY]));
      if (page.results.length < 1000) break;
    }
    if (stale.length > 0) assertTaskSucceeded(await index.deleteDocuments(stale).waitTask(TASK_WAIT), `pruning ${options.indexUid}`);
  }
  console.log(`Pushed ${vehicles.length} vehicles from ${file} to ${options.indexUid}${options.prune ? ' (pruned)' : ''}.`);
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { index: { type: 'string' }, tenants: { type: 'string', default: 'tenants' }, prune: { type: 'boolean', default: false } },
  });
  runScript(async () => {
    const slug = positionals[0];
    if (!slug) throw new Error('Usage: push-stock.ts <tenant-slug> [--index uid] [--tenants dir] [--prune]');
    await pushStock({ slug, indexUid: values.index ?? indexUidOfDealer(values.tenants, slug), tenantsDir: values.tenants, prune: values.prune });
  });
}
