/**
 * Two dealer folders must never claim the same dealer: the same id, slug or site origin would let
 * one folder take over the other's website (its leads, reservations and deposits in the platform
 * API). Pure, so the build (scripts/build-tenants.ts) and the platform API's start (its tenant
 * store) refuse duplicates with the same rule and the same message naming both folders.
 *
 * Platform API engineer: import { duplicateDealers } from 'src/tenant/duplicate-dealers.ts'.
 */

export interface DealerIdentity {
  /** The dealer's folder, as it should appear in a message (e.g. "tenants/harbour-city-nissan"). */
  folder: string;
  id: unknown;
  slug: unknown;
  /** The site's URL (config `url`); compared by origin, case-insensitively. */
  url: unknown;
}

export interface DuplicateDealer {
  field: 'id' | 'slug' | 'origin';
  value: string;
  folders: [string, string];
  message: string;
}

function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return undefined;
  }
}

function keyOf(field: DuplicateDealer['field'], dealer: DealerIdentity): string | undefined {
  if (field === 'origin') return originOf(dealer.url);
  const value = dealer[field];
  if (typeof value === 'number' || typeof value === 'string') return String(value).trim().toLowerCase() || undefined;
  return undefined;
}

/** Every pair of folders sharing an id, a slug or an origin (the first folder claiming it is named first). */
export function duplicateDealers(dealers: readonly DealerIdentity[]): DuplicateDealer[] {
  const duplicates: DuplicateDealer[] = [];
  for (const field of ['id', 'slug', 'origin'] as const) {
    const firstFolder = new Map<string, string>();
    for (const dealer of dealers) {
      const key = keyOf(field, dealer);
      if (key === undefined) continue;
      const first = firstFolder.get(key);
      if (first === undefined) {
        firstFolder.set(key, dealer.folder);
        continue;
      }
      duplicates.push({
        field,
        value: key,
        folders: [first, dealer.folder],
        message: `${first} and ${dealer.folder} both claim dealer ${field} ${JSON.stringify(key)}: each dealer needs its own ${field}; neither is built until one is changed`,
      });
    }
  }
  return duplicates;
}

/** The folders caught in any duplicate. */
export function foldersWithDuplicates(duplicates: readonly DuplicateDealer[]): Set<string> {
  return new Set(duplicates.flatMap((d) => d.folders));
}
