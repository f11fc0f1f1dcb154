import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentSecrets } from '../../../../../src/operator/secret-sources.ts';

/**
 * Two small dealers in a temporary folder, valid under the build's full schemas, for the alert tests:
 * Alert Motors (website 701) sends mail to the test's SMTP server; Other Motors (702) is the dealer
 * whose shoppers must never hear about Alert Motors. Stock changes are written like stock:update does.
 */

export const ALERT_DEALER = {
  websiteId: 701,
  slug: 'alert-motors',
  url: 'https://www.alertmotors.example.com.au',
  from: 'alerts@alertmotors.example.com.au',
} as const;
export const OTHER_DEALER = { websiteId: 702, slug: 'other-motors' } as const;
export const ALERT_INBOX_KEYS = {
  alert: 'inbox_alert_motors_0123456789abcdef',
  other: 'inbox_other_motors_0123456789abcdef',
} as const;
/** The operator's environment for the two dealers: each inbox key under the name derived from its website id. */
export const ALERT_SECRET_ENV = {
  [`FORECOURT_${ALERT_DEALER.websiteId}_INBOX_KEY`]: ALERT_INBOX_KEYS.alert,
  [`FORECOURT_${OTHER_DEALER.websiteId}_INBOX_KEY`]: ALERT_INBOX_KEYS.other,
};
export const alertSecrets = environmentSecrets(ALERT_SECRET_ENV);

export interface TestCar {
  id: number;
  make: string;
  model: string;
  body: string;
  price: number;
  status?: string;
  offer_price?: number;
}

export function vehicleRecord(car: TestCar): Record<string, unknown> {
  const slug = `2024-${car.make}-${car.model}-${car.id}`.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
  return {
    id: car.id,
    slug,
    name: `2024 ${car.make} ${car.model}`,
    year: 2024,
    make: car.make,
    model: car.model,
    car_type: 'used',
    status: car.status ?? 'in_stock',
    sold_date_timestamp: car.status === 'sold' ? Math.floor(Date.now() / 1000) - 3600 : null,
    price: car.price,
    offer_price: car.offer_price ?? null,
    km: 12_000,
    created_at: '2026-11-01T00:00:00+10:00',
    dealership_slug: 'alert-motors',
    dealership_id: 1,
    simple_body: car.body,
    simple_fuel: 'Petrol',
    simple_transmission: 'Automatic',
    images: [{ url: `/images/cars/${slug}-1.webp`, width: 1200, height: 800 }],
  };
}

export interface AlertDealers {
  dir: string;
  /** The API's address is known once it listens: unsubscribe links are built from the dealer's config. */
  useApi(baseUrl: string): void;
  writeStock(slug: string, cars: readonly TestCar[]): void;
  readStock(slug: string): Array<Record<string, unknown>>;
  cleanUp(): void;
}

export function alertDealers(options: { smtpPort: number }): AlertDealers {
  const dir = mkdtempSync(join(tmpdir(), 'alert-dealers-'));
  const dealer = (id: number, slug: string, name: string, smtp: boolean) => {
    mkdirSync(join(dir, slug, 'data'), { recursive: true });
    const site = {
      id,
      slug,
      name,
      url: `https://www.${slug.replace('-', '')}.example.com.au`,
      phone: '07 3000 1234',
      address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
      dealerships: [{ id: 1, slug, name }],
      integrations: { platformApi: { baseUrl: 'http://127.0.0.1:8787' } },
      leadDelivery: {
        ...(smtp ? { smtp: { host: '127.0.0.1', port: options.smtpPort, from: ALERT_DEALER.from } } : {}),
        inbox: true,
      },
    };
    writeFileSync(join(dir, slug, 'site.json'), JSON.stringify(site, null, 2));
    writeFileSync(join(dir, slug, 'data', 'locations.json'), '[]');
  };
  dealer(ALERT_DEALER.websiteId, ALERT_DEALER.slug, 'Alert Motors', true);
  dealer(OTHER_DEALER.websiteId, OTHER_DEALER.slug, 'Other Motors', true);
  const stockPath = (slug: string) => join(dir, slug, 'data', 'stock.json');
  return {
    dir,
    useApi(baseUrl) {
      for (const slug of [ALERT_DEALER.slug, OTHER_DEALER.slug]) {
        const path = join(dir, slug, 'site.json');
        const site = JSON.parse(readFileSync(path, 'utf8')) as { integrations: { platformApi: { baseUrl: string } } };
        site.integrations.platformApi.baseUrl = baseUrl;
        writeFileSync(path, JSON.stringify(site, null, 2));
      }
    },
    writeStock(slug, cars) {
      writeFileSync(stockPath(slug), JSON.stringify({ generated_at: new Date().toISOString(), vehicles: cars.map(vehicleRecord) }, null, 2));
    },
    readStock: (slug) => (JSON.parse(readFileSync(stockPath(slug), 'utf8')) as { vehicles: Array<Record<string, unknown>> }).vehicles,
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}
