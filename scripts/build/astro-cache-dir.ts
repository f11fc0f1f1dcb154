import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { processAlive } from './process-alive.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Astro's cache (content layer store, asset imports) for one dealer folder. Keyed by the folder's
 * path, not only its name: two folders named alike (a fixture "alpha" in two tests, a demo dealer
 * and its hostile copy) built at once would otherwise rewrite one cache's files under each other
 * (Astro's UnknownFilesystemError from writeAssetImports).
 */
export function astroCacheDir(tenantDir: string, root = ROOT): string {
  const folder = resolve(tenantDir);
  return join(root, '.build', 'cache', `${basename(folder)}-${createHash('sha256').update(folder).digest('hex').slice(0, 8)}`);
}

export interface CacheClaim {
  dir: string;
  release(): void;
}

let privateCaches = 0;

/**
 * The dealer's cache for one Astro build. Two builds of the same folder at once (two stock updates of
 * one dealer in CI, two test files building one fixture) must not share it, for the reason above: the
 * first holds it (a lock folder naming its process), the second builds with a private cache, removed
 * after. A lock left by a process that died is taken over.
 */
export function claimAstroCacheDir(tenantDir: string, root = ROOT): CacheClaim {
  const dir = astroCacheDir(tenantDir, root);
  const lock = `${dir}.lock`;
  mkdirSync(join(dir, '..'), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return { dir, release: () => rmSync(lock, { recursive: true, force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = Number.NaN;
      try {
        owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // Just made by its owner, pid not written yet: held.
        break;
      }
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) break;
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const own = `${dir}-${process.pid}-${++privateCaches}`;
  return { dir: own, release: () => rmSync(own, { recursive: true, force: true }) };
}
