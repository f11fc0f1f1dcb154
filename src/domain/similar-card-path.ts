/**
 * Where a similar car's card is published: one small HTML fragment per car, shared by every vehicle
 * page that offers it (cached once by the browser and the CDN, re-uploaded only when that car changes).
 */
export const SIMILAR_CARDS_DIR = '/cards/';

export function similarCardPath(id: number): string {
  return `${SIMILAR_CARDS_DIR}${id}.html`;
}

/** A card file, by its path under the site root (with or without the leading "/"): a fragment, not a page. */
export function isSimilarCardFile(sitePath: string): boolean {
  return `/${sitePath.replace(/^\//, '')}`.startsWith(SIMILAR_CARDS_DIR);
}
