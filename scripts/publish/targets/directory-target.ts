import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { md5 } from '../site-files.ts';
import type { PublishTarget } from './target.ts';

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
  return {
    name: `dir:${base}`,
    async list() {
      const found = new Map<string, string>();
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.isFile() && !entry.name.includes('.publishing-')) found.set(relative(base, path).split(sep).join('/'), md5(readFileSync(path)));
        }
      };
      if (existsSync(base)) walk(base);
      return found;
    },
    async put(key, body) {
      const path = pathOf(key);
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.publishing-${process.pid}`;
      writeFileSync(temp, body);
      renameSync(temp, path);
    },
    async remove(keys) {
      for (const key of keys) rmSync(pathOf(key), { force: true });
    },
    async read(key) {
      const path = pathOf(key);
      return existsSync(path) ? readFileSync(path) : undefined;
    },
  };
}
