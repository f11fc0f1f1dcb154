import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A dealer is any folder holding a site.json; names starting with '.' or '_' are ignored. */
export function discoverTenants(tenantsDir: string, only?: readonly string[]): { slugs: string[]; missing: string[] } {
  const all = existsSync(tenantsDir)
    ? readdirSync(tenantsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name))
        .filter((entry) => existsSync(join(tenantsDir, entry.name, 'site.json')))
        .map((entry) => entry.name)
        .sort()
    : [];
  if (!only || only.length === 0) return { slugs: all, missing: [] };
  return { slugs: only.filter((slug) => all.includes(slug)), missing: only.filter((slug) => !all.includes(slug)) };
}
