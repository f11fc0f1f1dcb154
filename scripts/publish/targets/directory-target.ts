import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { md5, STATE_PREFIX } from '../site-files.ts';
import type { PublishTarget } from './target.ts';

/** MD5 of each published file by size and mtime, so a publish hashes only files that changed. */
export const DIRECTORY_INDEX_KEY = `${STATE_PREFIX}directory-index.json`;
type IndexEntry = [size: number, mtimeMs: number, md5: string];

/**
 * A folder served as the site root. Each file is written beside its place and renamed over it, so
 * a reader gets the old file or the new one, never half of one. Content-Type and Cache-Control come
 * from the server in front (the `_headers` file), not from the file system.
 */
export function directoryTarget(root: string): PublishTarget {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`refusing to write outside ${base}: ${key}`);
    return path;
  };
  let index: Map<string, IndexEntry> | undefined;
  const loadIndex = (): Map<string, IndexEntry> => {
    if (index) return index;
    try {
      index = new Map(Object.entries(JSON.parse(readFileSync(pathOf(DIRECTORY_INDEX_KEY), 'utf8')) as Record<string, IndexEntry>));
    } catch {
      index = new Map();
    }
    return index;
  };
  const remember = (key: string, path: string, hash: string) => {
    const stat = statSync(path);
    loadIndex().set(key, [stat.size, stat.mtimeMs, hash]);
  };
  return {
    name: `dir:${base}`,
    async list() {
      const known = loadIndex();
      const found = new Map<string, string>();
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.isFile() && !entry.name.includes('.publishing-')) {
            const key = relative(base, path).split(sep).join('/');
            if (key === DIRECTORY_INDEX_KEY) continue;
            const stat = statSync(path);
            const cached = known.get(key);
            const hash = cached && cached[0] === stat.size && cached[1] === stat.mtimeMs ? cached[2] : md5(readFileSync(path));
            known.set(key, [stat.size, stat.mtimeMs, hash]);
            found.set(key, hash);
          }
        }
      };
      if (existsSync(base)) walk(base);
      for (const key of [...known.keys()]) if (!found.has(key)) known.delete(key);
      return found;
    },
    async put(key, body) {
      const path = pathOf(key);
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.publishing-${process.pid}`;
      writeFileSync(temp, body);
      renameSync(temp, path);
      remember(key, path, md5(body));
    },
    async remove(keys) {
      for (const key of keys) {
        rmSync(pathOf(key), { force: true });
        loadIndex().delete(key);
      }
    },
    async read(key) {
      const path = pathOf(key);
      return existsSync(path) ? readFileSync(path) : undefined;
    },
    async flush() {
      if (!index) return;
      const path = pathOf(DIRECTORY_INDEX_KEY);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(`${path}.publishing-${process.pid}`, JSON.stringify(Object.fromEntries(index)));
      renameSync(`${path}.publishing-${process.pid}`, path);
    },
  };
}
