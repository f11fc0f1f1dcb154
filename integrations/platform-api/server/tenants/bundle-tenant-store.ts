import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { hasDuplicateClaims, orderByClaimAge, resolveClaims } from '../../../../src/tenant/duplicate-dealers.ts';
import { keepValid, type StockSnapshot, type Tenant, type TenantStore } from './tenant-store.ts';
import { StockFileSchema, StockVehicleSchema, TenantLocationSchema, TenantSiteSchema, type TenantLocation } from './tenant-schemas.ts';
import { PLATFORM_BUNDLE_NAME, parseBundle, type PlatformBundle } from './platform-bundle.ts';

/**
 * The dealers as the publish step left them: one platform bundle per dealer
 * (`<dir>/<slug>/platform-bundle.json`, platform-bundle.ts), not a folder scan. Each
 * bundle is read whole and checked (JSON, format, SHA-256, the API's schemas) before it replaces the
 * one served, and the set of dealers is swapped in one assignment, so a request sees one dealer's
 * settings and stock from one bundle. A bad or half-copied bundle is refused with a warning and the
 * previous one stays served; a dealer never loaded is not served until its bundle reads.
 */

export interface BundleTenantStore extends TenantStore {
  /** Reads what changed now (the store also looks by itself, at most once a second); returns the refusals. */
  reload(): string[];
}


interface Loaded {
  tenant: Tenant;
  stock: StockSnapshot;
  locations: TenantLocation[];
  generatedAt: string;
  /** The file's size and mtime when it was read: unchanged files are not read again. */
  stamp: string;
}

export interface BundleStoreOptions {
  warn: (message: string) => void;
  /** Each refused bundle (the metric). */
  onRefused?: () => void;
  /** When to look for changes (at most once a second); tests pass their own. */
  clock?: () => number;
}

export function createBundleTenantStore(dir: string, options: BundleStoreOptions): BundleTenantStore {
  const { warn } = options;
  const clock = options.clock ?? Date.now;
  let byFolder = new Map<string, Loaded>();
  let byId = new Map<number, Loaded>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  // The stamp of a file already refused: it is not read (nor logged) again until it changes.
  const refusedStamps = new Map<string, string>();
  // Clashes between dealers are told once, not at every look.
  let toldClashes = new Set<string>();

  function load(folder: string, path: string, stamp: string): Loaded | string {
    let bundle: PlatformBundle;
    try {
      const read = parseBundle(readFileSync(path, 'utf8'));
      if (!read.ok) return read.reason;
      bundle = read.bundle;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    const site = TenantSiteSchema.safeParse(bundle.site);
    if (!site.success) return `site: ${site.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')}`;
    if (site.data.slug !== bundle.slug) return `its site is "${site.data.slug}", the bundle says "${bundle.slug}"`;
    const stock = StockFileSchema.safeParse(bundle.stock);
    if (!stock.success) return `stock: ${z.prettifyError(stock.error).replaceAll('\n', ' ')}`;
    const locations = z.array(z.unknown()).safeParse(bundle.locations);
    if (!locations.success) return 'locations: not a list';
    const where = `${path}`;
    return {
      tenant: { site: site.data, dir: join(dir, folder), demo: bundle.demo, sources: () => ({ site: bundle.site, stock: bundle.stock }) },
      // One bad car never hides a dealer: skipped with a warning, as from a folder.
      stock: { vehicles: keepValid(StockVehicleSchema, stock.data.vehicles, `${where} vehicles`, warn), generatedAt: stock.data.generated_at ?? null },
      locations: keepValid(TenantLocationSchema, locations.data, `${where} locations`, warn),
      generatedAt: bundle.generated_at,
      stamp,
    };
  }

  function reload(): string[] {
    checkedAt = clock();
    const refusals: string[] = [];
    const next = new Map<string, Loaded>();
    const folders = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
    for (const { name: folder } of folders) {
      const path = join(dir, folder, PLATFORM_BUNDLE_NAME);
      if (!existsSync(path)) continue;
      const { size, mtimeMs } = statSync(path);
      const stamp = `${size}:${mtimeMs}`;
      const previous = byFolder.get(folder);
      if (previous?.stamp === stamp || refusedStamps.get(folder) === stamp) {
        if (previous) next.set(folder, previous);
        continue;
      }
      const loaded = load(folder, path, stamp);
      if (typeof loaded !== 'string') {
        refusedStamps.delete(folder);
        next.set(folder, loaded);
        continue;
      }
      refusedStamps.set(folder, stamp);
      const kept = previous ? `keeping the bundle generated ${previous.generatedAt}` : 'the dealer is not served until it reads';
      refusals.push(`platform-api: dealer bundle ${path} refused: ${loaded}; ${kept}`);
      if (previous) next.set(folder, previous);
    }
    // The build's own rule: a bundle claiming an id, slug or origin another dealer has is refused.
    let accepted = [...next.entries()];
    const clashes = new Set<string>();
    const identities = accepted.map(([folder, loaded]) => ({ folder, loaded, ...loaded.tenant.site }));
    if (hasDuplicateClaims(identities)) {
      const claims = resolveClaims(orderByClaimAge(identities, { served: new Set(byFolder.keys()) }));
      for (const refused of claims.refused) for (const clash of refused.clashes) clashes.add(`platform-api: ${clash.message}`);
      accepted = claims.accepted.map((identity) => [identity.folder, identity.loaded]);
    }
    // One assignment each: a request sees the old set or the new one, never a mix.
    byFolder = new Map(accepted);
    byId = new Map(accepted.map(([, loaded]) => [loaded.tenant.site.id, loaded]));
    for (const clash of clashes) if (!toldClashes.has(clash)) refusals.push(clash);
    toldClashes = clashes;
    for (const refusal of refusals) {
      warn(refusal);
      options.onRefused?.();
    }
    return refusals;
  }
  reload();

  const current = () => {
    if (clock() - checkedAt >= 1000) reload();
    return byId;
  };
  const loadedOf = (tenant: Tenant) => current().get(tenant.site.id);

  return {
    reload,
    byWebsiteId: (websiteId) => current().get(websiteId)?.tenant,
    all: () => [...current().values()].map((loaded) => loaded.tenant),
    stock: (tenant) => loadedOf(tenant)?.stock ?? { vehicles: [], generatedAt: null },
    vehicleBySlug: (tenant, slug) => loadedOf(tenant)?.stock.vehicles.find((vehicle) => vehicle.slug === slug),
    vehicleById: (tenant, id) => loadedOf(tenant)?.stock.vehicles.find((vehicle) => vehicle.id === id),
    locations: (tenant) => loadedOf(tenant)?.locations ?? [],
  };
}
