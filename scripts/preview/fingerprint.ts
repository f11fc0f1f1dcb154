import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const IGNORED = new Set(['node_modules', 'generated', '.git']);

function* files(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (IGNORED.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * A content hash of everything a dealer's build reads: its folder and the shared code (pages, the build
 * scripts, the Astro integration, the lockfile). One mechanism decides what rebuilds for `npm start`,
 * `npm run publish:changed` (compared with the live build's, kept in its private state's `snapshot.json`)
 * and so the push-to-main workflow.
 */
export function buildFingerprint(root: string, tenantDir: string): string {
  const hash = createHash('sha256');
  const inputs = [
    tenantDir,
    join(root, 'src'),
    join(root, 'public'),
    join(root, 'scripts/build'),
    join(root, 'integrations/astro'),
    join(root, 'astro.config.mjs'),
    join(root, 'package-lock.json'),
  ];
  for (const input of inputs) {
    const list = existsSync(input) && statSync(input).isFile() ? [input] : [...files(input)];
    for (const file of list) {
      if (file.endsWith('.test.ts')) continue;
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
