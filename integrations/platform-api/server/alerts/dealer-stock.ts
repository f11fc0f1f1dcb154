import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteConfig } from '../../../../src/config/load-config.ts';
import type { SiteConfig } from '../../../../src/config/site.ts';
import { StockFileSchema, VehicleSchema, type Vehicle } from '../../../../src/data/schemas/index.ts';
import { toStockDocument, type StockDocument } from '../../../../src/search/stock-document.ts';
import { parseRecords } from '../../../../src/tenant/data-problems.ts';

/**
 * A dealer's stock as its site searches it: the folder read with the build's own schemas and turned
 * into the same search documents, so a saved search matches here exactly what it shows on the site.
 */

export interface DealerStock {
  config: SiteConfig;
  vehicles: Map<number, Vehicle>;
  documents: StockDocument[];
}

export function readDealerStock(dir: string, slug: string, clock: Date): DealerStock {
  const site = parseSiteConfig(join(dir, 'site.json'), JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')), slug);
  if (!site.ok) throw new Error(`${dir}/site.json is not a valid dealer config: ${site.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const file = StockFileSchema.parse(JSON.parse(readFileSync(join(dir, 'data', 'stock.json'), 'utf8')));
  const { valid } = parseRecords('data/stock.json', file.vehicles, VehicleSchema);
  return {
    config: site.config,
    vehicles: new Map(valid.map((vehicle) => [vehicle.id, vehicle])),
    documents: valid.map((vehicle) => toStockDocument(vehicle, site.config, clock)),
  };
}
