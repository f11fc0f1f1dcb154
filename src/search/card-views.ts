/**
 * The cards' views counts travel apart from the search snapshot (`/card-views.json`): a counter is
 * not needed to search, and a number per car would cost the 2,000-car snapshot ~3 KB of its 60 KB
 * gzip budget. The search island fetches this file only once a shopper moves off the first page the
 * HTML already shows (whose cards carry their counts). Ids ascending and delta-coded, views beside them.
 */
export interface CardViewsFile {
  ids: number[];
  views: number[];
}

export const CARD_VIEWS_PATH = '/card-views.json';

export function encodeCardViews(documents: ReadonlyArray<{ id: number; views?: number | undefined }>): CardViewsFile {
  const counted = documents.filter((d): d is { id: number; views: number } => d.views !== undefined && d.views > 0).sort((a, b) => a.id - b.id);
  return { ids: counted.map((d, i) => d.id - (i === 0 ? 0 : counted[i - 1]!.id)), views: counted.map((d) => d.views) };
}

/** A malformed file yields no counts (the cards then show none), never a wrong one. */
export function decodeCardViews(file: unknown): Map<number, number> {
  const counts = new Map<number, number>();
  const { ids, views } = (file ?? {}) as Partial<CardViewsFile>;
  if (!Array.isArray(ids) || !Array.isArray(views) || ids.length !== views.length) return counts;
  let id = 0;
  for (let i = 0; i < ids.length; i++) {
    const step = ids[i];
    const count = views[i];
    if (!Number.isSafeInteger(step) || !Number.isSafeInteger(count) || (count as number) <= 0) return new Map();
    id += step as number;
    counts.set(id, count as number);
  }
  return counts;
}
