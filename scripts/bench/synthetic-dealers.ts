/**
 * N synthetic dealers for bench:scale, from the seeded demo generator: each is one of the three
 * demo dealers (single franchise, motorcycle dealer, multi-dealership group) under a new id, slug
 * and origin, with its stock scaled to a drawn size. The mix follows what a platform of hundreds of
 * dealers looks like: most have 50–400 cars, 1 in 20 is large (1,500–2,500), a few are groups.
 */
import type { DealerDef } from '../demo-data/dealers/types.ts';
import { harbourCityNissan } from '../demo-data/dealers/harbour-city-nissan.ts';
import { outbackMotorcycles } from '../demo-data/dealers/outback-motorcycles.ts';
import { southernCrossAutoGroup } from '../demo-data/dealers/southern-cross-auto-group.ts';
import { createRng } from '../demo-data/prng.ts';
import { buildBrands } from '../demo-data/brands.ts';
import { stockJson } from '../demo-data/generate.ts';
import { buildLocations } from '../demo-data/locations.ts';
import { siteLogo } from '../demo-data/logos.ts';
import { buildOffers } from '../demo-data/offers.ts';
import { generateStock, REFERENCE_DATE } from '../demo-data/vehicles.ts';

export type DealerKind = 'franchise' | 'motorcycles' | 'group';

export interface SyntheticDealer {
  kind: DealerKind;
  cars: number;
  def: DealerDef;
}

const TEMPLATES: Record<DealerKind, DealerDef> = { franchise: harbourCityNissan, motorcycles: outbackMotorcycles, group: southernCrossAutoGroup };

/** Size and kind of the i-th dealer: every 20th is large, about 1 in 8 of the rest a group. */
export function drawDealer(index: number, seed: number): { kind: DealerKind; cars: number } {
  const rng = createRng(seed).fork(`dealer-${index}`);
  if (index % 20 === 19) return { kind: 'group', cars: rng.int(1_500, 2_500) };
  const kind = rng.weighted<DealerKind>([
    ['franchise', 6],
    ['motorcycles', 1],
    ['group', 1],
  ]);
  return { kind, cars: rng.int(50, 400) };
}

/** The template's stock counts scaled so they add up to `cars` (each dealership keeps at least one). */
export function scaleStock(stock: DealerDef['stock'], cars: number): DealerDef['stock'] {
  const total = stock.reduce((sum, s) => sum + s.count, 0);
  const scaled = stock.map((s) => ({ ...s, count: Math.max(1, Math.floor((s.count * cars) / total)) }));
  const short = cars - scaled.reduce((sum, s) => sum + s.count, 0);
  if (scaled[0] && short > 0) scaled[0] = { ...scaled[0], count: scaled[0].count + short };
  return scaled;
}

/** The i-th synthetic dealer: its own slug, id, origin and seed, so no two claim one dealer. */
export function syntheticDealer(index: number, seed: number): SyntheticDealer {
  const { kind, cars } = drawDealer(index, seed);
  const template = TEMPLATES[kind];
  const number = String(index + 1).padStart(4, '0');
  const slug = `bench-${kind}-${number}`;
  const url = `https://www.${slug}.example`;
  const def: DealerDef = {
    ...template,
    slug,
    seed: template.seed * 10_000 + index,
    stock: scaleStock(template.stock, cars),
    site: { ...template.site, id: 900_000 + index, slug, name: `Bench ${kind} ${number}`, url },
  };
  return { kind, cars, def };
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The dealer folder's files, as the demo generator writes them, minus the showcase: the demo
 * dealers' pinned special cases (one vehicle each) need more stock than a 50-car dealer has.
 * demo.json marks the folder as a demo dealer, so the build draws its pictures.
 */
export function syntheticDealerFiles(def: DealerDef): { files: Map<string, string>; cars: number } {
  const rng = createRng(def.seed);
  const vehicles = generateStock(def, rng.fork('stock'));
  const brands = buildBrands(def);
  const files = new Map<string, string>([
    ['site.json', json(def.site)],
    ['demo.json', json({ generator: 'scripts/bench/synthetic-dealers.ts', seed: def.seed, reference_date: REFERENCE_DATE, showcase: {} })],
    ['data/stock.json', stockJson(vehicles)],
    ['data/locations.json', json(buildLocations(def, rng.fork('locations')))],
    ['data/offers.json', json(buildOffers(def, rng.fork('offers')))],
    ['data/brands.json', json(brands.brands)],
    ['public/logo.svg', siteLogo(def.site.name, def.logo.lines, def.site.theme?.colors?.primary ?? '#c3002f', def.logo.emblem)],
    ...brands.files,
  ]);
  return { files, cars: vehicles.length };
}
