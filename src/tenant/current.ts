import { readFileSync, statSync } from 'node:fs';
import type { TenantBundle } from './bundle.ts';

let cached: TenantBundle | undefined;
let cachedAt = 0;

/**
 * The bundle of the dealer being built. Build-time only: the build script prepares
 * the bundle and passes its path in FORECOURT_BUNDLE to the Astro process.
 */
export function currentTenant(): TenantBundle {
  const path = process.env.FORECOURT_BUNDLE;
  if (!path) throw new Error('FORECOURT_BUNDLE is not set: build dealers with `npm run build` (scripts/build-tenants.ts).');
  // `npm run dev` rewrites the bundle when the dealer's folder changes: read it again then.
  const changedAt = process.env.FORECOURT_DEV === '1' ? statSync(path).mtimeMs : 0;
  if (cached && changedAt === cachedAt) return cached;
  cached = JSON.parse(readFileSync(path, 'utf8')) as TenantBundle;
  cachedAt = changedAt;
  return cached;
}
