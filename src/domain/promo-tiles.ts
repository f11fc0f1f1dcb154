/**
 * Promotional tiles in the results grid (spec 01 §3 "promo node", §9; spec 02 §4, §9):
 * when a tile is live, where tiles go, and merging them into the cards.
 */

export interface PromoTile {
  /** ISO date ('2025-07-01') or date-time; date-only values are read at the promo offset. */
  start?: string | null;
  expiry?: string | null;
  /** Car types the tile is meant for ('new', 'used', 'demo'); empty means every listing. */
  carTypes?: readonly string[];
  /** Show only when the listing is limited to the tile's car types. */
  strictDisplay?: boolean;
}

/** Dealer promo dates are written in Queensland time (the spec's examples are +10:00). */
export const PROMO_UTC_OFFSET = '+10:00';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

function instant(value: string, offset: string, endOfDay: boolean): number {
  if (DATE_ONLY.test(value)) {
    const startOfDay = Date.parse(`${value}T00:00:00${offset}`);
    // An expiry date includes that whole day: the tile ends at the next midnight.
    return endOfDay ? startOfDay + 86_400_000 : startOfDay;
  }
  return Date.parse(HAS_OFFSET.test(value) ? value : `${value}${offset}`);
}

/** Live from the start (inclusive) until the expiry (exclusive); a missing bound is open-ended. */
export function promoTileActive(tile: Pick<PromoTile, 'start' | 'expiry'>, now: Date, offset = PROMO_UTC_OFFSET): boolean {
  const at = now.getTime();
  if (tile.start) {
    const start = instant(tile.start, offset, false);
    if (Number.isNaN(start) || at < start) return false;
  }
  if (tile.expiry) {
    const expiry = instant(tile.expiry, offset, true);
    if (Number.isNaN(expiry) || at >= expiry) return false;
  }
  return true;
}

/** Which promo tiles are inside their window at `now`, as one comparable key (ids in order). */
export function activePromoKey(promos: readonly (Pick<PromoTile, 'start' | 'expiry'> & { id: string })[], now: Date): string {
  return promos
    .filter((tile) => promoTileActive(tile, now))
    .map((tile) => tile.id)
    .join('\n');
}

/** Live, and meant for the car types the visitor is listing (none listed means all types). */
export function promoTileShown(tile: PromoTile, now: Date, listedCarTypes: readonly string[] = []): boolean {
  if (!promoTileActive(tile, now)) return false;
  const meantFor = tile.carTypes ?? [];
  if (meantFor.length === 0) return true;
  if (tile.strictDisplay) return listedCarTypes.length > 0 && listedCarTypes.every((type) => meantFor.includes(type));
  return listedCarTypes.length === 0 || listedCarTypes.some((type) => meantFor.includes(type));
}

/** Positions are 1-based slots in the merged grid: position 8 makes the tile the 8th item. */
export type PromoPlacement =
  | { kind: 'fixed'; positions: readonly number[] }
  /** One configuration: slot `base` plus a random 0..spread. */
  | { kind: 'random'; base: number; spread: number };

/** `random` returns [0, 1) like Math.random; injected so renders and tests are repeatable. */
export function promoPositions(placement: PromoPlacement, random: () => number): number[] {
  if (placement.kind === 'random') {
    const offset = Math.min(placement.spread, Math.floor(random() * (placement.spread + 1)));
    return [placement.base + offset];
  }
  return [...new Set(placement.positions)].filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b);
}

export type GridItem<Card, Tile> = { type: 'card'; item: Card } | { type: 'promo'; item: Tile };

/**
 * Puts tiles at their slots, cycling through the tiles when there are more slots than tiles.
 * A slot is used only when there are enough cards before it, so an empty result shows no tile.
 * When no slot falls within the page (the default tile sits at 30 on a 21-card page), the first tile
 * closes the page instead of never showing.
 */
export function insertPromoTiles<Card, Tile>(cards: readonly Card[], tiles: readonly Tile[], positions: readonly number[]): GridItem<Card, Tile>[] {
  const grid: GridItem<Card, Tile>[] = cards.map((item) => ({ type: 'card', item }));
  if (tiles.length === 0 || cards.length === 0) return grid;
  let placed = 0;
  for (const position of [...new Set(positions)].sort((a, b) => a - b)) {
    const index = position - 1;
    if (index < 0 || index - placed > cards.length) continue;
    const tile = tiles[placed % tiles.length];
    if (tile === undefined) continue;
    grid.splice(index, 0, { type: 'promo', item: tile });
    placed += 1;
  }
  if (placed === 0 && positions.length > 0) grid.push({ type: 'promo', item: tiles[0]! });
  return grid;
}
