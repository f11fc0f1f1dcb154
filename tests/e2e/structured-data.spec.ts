import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { advertisedPrice, driveWheels, engineDisplacement } from '../../src/domain/advertised-vehicle.ts';
import { itemTypeLabel } from '../../src/domain/vehicle-categories.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { missingGoogleRequired } from '../support/google-structured-data.ts';
import { pagesOfEveryType } from '../support/page-types.ts';
import { schemaOrgProblems } from '../support/schema-org.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Structured data: every vehicle page's JSON-LD, and that of one page of every other type,
 * against schema.org's vocabulary (tests/support/schema-org.ts) and the properties Google documents as
 * required (tests/support/google-structured-data.ts); each vehicle as its own schema.org type, with the
 * recommended properties its data has.
 */

const DIST = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');
type Node = Record<string, unknown>;
const VEHICLE_TYPES = new Set(['Car', 'Motorcycle', 'Vehicle']);

function jsonLdOf(file: string): Node[] {
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Node);
}

/** Google-required properties this car's data cannot give (the page is then not eligible, rather than untrue). */
function notInTheData(vehicle: Vehicle): Set<string> {
  return new Set([
    ...(vehicle.images.length === 0 ? ['image'] : []),
    ...(vehicle.vin ? [] : ['vehicleIdentificationNumber']),
    ...(advertisedPrice(vehicle) === undefined ? ['offers.price', 'offers.priceCurrency'] : []),
  ]);
}

/** The recommended vehicle properties the car's data has, each of which its JSON-LD must carry. */
function recommendedFromData(vehicle: Vehicle): string[] {
  return [
    ...(driveWheels(vehicle.drive) ? ['driveWheelConfiguration'] : []),
    ...(engineDisplacement(vehicle) ? ['vehicleEngine'] : []),
    ...(vehicle.doors ? ['numberOfDoors'] : []),
    ...(vehicle.seats ? ['vehicleSeatingCapacity'] : []),
    ...(vehicle.colour ? ['color'] : []),
    ...(vehicle.interior_colour ? ['vehicleInteriorColor'] : []),
    ...(vehicle.badge ? ['vehicleConfiguration'] : []),
  ];
}

const EXPECTED_TYPE: Readonly<Record<string, string>> = { Car: 'Car', 'Light commercial': 'Car', Motorcycle: 'Motorcycle' };

for (const site of demoSites()) {
  test(`${site.slug}: every vehicle page's JSON-LD is schema.org vocabulary with Google's required properties`, () => {
    test.setTimeout(120_000);
    const bundle = readBundle<TenantBundle>(site);
    const problems: string[] = [];
    const types = new Map<string, number>();
    for (const vehicle of bundle.vehicles) {
      const page = `cars/${vehicle.slug}`;
      const documents = jsonLdOf(join(DIST, site.slug, page, 'index.html'));
      const vehicles = documents.filter((document) => VEHICLE_TYPES.has(String(document['@type'])));
      if (vehicles.length !== 1) {
        problems.push(`${page}: ${vehicles.length} vehicle nodes`);
        continue;
      }
      const node = vehicles[0]!;
      const type = String(node['@type']);
      types.set(type, (types.get(type) ?? 0) + 1);
      for (const document of documents) problems.push(...schemaOrgProblems(document).map((problem) => `${page}: ${problem}`));
      problems.push(...missingGoogleRequired(node, notInTheData(vehicle)).map((missing) => `${page}: missing ${missing}`));
      for (const document of documents.filter((d) => d !== node))
        problems.push(...missingGoogleRequired(document).map((missing) => `${page}: missing ${missing}`));
      const expected = EXPECTED_TYPE[itemTypeLabel(vehicle.item_type) ?? 'Car'];
      if (expected && type !== expected) problems.push(`${page}: a ${vehicle.item_type} typed ${type}`);
      for (const property of recommendedFromData(vehicle)) if (!(property in node)) problems.push(`${page}: ${property} missing though the feed gives it`);
      const offers = node.offers as Node | undefined;
      if (offers && offers.price === undefined) problems.push(`${page}: an Offer without price`);
      if ((advertisedPrice(vehicle) !== undefined) !== Boolean(offers)) problems.push(`${page}: Offer ${offers ? 'without' : 'missing despite'} a shown price`);
    }
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
    expect(types.size, [...types].map(([type, count]) => `${type} ${count}`).join(', ')).toBeGreaterThan(0);
    if (site.slug === 'outback-motorcycles') expect([...types.keys()]).toEqual(['Motorcycle']);
  });

  test(`${site.slug}: the JSON-LD of every page type is schema.org vocabulary with Google's required properties`, () => {
    const dir = join(DIST, site.slug);
    const problems = pagesOfEveryType(site.slug, dir)
      .filter((page) => !page.startsWith('cars/'))
      .flatMap((page) =>
        jsonLdOf(join(dir, page)).flatMap((document) => [
          ...schemaOrgProblems(document).map((problem) => `${page}: ${problem}`),
          ...missingGoogleRequired(document).map((missing) => `${page}: missing ${missing}`),
        ]),
      );
    expect(problems).toEqual([]);
  });
}
