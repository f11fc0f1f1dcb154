import { readFileSync, statSync } from 'node:fs';
import type { TenantBundle } from './bundle.ts';

/**
 * The cache lives on globalThis, not in this module: a build worker (scripts/build/astro-worker.ts)
 * builds dealer after dealer in one process, each build loading its own copy of this module, and
 * must be able to drop the previous dealer's data between them.
 */
const SLOT = Symbol.for('forecourt.currentTenant');
interface Cached {
  path: string;
  changedAt: number;
  bundle: TenantBundle;
}
const store = globalThis as { [SLOT]?: Cached };

/**
 * The bundle of the dealer being built. Build-time only: the build script prepares
 * the bundle and passes its path in FORECOURT_BUNDLE to the Astro process.
 */
export function currentTenant(): TenantBundle {
  const path = process.env.FORECOURT_BUNDLE;
  if (!path) throw new Error('FORECOURT_BUNDLE is not set: build dealers with `npm run build` (scripts/build-tenants.ts).');
  // `npm run dev` rewrites the bundle when the dealer's folder changes: read it again then.
  const changedAt = process.env.FORECOURT_DEV === '1' ? statSync(path).mtimeMs : 0;
  const cached = store[SLOT];
  if (cached && cached.path === path && cached.changedAt === changedAt) return cached.bundle;
  const bundle = JSON.parse(readFileSync(path, 'utf8')) as TenantBundle;
  store[SLOT] = { path, changedAt, bundle };
  return bundle;
}

/** Drops the cached bundle (a build worker between two dealers). */
export function forgetCurrentTenant(): void {
  delete store[SLOT];
}
