import { Meilisearch, type Task } from 'meilisearch';

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

/** Index uids allow letters, digits, `-` and `_`. */
export function defaultIndexUid(tenantSlug: string): string {
  return `${tenantSlug.replace(/[^A-Za-z0-9_-]/g, '-')}-stock`;
}

/** Runs a script's main, printing only the error message (never a stack holding request details). */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
