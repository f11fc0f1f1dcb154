/**
 * Reads who each dealer folder claims to be (id, slug, site URL) and settles two folders claiming
 * one dealer by src/tenant/duplicate-dealers.ts: the older claim builds, the newcomer fails. A folder
 * whose site.json cannot be read is left out here: the build reports its config errors on its own.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { hasDuplicateClaims, orderByClaimAge, resolveClaims, type DealerIdentity, type DuplicateDealer } from '../../src/tenant/duplicate-dealers.ts';
import { folderHistoryRank } from '../../src/tenant/folder-history.ts';
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

/** The newcomers refused (folder label → the clashes naming the folder that keeps the dealer). */
export function refusedNewcomers(tenantsDir: string): Map<string, DuplicateDealer[]> {
  const identities = dealerIdentities(tenantsDir);
  if (!hasDuplicateClaims(identities)) return new Map();
  const history = folderHistoryRank(tenantsDir);
  const historyRank = new Map(
    identities.flatMap((dealer) => (history.has(basename(dealer.folder)) ? [[dealer.folder, history.get(basename(dealer.folder))!]] : [])),
  );
  const { refused } = resolveClaims(orderByClaimAge(identities, { historyRank }));
  return new Map(refused.map(({ dealer, clashes }) => [dealer.folder, clashes]));
}
