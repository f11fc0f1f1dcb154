import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isHashedAsset } from '../../src/security/cache-policy.ts';
import { isSimilarCardFile } from '../../src/domain/similar-card-path.ts';

/** The publisher's own files in a target: the live snapshot, the change report, its state. */
export const STATE_PREFIX = '_forecourt/';

export interface SiteFile {
  /** Path under the site root, "/"-separated, no leading slash: the object key under the target. */
  key: string;
  path: string;
  md5: string;
}

/** Upload order so a shopper never loads a page whose assets are not there yet. */
export type PublishPhase = 'assets' | 'files' | 'pages';

export function phaseOf(key: string): PublishPhase {
  if (isHashedAsset(`/${key}`)) return 'assets';
  // Card files go up with the other files, before the pages that name them.
  return key.endsWith('.html') && !isSimilarCardFile(key) ? 'pages' : 'files';
}

export const md5 = (body: Buffer | string): string => createHash('md5').update(body).digest('hex');

export function listSiteFiles(siteDir: string): SiteFile[] {
  const out: SiteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const key = relative(siteDir, path).split(sep).join('/');
        if (!key.startsWith(STATE_PREFIX)) out.push({ key, path, md5: md5(readFileSync(path)) });
      }
    }
  };
  walk(siteDir);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}
