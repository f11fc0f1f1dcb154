import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { processAlive } from '../../scripts/build/process-alive.ts';

/**
 * Astro's content sync writes its files (`.astro/content-assets.mjs`, `content.d.ts`, …) into the project
 * root's `.astro/`, the same folder for every dealer's build, each through a temp file of a fixed name.
 * Two builds syncing at once (`build-tenants --jobs`, parallel test workers) rename each other's temp
 * file away and one fails with UnknownFilesystemError, for no fault of its dealer. This lock lets one build
 * at a time through that phase: taken when the config is done (just before the sync), given back when
 * the build starts (just after it), or when the build worker's job ends, whichever comes first.
 */

export interface SyncLockOptions {
  dir: string;
  /** How long to wait for another build's sync before going ahead anyway (warned). */
  timeoutMs?: number;
  pollMs?: number;
  pid?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether a process still runs: a lock left by a build that died is taken over. */
  alive?: (pid: number) => boolean;
  warn?: (message: string) => void;
}

const OWNER = 'owner';

function ownerOf(dir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dir, OWNER), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Waits for the lock and takes it; resolves false when it went ahead without it (timed out). */
export async function takeSyncLock(options: SyncLockOptions): Promise<boolean> {
  const { dir, timeoutMs = 120_000, pollMs = 50, pid = process.pid, now = Date.now, alive = processAlive, warn = console.warn } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const until = now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, OWNER), String(pid));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(dir);
    // An owner not written yet is a lock being taken this instant; a dead owner's lock is stale.
    if (owner !== undefined && owner !== pid && !alive(owner)) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (now() >= until) {
      warn(`content sync lock ${dir} still held by process ${owner ?? '?'} after ${timeoutMs / 1000} s; syncing without it`);
      return false;
    }
    await sleep(pollMs);
  }
}

/** Gives the lock back if this process holds it (a second call, or another process's lock, is left alone). */
export function releaseSyncLock(dir: string, pid = process.pid): void {
  if (ownerOf(dir) === pid) rmSync(dir, { recursive: true, force: true });
}

export function contentSyncLockDir(root: URL | string): string {
  return join(typeof root === 'string' ? root : fileURLToPath(root), 'node_modules', '.forecourt-content-sync.lock');
}

/** The lock around Astro's content sync, for `astro build` only (a dev server never reaches build:start). */
export function contentSyncLock(): AstroIntegration {
  let building = false;
  let dir = '';
  return {
    name: 'forecourt-content-sync-lock',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        building = command === 'build';
        dir = contentSyncLockDir(config.root);
      },
      'astro:config:done': async ({ logger }) => {
        if (building) await takeSyncLock({ dir, warn: (message) => logger.warn(message) });
      },
      'astro:build:start': () => {
        if (building) releaseSyncLock(dir);
      },
    },
  };
}
