import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file of a built site with its contents (bytes as latin1 text), by path: two sites compare with toEqual. */
export function siteFiles(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name), 'latin1')]));
}
