/**
 * Reads who each dealer folder claims to be (id, slug, site URL) for the duplicate check in
 * src/tenant/duplicate-dealers.ts. A folder whose site.json cannot be read is left out here: the
 * build reports its config errors on its own.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { duplicateDealers, type DealerIdentity, type DuplicateDealer } from '../../src/tenant/duplicate-dealers.ts';
import { discoverTenants } from './discover-tenants.ts';

/** How a folder is named in messages: relative to the working directory when inside it. */
export function folderLabel(tenantsDir: string, slug: string): string {
  const path = relative(process.cwd(), join(tenantsDir, slug));
  return path.startsWith('..') ? join(tenantsDir, slug) : path;
}

export function dealerIdentities(tenantsDir: string): DealerIdentity[] {
  const identities: DealerIdentity[] = [];
  for (const slug of discoverTenants(tenantsDir).slugs) {
    try {
      const site = JSON.parse(readFileSync(join(tenantsDir, slug, 'site.json'), 'utf8')) as Record<string, unknown>;
      identities.push({ folder: folderLabel(tenantsDir, slug), id: site.id, slug: site.slug, url: site.url });
    } catch {
      // Unreadable: prepare-tenant reports it with the file and the fix.
    }
  }
  return identities;
}

export function findDuplicateDealers(tenantsDir: string): DuplicateDealer[] {
  return duplicateDealers(dealerIdentities(tenantsDir));
}
