import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Astro's cache (content layer store, asset imports) for one dealer folder. Keyed by the folder's
 * path, not only its name: two folders named alike (a fixture "alpha" in two tests, a demo dealer
 * and its hostile copy) built at once would otherwise rewrite one cache's files under each other
 * (Astro's UnknownFilesystemError from writeAssetImports).
 */
export function astroCacheDir(tenantDir: string): string {
  const folder = resolve(tenantDir);
  return join(ROOT, '.build', 'cache', `${basename(folder)}-${createHash('sha256').update(folder).digest('hex').slice(0, 8)}`);
}
