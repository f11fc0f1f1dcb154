import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { cacheControlFor } from '../../src/security/cache-policy.ts';
import { contentTypeFor } from './content-types.ts';
import { listSiteFiles, md5, phaseOf, STATE_PREFIX, type PublishPhase, type SiteFile } from './site-files.ts';
import type { PublishTarget } from './targets/target.ts';

export const PUBLISH_STATE_KEY = `${STATE_PREFIX}publish-state.json`;
export const DEFAULT_GRACE_SECONDS = 24 * 3600;

/** What the target remembers between publishes: files no longer produced, and since when. */
const PublishStateSchema = z.object({
  published_at: z.string(),
  superseded: z.array(z.object({ key: z.string(), since: z.string() })).default([]),
});
export type PublishState = z.infer<typeof PublishStateSchema>;

export interface PublishOptions {
  siteDir: string;
  target: PublishTarget;
  now?: Date;
  /** A file no longer produced stays this long, so a page open in a browser keeps its assets. */
  graceSeconds?: number;
  /** Files written after the site, in this order (the live snapshot, then the change report). */
  stateFiles?: Array<{ name: string; body: string }>;
  concurrency?: number;
}

export interface PublishResult {
  uploaded: Record<PublishPhase | 'state', number>;
  unchanged: number;
  deleted: string[];
  /** Files no longer produced, kept until their grace period ends. */
  pending: number;
  /** Seconds spent hashing the build, listing the target, uploading, and on state and deletes. */
  seconds: { scan: number; list: number; upload: number; finish: number };
}

async function inPool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function readState(target: PublishTarget): Promise<PublishState | undefined> {
  const body = await target.read(PUBLISH_STATE_KEY);
  if (!body) return undefined;
  const parsed = PublishStateSchema.safeParse(JSON.parse(body.toString('utf8')));
  if (!parsed.success) throw new Error(`${target.name}/${PUBLISH_STATE_KEY} is not a publish state: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * Publishes a built site: content-hashed assets first, then other files, then pages, then the state
 * files; unchanged files (same MD5 as the target's ETag) are not uploaded. Files the build no longer
 * produces are recorded as superseded and deleted by the first publish after their grace period.
 */
export async function publishSite(options: PublishOptions): Promise<PublishResult> {
  const { target } = options;
  const now = options.now ?? new Date();
  const grace = (options.graceSeconds ?? DEFAULT_GRACE_SECONDS) * 1000;
  const limit = options.concurrency ?? 16;
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  const local = listSiteFiles(options.siteDir);
  const scan = lap();
  const remote = await target.list();
  const previous = await readState(target);
  const list = lap();

  const result: PublishResult = {
    uploaded: { assets: 0, files: 0, pages: 0, state: 0 },
    unchanged: 0,
    deleted: [],
    pending: 0,
    seconds: { scan, list, upload: 0, finish: 0 },
  };
  const changed: Record<PublishPhase, SiteFile[]> = { assets: [], files: [], pages: [] };
  for (const file of local) {
    if (remote.get(file.key) === file.md5) result.unchanged += 1;
    else changed[phaseOf(file.key)].push(file);
  }
  for (const phase of ['assets', 'files', 'pages'] as const) {
    await inPool(changed[phase], limit, async (file) => {
      await target.put(file.key, readFileSync(file.path), { contentType: contentTypeFor(file.key), cacheControl: cacheControlFor(`/${file.key}`) });
    });
    result.uploaded[phase] = changed[phase].length;
  }
  result.seconds.upload = lap();
  const putState = async (key: string, body: string) => {
    if (remote.get(key) === md5(body)) return;
    await target.put(key, Buffer.from(body), { contentType: contentTypeFor(key), cacheControl: cacheControlFor(`/${key}`) });
    result.uploaded.state += 1;
  };
  for (const file of options.stateFiles ?? []) await putState(`${STATE_PREFIX}${file.name}`, file.body);

  // Late delete: a file no longer produced is superseded now (or since an earlier publish).
  const produced = new Set(local.map((f) => f.key));
  const since = new Map((previous?.superseded ?? []).map((s) => [s.key, s.since]));
  const stale = [...remote.keys()].filter((key) => !produced.has(key) && !key.startsWith(STATE_PREFIX)).sort();
  const due = stale.filter((key) => now.getTime() - Date.parse(since.get(key) ?? now.toISOString()) >= grace);
  const kept = stale.filter((key) => !due.includes(key)).map((key) => ({ key, since: since.get(key) ?? now.toISOString() }));
  if (due.length > 0) await target.remove(due);
  result.deleted = due;
  result.pending = kept.length;

  const siteChanged = !previous || result.uploaded.assets + result.uploaded.files + result.uploaded.pages + due.length > 0;
  const state: PublishState = { published_at: siteChanged ? now.toISOString() : previous.published_at, superseded: kept };
  await putState(PUBLISH_STATE_KEY, `${JSON.stringify(state, null, 2)}\n`);
  await target.flush?.();
  result.seconds.finish = lap();
  return result;
}
