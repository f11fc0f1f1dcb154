/**
 * Dumps a Meilisearch index into a dealer's folder as the embedded engine's snapshot
 * (tenants/<slug>/data/search-snapshot.json), so the site can search offline or when Meilisearch is down.
 *
 *   MEILISEARCH_HOST=… MEILISEARCH_ADMIN_KEY=… node integrations/meilisearch/scripts/snapshot-index.ts <slug> [--index uid] [--tenants dir] [--fields a,b,c]
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Meilisearch } from 'meilisearch';
import { packSnapshot } from '../../../src/search/engine/snapshot.ts';
import { adminClientFromEnv, indexUidOfDealer, runScript } from './admin-client.ts';

const PAGE = 1000;

export async function fetchAllDocuments(client: Meilisearch, indexUid: string): Promise<Array<Record<string, unknown>>> {
  const documents: Array<Record<string, unknown>> = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await client.index(indexUid).getDocuments({ offset, limit: PAGE });
    documents.push(...page.results);
    if (page.results.length < PAGE) return documents;
  }
}

export async function snapshotIndex(options: { slug: string; indexUid: string; tenantsDir: string; fields?: string[] }): Promise<string> {
  const { client } = adminClientFromEnv();
  const documents = await fetchAllDocuments(client, options.indexUid);
  const out = join(options.tenantsDir, options.slug, 'data', 'search-snapshot.json');
  await mkdir(dirname(out), { recursive: true });
  // write then rename, so a failed run never leaves a half-written snapshot behind
  await writeFile(`${out}.tmp`, JSON.stringify(packSnapshot(documents, options.fields)));
  await rename(`${out}.tmp`, out);
  console.log(`Wrote ${documents.length} documents from ${options.indexUid} to ${out}.`);
  return out;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { index: { type: 'string' }, tenants: { type: 'string', default: 'tenants' }, fields: { type: 'string' } },
  });
  runScript(async () => {
    const slug = positionals[0];
    if (!slug) throw new Error('Usage: snapshot-index.ts <tenant-slug> [--index uid] [--tenants dir] [--fields a,b,c]');
    await snapshotIndex({
      slug,
      indexUid: values.index ?? indexUidOfDealer(values.tenants, slug),
      tenantsDir: values.tenants,
      fields: values.fields?.split(',').map((f) => f.trim()),
    });
  });
}
