/**
 * The dealer folders bench:api serves: N synthetic dealers (synthetic-dealers.ts, the same mix as
 * bench:scale) with a small stock each, since what is measured here is the API and its database, not
 * stock size (bench:scale and bench:stock-change measure that). Only what the API reads is written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { scaleStock, syntheticDealer, syntheticDealerFiles } from './synthetic-dealers.ts';

export interface BenchCar {
  id: number;
  slug: string;
}

export interface BenchDealer {
  websiteId: number;
  slug: string;
  /** Cars a shopper may reserve (in stock, not reserved in the file). */
  reservable: BenchCar[];
  /** Every car's id, for the search page's status batch. */
  ids: number[];
}

const API_FILES = ['site.json', 'demo.json', 'data/stock.json', 'data/locations.json'];

interface StockRow {
  id: number;
  slug: string;
  status: string;
  reserved?: boolean;
}

export function writeBenchDealers(dir: string, count: number, seed: number, carsPerDealer: number): BenchDealer[] {
  const dealers: BenchDealer[] = [];
  for (let index = 0; index < count; index += 1) {
    const { def } = syntheticDealer(index, seed);
    const { files } = syntheticDealerFiles({ ...def, stock: scaleStock(def.stock, carsPerDealer) });
    for (const name of API_FILES) {
      const path = join(dir, def.slug, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, files.get(name) ?? '');
    }
    const vehicles = (JSON.parse(files.get('data/stock.json') ?? '{}') as { vehicles: StockRow[] }).vehicles;
    dealers.push({
      websiteId: def.site.id,
      slug: def.slug,
      reservable: vehicles.filter((car) => car.status === 'in_stock' && car.reserved !== true).map(({ id, slug }) => ({ id, slug })),
      ids: vehicles.map((car) => car.id),
    });
  }
  return dealers;
}

/** The cars many shoppers race to reserve: the first reservable car of every `spread`-th dealer. */
export function hotCars(dealers: readonly BenchDealer[], count: number): Array<BenchCar & { websiteId: number }> {
  const withCars = dealers.filter((dealer) => dealer.reservable.length > 0);
  const spread = Math.max(1, Math.floor(withCars.length / count));
  return withCars
    .filter((_, index) => index % spread === 0)
    .slice(0, count)
    .map((dealer) => ({ websiteId: dealer.websiteId, ...dealer.reservable[0]! }));
}
