import { join, relative } from 'node:path';
import { z } from 'zod';
import { parseSiteConfig } from '../../src/config/load-config.ts';
import type { ConfigProblem } from '../../src/config/config-error.ts';
import { BrandSchema, LocationSchema, OfferSchema, StockFileSchema, VehicleSchema, type Vehicle } from '../../src/data/schemas/index.ts';
import { isListed, isSold } from '../../src/domain/availability.ts';
import { shownOnWebsite, type WebsiteVisibilityRules } from '../../src/domain/website-visibility.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { parseRecords, type RecordProblem } from '../../src/tenant/data-problems.ts';
import { readJson } from './read-json.ts';

export interface PreparedTenant {
  bundle?: TenantBundle;
  /** Problems that fail the dealer (bad config, unreadable files). */
  errors: ConfigProblem[];
  /** Records reported and skipped; the build goes on. */
  skipped: RecordProblem[];
  /** Every valid stock record, whether it has a page or not (the inventory feeds say why they leave one out). */
  stock?: Vehicle[];
}

/**
 * Whether a vehicle gets a page: shown on this website, and listed or sold (long-sold cars keep
 * a noindex page so marketplace links never 404). Other feed statuses count as sold.
 */
export function hasVehiclePage(vehicle: Vehicle, listed: boolean, rules: WebsiteVisibilityRules): boolean {
  if (!shownOnWebsite(vehicle, rules)) return false;
  return listed || isSold(vehicle);
}

/**
 * Reads and validates one dealer folder. The build's clock (stock rules, offers, promo tiles, the
 * new-arrival tag: everything time-bound) is `now`, else the moment of the build: a build never
 * carries what had already ended when it ran (docs/decisions/0007-time-on-the-shoppers-clock.md).
 * The stock snapshot's `generated_at` says
 * when the feed was read, not what day the site is for; a reproducible rebuild passes `now`.
 */
export function prepareTenant(tenantDir: string, slug: string, options: { now?: Date; cwd?: string } = {}): PreparedTenant {
  const show = (file: string) => relative(options.cwd ?? process.cwd(), join(tenantDir, file)) || file;
  const errors: ConfigProblem[] = [];
  const skipped: RecordProblem[] = [];

  const siteRead = readJson(join(tenantDir, 'site.json'));
  if (!siteRead.ok) return { errors: [{ file: show('site.json'), path: '(file)', message: siteRead.reason }], skipped };
  const site = parseSiteConfig(show('site.json'), siteRead.value, slug);
  if (!site.ok) return { errors: site.problems, skipped };
  const config = site.config;

  const stockRead = readJson(join(tenantDir, 'data/stock.json'), { vehicles: [] });
  const stockFile = stockRead.ok ? StockFileSchema.safeParse(stockRead.value) : undefined;
  if (!stockRead.ok || !stockFile?.success) {
    const reason = stockRead.ok ? 'expected an object { "vehicles": [ ... ] }' : stockRead.reason;
    return { errors: [{ file: show('data/stock.json'), path: '(file)', message: reason }], skipped };
  }
  const vehicles = parseRecords(show('data/stock.json'), stockFile.data.vehicles, VehicleSchema);
  skipped.push(...vehicles.problems);

  const list = <T>(file: string, schema: z.ZodType<T>): T[] => {
    const read = readJson(join(tenantDir, file), []);
    if (!read.ok || !Array.isArray(read.value)) {
      errors.push({ file: show(file), path: '(file)', message: read.ok ? 'expected an array' : read.reason });
      return [];
    }
    const parsed = parseRecords(show(file), read.value, schema);
    skipped.push(...parsed.problems);
    return parsed.valid;
  };
  const locations = list('data/locations.json', LocationSchema);
  const offers = list('data/offers.json', OfferSchema);
  const brands = list('data/brands.json', BrandSchema);
  if (errors.length > 0) return { errors, skipped };

  const clock = options.now ?? new Date();
  const seen = new Set<string>();
  const withPages: Vehicle[] = [];
  const listedSlugs: string[] = [];
  const stock: Vehicle[] = [];
  vehicles.valid.forEach((vehicle, index) => {
    if (seen.has(vehicle.slug)) {
      skipped.push({ file: show('data/stock.json'), index, id: vehicle.id, field: 'slug', reason: `duplicate slug "${vehicle.slug}"` });
      return;
    }
    seen.add(vehicle.slug);
    stock.push(vehicle);
    const listed = shownOnWebsite(vehicle, config.stock) && isListed(vehicle, clock, config.stock.soldVisibleDays);
    if (!hasVehiclePage(vehicle, listed, config.stock)) return;
    withPages.push(vehicle);
    if (listed) listedSlugs.push(vehicle.slug);
  });

  return {
    bundle: { config, clock: clock.toISOString(), vehicles: withPages, listedSlugs, locations, offers, brands },
    errors,
    skipped,
    stock,
  };
}
