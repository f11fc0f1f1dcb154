/**
 * Where the dealer-wide props of a form island are published (src/islands/shared/dealer-wide-props.ts):
 * one small JSON file per form type, named by a hash of its content, so it is cached as long as the
 * hashed assets under /_astro/ and a changed setting gets a new name.
 */
export const DEALER_WIDE_DIR = '/forms/';

const HASHED_FILE = /^\/forms\/[a-z0-9-]+\.[0-9a-f]{12}\.json$/;

export function dealerWideFilePath(name: string, contentHash: string): string {
  return `${DEALER_WIDE_DIR}${name}.${contentHash.slice(0, 12)}.json`;
}

/** A dealer-wide props file, by its path under the site root (starting with "/"). */
export function isDealerWideFile(sitePath: string): boolean {
  return HASHED_FILE.test(sitePath);
}
