import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The build runs from the project root (scripts/build/build-tenant.ts); bundling moves this module.
const PROJECT_PUBLIC = resolve(process.cwd(), 'public');

/**
 * Whether a site-relative asset (a logo, a banner) will be in the dealer's output: in the dealer's
 * public/ folder or the project's. A missing one becomes the image-not-found placeholder at build
 * time instead of a broken image and a 404 in the shopper's console. Absolute URLs are trusted.
 * Build-time only (reads the file system).
 */
export function assetExists(url: string | null | undefined): url is string {
  if (!url) return false;
  if (/^https?:\/\//i.test(url)) return true;
  if (!url.startsWith('/')) return false;
  const path = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  const tenantDir = process.env.FORECOURT_TENANT_DIR;
  return (tenantDir !== undefined && existsSync(join(tenantDir, 'public', path))) || existsSync(join(PROJECT_PUBLIC, path));
}
