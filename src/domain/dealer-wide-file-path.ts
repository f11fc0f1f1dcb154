/**
 * Where the dealer-wide props of islands are published (src/islands/shared/dealer-wide-props.ts): one
 * small JSON file per island kind, named by a hash of its content, so it is cached as long as the
 * hashed assets under /_astro/ and a changed setting gets a new name.
 */
export const DEALER_WIDE_DIR = '/props/';

const HASHED_FILE = /^\/props\/[a-z0-9-]+\.[0-9a-f]{12}\.json$/;

export function dealerWideFilePath(name: string, contentHash: string): string {
  return `${DEALER_WIDE_DIR}${name}.${contentHash.slice(0, 12)}.json`;
}

/** A dealer-wide props file, by its path under the site root (starting with "/"). */
export function isDealerWideFile(sitePath: string): boolean {
  return HASHED_FILE.test(sitePath);
}
