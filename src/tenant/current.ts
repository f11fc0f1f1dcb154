import { readFileSync } from 'node:fs';
import type { TenantBundle } from './bundle.ts';

let cached: TenantBundle | undefined;

/**
 * The bundle of the dealer being built. Build-time only: the build script prepares
 * the bundle and passes its path in FORECOURT_BUNDLE to the Astro process.
 */
export function currentTenant(): TenantBundle {
  if (cached) return cached;
  const path = process.env.FORECOURT_BUNDLE;
  if (!path) throw new Error('FORECOURT_BUNDLE is not set: build dealers with `npm run build` (scripts/build-tenants.ts).');
  cached = JSON.parse(readFileSync(path, 'utf8')) as TenantBundle;
  return cached;
}
