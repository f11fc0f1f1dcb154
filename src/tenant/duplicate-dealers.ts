/**
 * Two dealer folders must never claim the same dealer: the same id, slug or site origin would let
 * one folder take over the other's website (its leads, reservations, deposits and secrets in the
 * platform API). Nor may a newcomer freeze the dealer it copies: the folder that was there first
 * keeps building and being served, and only the newcomer fails, with a message naming both folders.
 * Pure, so the build (scripts/build-tenants.ts) and the platform API (its tenant store) apply the
 * same rule and the same messages.
 *
 * Which folder was "there first" (`orderByClaimAge`), in this order:
 *   1. a folder already served (the API's dealers loaded before the newcomer appeared);
 *   2. the folder whose site.json entered the repository's history first (folder-history.ts: the
 *      commit that added it; a folder not committed yet is newer than every committed one);
 *   3. the folder's name, in code-point order (no history, or one commit added both).
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
  /** [the folder that keeps the claim, the newcomer refused]. */
  folders: [string, string];
  message: string;
}

const FIELDS = ['id', 'slug', 'origin'] as const;

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

export interface ClaimAge {
  /** Folders already served (rule 1). */
  served?: ReadonlySet<string>;
  /** Each committed folder's rank in the repository's history, oldest 0 (rule 2). */
  historyRank?: ReadonlyMap<string, number>;
}

/** The dealers, oldest claim first (the rules above); a stable order for the same inputs. */
export function orderByClaimAge<T extends DealerIdentity>(dealers: readonly T[], age: ClaimAge = {}): T[] {
  const rank = (dealer: T): [number, number] => [age.served?.has(dealer.folder) ? 0 : 1, age.historyRank?.get(dealer.folder) ?? Number.POSITIVE_INFINITY];
  return [...dealers].sort((a, b) => {
    const [servedA, historyA] = rank(a);
    const [servedB, historyB] = rank(b);
    if (servedA !== servedB) return servedA - servedB;
    if (historyA !== historyB) return historyA < historyB ? -1 : 1;
    return a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0;
  });
}

/**
 * Takes dealers oldest claim first: each keeps its id, slug and origin unless a dealer taken before
 * it claims one of them, in which case it is refused (and claims nothing, so it blocks nobody).
 */
export function resolveClaims<T extends DealerIdentity>(ordered: readonly T[]): { accepted: T[]; refused: Array<{ dealer: T; clashes: DuplicateDealer[] }> } {
  const owner = new Map<string, string>();
  const accepted: T[] = [];
  const refused: Array<{ dealer: T; clashes: DuplicateDealer[] }> = [];
  for (const dealer of ordered) {
    const clashes: DuplicateDealer[] = [];
    for (const field of FIELDS) {
      const key = keyOf(field, dealer);
      const first = key === undefined ? undefined : owner.get(`${field}:${key}`);
      if (key === undefined || first === undefined) continue;
      clashes.push({
        field,
        value: key,
        folders: [first, dealer.folder],
        message: `${dealer.folder} claims dealer ${field} ${JSON.stringify(key)}, which ${first} already has: ${dealer.folder} is refused until it has its own ${field}; ${first} carries on as before (docs/security.md "Dealer folders")`,
      });
    }
    if (clashes.length > 0) {
      refused.push({ dealer, clashes });
      continue;
    }
    for (const field of FIELDS) {
      const key = keyOf(field, dealer);
      if (key !== undefined) owner.set(`${field}:${key}`, dealer.folder);
    }
    accepted.push(dealer);
  }
  return { accepted, refused };
}

/** True when some id, slug or origin is claimed twice (then the claim age is worth finding out). */
export function hasDuplicateClaims(dealers: readonly DealerIdentity[]): boolean {
  return resolveClaims(dealers).refused.length > 0;
}
