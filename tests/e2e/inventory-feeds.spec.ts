import { expect, test } from '@playwright/test';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { advertisedPrice } from '../../src/domain/advertised-vehicle.ts';
import { isAvailable } from '../../src/domain/availability.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { googleVehicleListingsProblems, metaAutomotiveCatalogProblems, parseFeedCsv } from '../support/feed-specs.ts';
import { demoSites, readBundle } from '../support/sites.ts';

/**
 * Inventory feeds: each demo dealer switches on the feeds its stock suits (the motorcycle dealer
 * Meta's only: Google takes passenger vehicles only); the site serves them, every row passes its platform's
 * specification (tests/support/feed-specs.ts), every car the site offers at a price with a VIN is in them,
 * and no sold, hidden or unpriced car is. A feed switched off is not published.
 */

const FEEDS = [
  { path: '/feeds/google-vehicle-listings.csv', setting: 'googleVehicleListings', problems: googleVehicleListingsProblems, vin: 'vin', link: 'link' },
  { path: '/feeds/meta-automotive-catalog.csv', setting: 'metaAutomotive', problems: metaAutomotiveCatalogProblems, vin: 'vin', link: 'url' },
] as const;

/** What the site offers for sale at a price (listed, available, priced), with a VIN both platforms ask for. */
const advertisable = (vehicle: Vehicle, bundle: TenantBundle) =>
  bundle.listedSlugs.includes(vehicle.slug) && isAvailable(vehicle) && advertisedPrice(vehicle) !== undefined && Boolean(vehicle.vin);

for (const site of demoSites()) {
  for (const feed of FEEDS) {
    if (!readBundle<TenantBundle>(site).config.feeds[feed.setting].enabled) {
      test(`${site.slug}: ${feed.path} is switched off and not published`, async ({ request }) => {
        expect((await request.get(`${site.origin}${feed.path}`)).status()).toBe(404);
      });
      continue;
    }
    test(`${site.slug}: ${feed.path} is served and every row meets the platform's specification`, async ({ request }) => {
      const response = await request.get(`${site.origin}${feed.path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const text = await response.text();
      expect(feed.problems(text).slice(0, 30)).toEqual([]);

      const bundle = readBundle<TenantBundle>(site);
      const rows = parseFeedCsv(text);
      const inFeed = new Set(rows.map((row) => row[feed.vin]));
      const byVin = new Map(bundle.vehicles.map((vehicle) => [vehicle.vin, vehicle]));
      // Every row is a car the site offers at a price, linked to its page on this site.
      const wrong = rows.filter((row) => {
        const vehicle = byVin.get(row[feed.vin]);
        return !vehicle || !advertisable(vehicle, bundle) || row[feed.link] !== new URL(`/cars/${vehicle.slug}`, bundle.config.url).href;
      });
      expect(wrong.map((row) => row[feed.vin])).toEqual([]);
      // And every such car (with a photo and a colour, which Meta also requires) is there.
      const missing = bundle.vehicles.filter((v) => advertisable(v, bundle) && v.images.length > 0 && Boolean(v.colour) && !inFeed.has(v.vin ?? ''));
      expect(missing.map((v) => v.slug)).toEqual([]);
      expect(rows.length).toBeGreaterThan(50);
      // The demo stock has sold and unpriced cars: they are left out, not listed.
      expect(bundle.vehicles.some((v) => !isAvailable(v) || advertisedPrice(v) === undefined)).toBe(true);
    });
  }
}

for (const feed of FEEDS) {
  test(`${feed.path}: at least two demo dealers publish it, so every build checks it`, () => {
    const publishing = demoSites().filter((site) => readBundle<TenantBundle>(site).config.feeds[feed.setting].enabled);
    expect(publishing.length).toBeGreaterThanOrEqual(2);
  });
}
