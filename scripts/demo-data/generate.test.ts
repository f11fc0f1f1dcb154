import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../src/config/site.ts';
import { BrandSchema, LocationSchema, OfferSchema, StockFileSchema, VehicleSchema, type Vehicle } from '../../src/data/schemas/index.ts';
import { slugify } from './catalogue.ts';
import { DEALERS, generateDealer, postcodesJson, REFERENCE_DATE } from './generate.ts';
import { ensureDemoImages } from './images.ts';
import { POSTCODES } from './postcodes.ts';

const REF = Date.parse(REFERENCE_DATE);
const DAY = 86_400_000;
const outputs = DEALERS.map(generateDealer);
const read = (slug: string, file: string): unknown => {
  const text = outputs.find((o) => o.slug === slug)?.files.get(file);
  if (text === undefined) throw new Error(`${slug}/${file} missing`);
  return JSON.parse(text);
};
const site = (slug: string) => SiteConfigSchema.parse(read(slug, 'site.json'));
const stock = (slug: string): Vehicle[] => StockFileSchema.parse(read(slug, 'data/stock.json')).vehicles.map((v) => VehicleSchema.parse(v));
const locations = (slug: string) => (read(slug, 'data/locations.json') as unknown[]).map((l) => LocationSchema.parse(l));
const offers = (slug: string) => (read(slug, 'data/offers.json') as unknown[]).map((o) => OfferSchema.parse(o));
const brands = (slug: string) => (read(slug, 'data/brands.json') as unknown[]).map((b) => BrandSchema.parse(b));
const showcase = (slug: string) => (read(slug, 'demo.json') as { showcase: Record<string, string> }).showcase;
const SLUGS = ['harbour-city-nissan', 'southern-cross-auto-group', 'outback-motorcycles'] as const;

describe('demo data generator', () => {
  it('is deterministic: a second run gives byte-identical files', () => {
    const again = DEALERS.map(generateDealer);
    for (const [i, output] of outputs.entries()) expect(Object.fromEntries(again[i]?.files ?? [])).toEqual(Object.fromEntries(output.files));
    expect(postcodesJson()).toBe(postcodesJson());
  });

  it.each(SLUGS)('%s: every record validates and identifiers are unique', (slug) => {
    const config = site(slug);
    expect(config.slug).toBe(slug);
    expect(config.integrations.platformApi.baseUrl).toBe('/');
    const vehicles = stock(slug);
    for (const key of ['id', 'slug', 'vin', 'stocknum'] as const) expect(new Set(vehicles.map((v) => v[key])).size).toBe(vehicles.length);
    for (const v of vehicles) {
      expect(v.slug).toBe(slugify(`${v.year} ${v.make} ${v.model} ${v.badge} ${v.stocknum}`));
      expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(v.images.length).toBeGreaterThanOrEqual(1);
      expect(v.images.length).toBeLessThanOrEqual(12);
      expect(v.images[0]?.url).toMatch(/^\/media\/generated\/[a-zA-Z]+-[a-z0-9-]+\.webp$/);
      expect(v.images[0]?.thumb).toBeUndefined(); // the site makes its own widths (image pipeline)
      expect(config.dealerships.map((d) => d.id)).toContain(v.dealership_id);
    }
    expect(locations(slug).length).toBeGreaterThan(0);
    expect(offers(slug).length).toBeGreaterThanOrEqual(8);
    expect(offers(slug).length).toBeLessThanOrEqual(20);
    expect(brands(slug).length).toBeGreaterThan(0);
  });

  it('keeps id ranges apart between dealers', () => {
    const [a, b, c] = SLUGS.map((slug) => stock(slug).map((v) => v.id));
    const ranges = [a, b, c].map((ids) => [Math.min(...(ids ?? [])), Math.max(...(ids ?? []))] as const);
    expect(ranges[0]?.[1]).toBeLessThan(ranges[1]?.[0] ?? 0);
    expect(ranges[1]?.[1]).toBeLessThan(ranges[2]?.[0] ?? 0);
  });

  it('gives each dealer the stock and settings the brief asks for', () => {
    const nissan = stock('harbour-city-nissan');
    const group = stock('southern-cross-auto-group');
    const bikes = stock('outback-motorcycles');
    expect(nissan.length).toBe(300);
    expect(group.length).toBeGreaterThanOrEqual(2000);
    expect(bikes.length).toBe(150);
    expect(new Set(nissan.map((v) => v.car_type))).toEqual(new Set(['new', 'demo', 'used']));
    expect(new Set(nissan.filter((v) => v.car_type === 'used').map((v) => v.make)).size).toBeGreaterThan(4);
    expect(site('harbour-city-nissan').stock.newArrivalLabel).toBe('JUST ARRIVED');
    expect(site('harbour-city-nissan').finance.provider).toBe('nissan-finance');
    const g = site('southern-cross-auto-group');
    expect(g.template).toBe('group');
    expect(g.dealerships.length).toBeGreaterThanOrEqual(5);
    expect(g.features.subscriptions).toBe(true);
    expect(g.stock.soldVisibleDays).toBe(14);
    expect(g.stock.listingPath).toBe('/search');
    expect(g.search.priceAscRequiresPositive).toBe(true);
    expect(g.experience.returnPolicy).toBe('14-day-return');
    expect(g.experience.whyBuyYears).toBe(5);
    expect(g.finance.provider).toBe('taurus');
    expect(g.experience.promoTiles[0]?.positions).toEqual([8, 17]);
    const b = site('outback-motorcycles');
    expect(b.vehicleNoun).toEqual({ singular: 'bike', plural: 'bikes' });
    expect([b.template, b.features.reserve, b.features.tradeIn, b.stock.listingPath, b.finance.provider]).toEqual([
      'powersports',
      false,
      false,
      '/used-car',
      'ausloans',
    ]);
    expect(site('harbour-city-nissan').experience.promoTiles[0]?.positions).toEqual([5, 10, 15, 20, 25, 30]);
    expect(b.experience.promoTiles[0]?.positions).toEqual([30]);
    for (const slug of SLUGS) {
      const tiles = site(slug).experience.promoTiles;
      expect(tiles.some((t) => (!t.start || Date.parse(t.start) <= REF) && (!t.expiry || Date.parse(t.expiry) >= REF))).toBe(true);
      expect(tiles.some((t) => t.expiry && Date.parse(t.expiry) < REF)).toBe(true);
    }
  });

  it('covers the vehicle states, prices and kilometres of the spec', () => {
    const group = stock('southern-cross-auto-group');
    const soldAgo = (v: Vehicle) => (REF / 1000 - (v.sold_date_timestamp ?? 0)) / 86_400;
    const sold = group.filter((v) => v.status === 'sold');
    expect(sold.some((v) => soldAgo(v) < 3)).toBe(true);
    expect(sold.some((v) => soldAgo(v) >= 4 && soldAgo(v) <= 14)).toBe(true);
    expect(sold.some((v) => soldAgo(v) > 60)).toBe(true);
    expect(group.some((v) => v.status === 'coming_soon' && v.preorder)).toBe(true);
    expect(group.some((v) => v.reserved)).toBe(true);
    expect(group.some((v) => (v.subscription_price ?? 0) > 0)).toBe(true);
    expect(group.some((v) => v.make === 'Toyota' && v.certified)).toBe(true);
    expect(group.filter((v) => v.tag === 'Test Drive Only').length).toBeGreaterThan(1);
    expect(group.filter((v) => v.tag === 'Runout Sale').length).toBeGreaterThan(1);
    const market = (v: Vehicle) => v.market_average_price?.state ?? v.market_average_price?.national ?? null;
    expect(group.some((v) => market(v) !== null && (market(v) ?? 0) >= v.price + 500)).toBe(true);
    expect(group.some((v) => market(v) !== null && (market(v) ?? 0) < v.price)).toBe(true);
    for (const v of [...group, ...stock('harbour-city-nissan')]) {
      if (v.car_type === 'new') expect(v.km).toBeLessThanOrEqual(10);
      if (v.car_type === 'demo') expect(v.km).toBeLessThanOrEqual(9000);
      if (v.car_type === 'used') expect(v.regplate).toBeTruthy();
      if (v.status !== 'sold') expect(REF - Date.parse(v.created_at)).toBeLessThanOrEqual(121 * DAY);
    }
    const priced = group.filter((v) => v.price > 0);
    expect(priced.filter((v) => v.price % 1000 === 990).length / priced.length).toBeGreaterThan(0.7);
    expect(group.some((v) => v.price === 0)).toBe(true);
    expect(group.some((v) => v.simple_fuel === 'Electric')).toBe(true);
    expect(group.some((v) => v.created_at && REF - Date.parse(v.created_at) < 8 * DAY && v.status === 'in_stock')).toBe(true);
    expect(group.some((v) => v.show_on_dealer_website === false)).toBe(true);
    expect(group.some((v) => Object.keys(v.finance_lenders).length === 0 && v.price > 0)).toBe(true);
    expect(group.some((v) => v.finance_lenders.taurus && v.finance_lenders.taurus.interestRate === null)).toBe(true);
    for (const n of [1, 2, 3]) expect(group.some((v) => v.images.length === n)).toBe(true);
    expect(group.some((v) => v.images.length > 3)).toBe(true);
    expect(group.some((v) => v.spin_images.length === 24 && v.hotspots)).toBe(true);
    expect(group.some((v) => v.external_video_url?.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    expect(group.some((v) => v.file)).toBe(true);
    expect(group.some((v) => v.standardEquipment.length === 0)).toBe(true);
    expect(group.some((v) => v.variant && Object.values(v.variant).includes(null))).toBe(true);
  });

  it.each(SLUGS)('%s: showcase slugs exist and show their case', (slug) => {
    const vehicles = new Map(stock(slug).map((v) => [v.slug, v]));
    const cases = showcase(slug);
    for (const vehicleSlug of Object.values(cases)) expect(vehicles.has(vehicleSlug)).toBe(true);
    const hostile = vehicles.get(cases.hostileComment ?? '')?.dealercomments ?? '';
    expect(hostile.length).toBeGreaterThan(400);
    expect(hostile).toContain('<script>alert(1)</script>');
    expect(hostile).toContain('onerror=');
    expect(hostile).toMatch(/<ul>.*<strong>|<strong>.*<ul>/);
    expect(vehicles.get(cases.noComments ?? '')?.dealercomments ?? null).toBeNull();
    expect(vehicles.get(cases.manyImages ?? '')?.images.length).toBeGreaterThan(3);
    expect(vehicles.get(cases.oneImage ?? '')?.images.length).toBe(1);
    expect(vehicles.get(cases.spin ?? '')?.spin_images.length).toBe(24);
    expect(vehicles.get(cases.electric ?? '')?.simple_fuel).toBe('Electric');
    if (slug === 'southern-cross-auto-group') {
      expect(Object.keys(cases)).toEqual(
        expect.arrayContaining(['toyotaCertified', 'subscription', 'reserved', 'financeTooOld', 'otherLocation', 'recentlySold', 'longSold', 'belowMarket']),
      );
    }
  });

  it('writes locations with hours, holidays, reviews and three time zones for the group', () => {
    const group = (read('southern-cross-auto-group', 'data/locations.json') as { time_zone: string }[]).map((l) => l.time_zone);
    expect(new Set(group)).toEqual(new Set(['Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne']));
    for (const slug of SLUGS) {
      const all = locations(slug);
      for (const dealershipId of new Set(all.map((l) => l.dealership_id)))
        expect(all.filter((l) => l.dealership_id === dealershipId && l.primary).length).toBe(1);
      const first = all[0];
      expect(first?.contact_detail.opening_hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(first?.contact_detail.department_hours.service?.length).toBe(7);
      expect(first?.special_hours.some((h) => h.date === '2026-12-25' && h.department === 'all')).toBe(true);
      expect(first?.special_hours.some((h) => h.department === 'service' && h.status === 'Closed')).toBe(true);
      const reviews = all.flatMap((l) => l.reviews?.list ?? []);
      expect(reviews.some((r) => r.id === 386779)).toBe(true);
      expect(reviews.some((r) => r.text.includes('Translated'))).toBe(true);
      expect(reviews.some((r) => r.rating < 4)).toBe(true);
      for (const l of all.filter((x) => x.reviews)) expect(l.reviews?.list.length).toBeGreaterThanOrEqual(15);
    }
    expect(locations('southern-cross-auto-group').some((l) => !l.visible)).toBe(true);
  });

  it('writes offers and brands that exercise visibility, sanitising and placeholders', () => {
    for (const slug of SLUGS) {
      const list = offers(slug);
      const own = site(slug).id;
      expect(list.filter((o) => o.excluded_website_ids.includes(own)).length).toBe(1);
      expect(new Set(list.map((o) => o.category))).toEqual(new Set(['Finance offer', 'Bonus offer', 'Service offer']));
      expect(list.some((o) => o.description.length > 200)).toBe(true);
      expect(list.some((o) => o.disclaimer.length > 200)).toBe(true);
      expect(list.some((o) => o.description.includes('<script>'))).toBe(true);
      const b = brands(slug);
      expect(b.some((x) => !x.logoSrc)).toBe(true);
      expect(b.some((x) => x.skipPage && x.externalUrl)).toBe(true);
      const files = outputs.find((o) => o.slug === slug)?.files;
      for (const x of b) if (x.logoSrc) expect(files?.has(`public${x.logoSrc}`)).toBe(true);
      const config = site(slug);
      for (const url of [config.theme.logo.url, ...config.dealerships.map((d) => d.logo?.url)]) if (url) expect(files?.has(`public${url}`)).toBe(true);
    }
    const excluded = offers('harbour-city-nissan').find((o) => o.excluded_website_ids.includes(1101));
    expect(site('harbour-city-nissan').experience.offerExceptionIds).toContain(excluded?.id);
  });

  it('ships a postcode table covering every demo address', () => {
    expect(POSTCODES.length).toBeGreaterThanOrEqual(300);
    const known = new Set(POSTCODES.map((p) => p.postcode));
    for (const slug of SLUGS) for (const l of locations(slug)) expect(known.has(l.address.postcode ?? '')).toBe(true);
    for (const p of POSTCODES) {
      expect(p.postcode).toMatch(/^\d{4}$/);
      expect(p.lat).toBeLessThan(-9);
      expect(p.lat).toBeGreaterThan(-44);
      expect(p.lng).toBeGreaterThan(112);
      expect(p.lng).toBeLessThan(154);
    }
  });

  it('draws the pictures a tenant references and skips them the second time', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-images-'));
    try {
      const vehicle = stock('southern-cross-auto-group').find((v) => v.images.length === 2);
      await mkdir(path.join(dir, 'data'));
      await writeFile(path.join(dir, 'data', 'stock.json'), JSON.stringify({ vehicles: [vehicle] }));
      expect(await ensureDemoImages(dir)).toEqual({ written: 2, skipped: 0, removed: 0 });
      expect(await ensureDemoImages(dir)).toEqual({ written: 0, skipped: 2, removed: 0 });
      const url = vehicle?.images[0]?.url ?? '';
      const full = await sharp(path.join(dir, 'public', url)).metadata();
      expect([full.format, full.width, full.height]).toEqual(['webp', 1200, 800]);
      // A file of the generator's folder nothing refers to (a former -w240 variant) is removed.
      await writeFile(path.join(dir, 'public', url.replace(/\.webp$/, '-w240.webp')), 'old');
      expect(await ensureDemoImages(dir)).toEqual({ written: 0, skipped: 2, removed: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
