import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import {
  StockFileSchema,
  StockVehicleSchema,
  TenantLocationSchema,
  TenantSiteSchema,
  type StockVehicle,
  type TenantLocation,
  type TenantSite,
} from './tenant-schemas.ts';
import { hasDuplicateClaims, orderByClaimAge, resolveClaims } from '../../../../src/tenant/duplicate-dealers.ts';
import { folderHistoryRank } from '../../../../src/tenant/folder-history.ts';
import { createLogger, messageLog } from '../operations/logger.ts';

/**
 * Reads dealer folders (tenants/<slug>/site.json, data/stock.json, data/locations.json).
 * Files are re-read when their modification time changes, so a rebuilt stock file is picked up
 * without a restart. A bad record is skipped with a warning; one bad car never hides a dealer.
 */

export interface Tenant {
  site: TenantSite;
  dir: string;
  /** A demo dealer (a `demo.json` in its folder): the only kind demo sign-in may serve. */
  demo: boolean;
  /** The dealer's site.json and stock file as written, for rules that read them with the build's own schemas (alerts). */
  sources(): { site: unknown; stock: unknown };
}

export interface StockSnapshot {
  vehicles: StockVehicle[];
  generatedAt: string | null;
}

export interface TenantStore {
  byWebsiteId(websiteId: number): Tenant | undefined;
  all(): Tenant[];
  stock(tenant: Tenant): StockSnapshot;
  vehicleBySlug(tenant: Tenant, slug: string): StockVehicle | undefined;
  vehicleById(tenant: Tenant, id: number): StockVehicle | undefined;
  locations(tenant: Tenant): TenantLocation[];
  /** Dealer bundles: read what changed now (it also looks by itself); returns the refusals. */
  reload?(): string[];
}

type Warn = (message: string) => void;

/** Caches a parsed file until its mtime changes; a missing file reads as `fallback`. */
function cachedFile<T>(parse: (raw: unknown, path: string) => T, fallback: T, warn: Warn) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (path: string): T => {
    if (!existsSync(path)) return fallback;
    const { mtimeMs } = statSync(path);
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    let value = fallback;
    try {
      value = parse(JSON.parse(readFileSync(path, 'utf8')), path);
    } catch (error) {
      // A file caught half-written by a build reads as empty until its next change, not as a crash.
      warn(`${path} unreadable: ${error instanceof Error ? error.message : String(error)}`);
    }
    cache.set(path, { mtimeMs, value });
    return value;
  };
}

export function keepValid<T>(schema: z.ZodType<T>, records: unknown[], what: string, warn: Warn): T[] {
  const kept: T[] = [];
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) kept.push(parsed.data);
    else warn(`${what}[${index}] skipped: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`);
  });
  return kept;
}

function folderSources(dir: string): { site: unknown; stock: unknown } {
  const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as unknown;
  return { site: read('site.json'), stock: read(join('data', 'stock.json')) };
}

/** `clock`: when to rescan on a miss (at most once a second); tests pass their own. */
export function createTenantStore(tenantsDir: string, warn: Warn = messageLog(createLogger(), 'warn'), clock: () => number = Date.now): TenantStore {
  let tenants = new Map<number, Tenant>();
  let scannedAt = 0;
  // What the last scan warned about: a rescan repeats a warning only when something changed.
  let warned = new Set<string>();

  function scan(): void {
    const found = new Map<number, Tenant>();
    const read: Tenant[] = [];
    const warnings = new Set<string>();
    const folders = existsSync(tenantsDir) ? readdirSync(tenantsDir, { withFileTypes: true }) : [];
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      const dir = join(tenantsDir, folder.name);
      const sitePath = join(dir, 'site.json');
      if (!existsSync(sitePath)) continue;
      try {
        const site = TenantSiteSchema.parse(JSON.parse(readFileSync(sitePath, 'utf8')));
        read.push({ site, dir, demo: existsSync(join(dir, 'demo.json')), sources: () => folderSources(dir) });
      } catch (error) {
        // Each problem by field, so an operator reads which setting of which folder to fix.
        const reason =
          error instanceof z.ZodError
            ? error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')
            : error instanceof Error
              ? error.message
              : String(error);
        warnings.add(`${sitePath} skipped: ${reason}`);
      }
    }
    scannedAt = clock();
    // The build's own rule: a folder claiming an id, slug or origin another folder had first is refused;
    // the dealers already served come first, so a newcomer never takes one over or stops it being served.
    let accepted = read;
    const identities = read.map((tenant) => ({ folder: tenant.dir, tenant, ...tenant.site }));
    if (hasDuplicateClaims(identities)) {
      const served = new Set([...tenants.values()].map((tenant) => tenant.dir));
      const history = folderHistoryRank(tenantsDir);
      const historyRank = new Map(identities.flatMap((d) => (history.has(basename(d.folder)) ? [[d.folder, history.get(basename(d.folder))!]] : [])));
      const claims = resolveClaims(orderByClaimAge(identities, { served, historyRank }));
      for (const { clashes } of claims.refused) for (const clash of clashes) warnings.add(`platform-api: ${clash.message}`);
      accepted = claims.accepted.map((identity) => identity.tenant);
    }
    for (const tenant of accepted) found.set(tenant.site.id, tenant);
    tenants = found;
    for (const message of warnings) if (!warned.has(message)) warn(message);
    warned = warnings;
  }
  scan();

  const readStock = cachedFile<StockSnapshot>((raw, path) => {
    const file = StockFileSchema.parse(raw);
    return { vehicles: keepValid(StockVehicleSchema, file.vehicles, `${path} vehicles`, warn), generatedAt: file.generated_at ?? null };
  }, { vehicles: [], generatedAt: null }, warn);

  const readLocations = cachedFile<TenantLocation[]>(
    (raw, path) => keepValid(TenantLocationSchema, z.array(z.unknown()).parse(raw), path, warn),
    [],
    warn,
  );

  function stock(tenant: Tenant): StockSnapshot {
    return readStock(join(tenant.dir, 'data', 'stock.json'));
  }

  return {
    byWebsiteId(websiteId) {
      // A dealer added while the server runs is found on the next miss (at most one rescan a second).
      // A folder claiming a dealer already served is refused and logged; every other dealer is reloaded.
      if (!tenants.has(websiteId) && clock() - scannedAt > 1000) scan();
      return tenants.get(websiteId);
    },
    all: () => [...tenants.values()],
    stock,
    vehicleBySlug: (tenant, slug) => stock(tenant).vehicles.find((vehicle) => vehicle.slug === slug),
    vehicleById: (tenant, id) => stock(tenant).vehicles.find((vehicle) => vehicle.id === id),
    locations: (tenant) => readLocations(join(tenant.dir, 'data', 'locations.json')),
  };
}
