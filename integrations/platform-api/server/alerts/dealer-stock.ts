import { join } from 'node:path';
import { parseSiteConfig } from '../../../../src/config/load-config.ts';
import type { SiteConfig } from '../../../../src/config/site.ts';
import { StockFileSchema, VehicleSchema, type Vehicle } from '../../../../src/data/schemas/index.ts';
import { toStockDocument, type StockDocument } from '../../../../src/search/stock-document.ts';
import { parseRecords } from '../../../../src/tenant/data-problems.ts';
import type { Tenant } from '../tenants/tenant-store.ts';

/**
 * A dealer's stock as its site searches it: the dealer's site.json and stock (folder or bundle) read with the build's own schemas and turned
 * into the same search documents, so a saved search matches here exactly what it shows on the site.
 */

export interface DealerStock {
  config: SiteConfig;
  vehicles: Map<number, Vehicle>;
  documents: StockDocument[];
}

export function readDealerStock(tenant: Tenant, clock: Date): DealerStock {
  const { site: rawSite, stock: rawStock } = tenant.sources();
  const site = parseSiteConfig(join(tenant.dir, 'site.json'), rawSite, tenant.site.slug);
  if (!site.ok) throw new Error(`${tenant.dir}/site.json is not a valid dealer config: ${site.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const file = StockFileSchema.parse(rawStock);
  const { valid } = parseRecords('data/stock.json', file.vehicles, VehicleSchema);
  return {
    config: site.config,
    vehicles: new Map(valid.map((vehicle) => [vehicle.id, vehicle])),
    documents: valid.map((vehicle) => toStockDocument(vehicle, site.config, clock)),
  };
}
