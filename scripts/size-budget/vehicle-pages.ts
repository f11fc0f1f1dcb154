/** Every vehicle page of a built dealer (`/cars/<slug>/index.html`, src/site/routes.ts vehiclePath), sorted. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function vehiclePageFiles(root: string): string[] {
  const cars = join(root, 'cars');
  if (!existsSync(cars)) return [];
  return readdirSync(cars, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(cars, e.name, 'index.html'))
    .filter((file) => existsSync(file))
    .sort();
}
