/**
 * Regenerates the demo dealers: `npx node scripts/demo-data/generate.ts`.
 * Everything is derived from fixed seeds and a fixed reference date, so a fresh clone writes
 * byte-identical files. Pictures are not committed: ensureDemoImages() draws them on demand
 * (the build calls it for every tenant folder with a demo.json).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VehicleInput } from '../../src/data/schemas/vehicle.ts';
import { buildBrands } from './brands.ts';
import { harbourCityNissan } from './dealers/harbour-city-nissan.ts';
import { outbackMotorcycles } from './dealers/outback-motorcycles.ts';
import { southernCrossAutoGroup } from './dealers/southern-cross-auto-group.ts';
import type { DealerDef } from './dealers/types.ts';
import { ensureDemoImages } from './images.ts';
import { buildLocations } from './locations.ts';
import { siteLogo } from './logos.ts';
import { buildOffers } from './offers.ts';
import { POSTCODES } from './postcodes.ts';
import { createRng } from './prng.ts';
import { applyShowcase } from './showcase.ts';
import { generateStock, REFERENCE_DATE } from './vehicles.ts';

export const DEALERS: readonly DealerDef[] = [harbourCityNissan, southernCrossAutoGroup, outbackMotorcycles];
export { REFERENCE_DATE };

export interface DealerOutput {
  slug: string;
  /** Path inside the tenant folder → file contents. */
  files: Map<string, string>;
  vehicles: VehicleInput[];
  showcase: Record<string, string>;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** One vehicle per line: small diffs in review, and still valid JSON. */
export function stockJson(vehicles: readonly VehicleInput[]): string {
  const lines = vehicles.map((v) => `    ${JSON.stringify(v)}`).join(',\n');
  return `{\n  "generated_at": ${JSON.stringify(REFERENCE_DATE)},\n  "vehicles": [\n${lines}\n  ]\n}\n`;
}

export function postcodesJson(): string {
  return `[\n${POSTCODES.map((p) => `  ${JSON.stringify(p)}`).join(',\n')}\n]\n`;
}

/** Everything one demo dealer's folder holds, computed in memory (no IO). */
export function generateDealer(def: DealerDef): DealerOutput {
  const rng = createRng(def.seed);
  const vehicles = generateStock(def, rng.fork('stock'));
  const showcase = applyShowcase(def, vehicles, rng.fork('showcase'));
  const locations = buildLocations(def, rng.fork('locations'));
  const offers = buildOffers(def, rng.fork('offers'));
  const brands = buildBrands(def);
  const primary = def.site.theme?.colors?.primary ?? '#c3002f';
  const files = new Map<string, string>([
    ['site.json', json(def.site)],
    [
      'demo.json',
      json({
        generator: 'scripts/demo-data/generate.ts',
        seed: def.seed,
        reference_date: REFERENCE_DATE,
        note: 'Generated: edit the generator, not the files.',
        showcase,
      }),
    ],
    ['data/stock.json', stockJson(vehicles)],
    ['data/locations.json', json(locations)],
    ['data/offers.json', json(offers)],
    ['data/brands.json', json(brands.brands)],
    ['public/logo.svg', siteLogo(def.site.name, def.logo.lines, primary, def.logo.emblem)],
    ...brands.files,
  ]);
  return { slug: def.slug, files, vehicles, showcase };
}

async function writeDealer(root: string, output: DealerOutput): Promise<void> {
  const dir = path.join(root, 'tenants', output.slug);
  // Brand logos are all generated: drop the ones no longer listed.
  const brandDir = path.join(dir, 'public', 'brands');
  const stale = (await readdir(brandDir).catch(() => [])).filter((f) => !output.files.has(`public/brands/${f}`));
  await Promise.all(stale.map((f) => rm(path.join(brandDir, f))));
  for (const [file, contents] of output.files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const def of DEALERS) {
    const output = generateDealer(def);
    await writeDealer(root, output);
    const byStatus = new Map<string, number>();
    for (const v of output.vehicles) byStatus.set(`${v.car_type}/${v.status}`, (byStatus.get(`${v.car_type}/${v.status}`) ?? 0) + 1);
    console.log(`${def.slug}: ${output.vehicles.length} vehicles (${[...byStatus].map(([k, n]) => `${k} ${n}`).join(', ')})`);
  }
  await writeFile(path.join(root, 'src', 'data', 'postcodes-au.json'), postcodesJson());
  if (process.argv.includes('--no-images')) return;
  const started = performance.now();
  for (const def of DEALERS) {
    const result = await ensureDemoImages(path.join(root, 'tenants', def.slug));
    console.log(`${def.slug}: pictures written ${result.written}, already present ${result.skipped}`);
  }
  console.log(`pictures done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) await main();
