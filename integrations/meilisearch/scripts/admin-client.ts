import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Meilisearch, type Task } from 'meilisearch';
import { dealerIndexUid } from '../../../src/search/dealer-index.ts';

/**
 * The admin connection for build-machine scripts. The admin key comes from the environment only and
 * is never printed or written anywhere; dealer sites get a search key or a tenant token instead.
 */
export function adminClientFromEnv(env: NodeJS.ProcessEnv = process.env): { client: Meilisearch; host: string } {
  const host = env['MEILISEARCH_HOST'];
  const apiKey = env['MEILISEARCH_ADMIN_KEY'];
  if (!host) throw new Error('Set MEILISEARCH_HOST to the Meilisearch URL (for example http://localhost:7700).');
  if (!apiKey) throw new Error('Set MEILISEARCH_ADMIN_KEY to an admin API key (it is read from the environment only).');
  return { client: new Meilisearch({ host, apiKey }), host };
}

export const TASK_WAIT = { timeout: 10 * 60_000, interval: 250 };

export function assertTaskSucceeded(task: Task, what: string): void {
  if (task.status !== 'succeeded') throw new Error(`${what} failed (${task.status}): ${task.error?.message ?? 'no details'}`);
}

/** A dealer's index, named after its website id (src/search/dealer-index.ts): read from its site.json. */
export function indexUidOfDealer(tenantsDir: string, slug: string): string {
  const site = JSON.parse(readFileSync(join(tenantsDir, slug, 'site.json'), 'utf8')) as { id?: unknown };
  if (typeof site.id !== 'number') throw new Error(`${join(tenantsDir, slug, 'site.json')}: no website id, so no index name`);
  return dealerIndexUid(site.id);
}

/** Runs a script's main, printing only the error message (never a stack holding request details). */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
