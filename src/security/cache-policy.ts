/**
 * Cache-Control per file class of a built dealer site. One rule for every place that serves or
 * publishes the output (the `_headers` file, the S3 publisher, the preview server), so what a test
 * sees is what the CDN serves.
 */
import { isDealerWideFile } from '../domain/dealer-wide-file-path.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Astro writes content-hashed assets under /_astro/, and the islands' dealer-wide props files carry a
 * content hash in their name: a new build gives a changed file a new name.
 */
export function isHashedAsset(sitePath: string): boolean {
  return sitePath.startsWith('/_astro/') || isDealerWideFile(sitePath);
}

/** `sitePath` is the path under the site root, starting with "/". */
export function cacheControlFor(sitePath: string): string {
  return isHashedAsset(sitePath) ? IMMUTABLE : REVALIDATE;
}
