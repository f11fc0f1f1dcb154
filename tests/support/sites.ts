import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtSites } from '../../scripts/preview/serve-built.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4400);

export interface BuiltSite {
  slug: string;
  origin: string;
  name: string;
  /** The bundle the site was built from (validated tenant data). */
  bundlePath: string;
}

/**
 * The demo dealer sites as served by scripts/preview/serve-built.ts during the tests, at the host name
 * `npm start` prints (localhost): what a shopper following the README opens.
 */
export function demoSites(): BuiltSite[] {
  return builtSites(resolve(ROOT, process.env.E2E_DIST ?? 'dist'), BASE_PORT)
    .filter((site) => existsSync(join(ROOT, 'tenants', site.slug, 'site.json')))
    .map((site) => {
      const bundlePath = join(ROOT, '.build', site.slug, 'bundle.json');
      const name = (JSON.parse(readFileSync(join(ROOT, 'tenants', site.slug, 'site.json'), 'utf8')) as { name: string }).name;
      return { slug: site.slug, origin: `http://localhost:${site.port}`, name, bundlePath };
    });
}

export function readBundle<T = unknown>(site: BuiltSite): T {
  return JSON.parse(readFileSync(site.bundlePath, 'utf8')) as T;
}

/** The absolute base the site's pages call: its own origin when the config says "/" (the API served on the site). */
export function apiBaseFor(baseUrl: string | null, siteOrigin: string): string | null {
  if (baseUrl === null) return null;
  return baseUrl.startsWith('/') ? siteOrigin : baseUrl.replace(/\/+$/, '');
}
