import { describe, expect, it } from 'vitest';
import { BrandSchema } from '../../data/schemas/brand.ts';
import { brandGrids, featureBanner } from './banners.ts';
import { vehicleTabs } from './tabs.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

describe('brandGrids', () => {
  it('one grid per kind, external brands link out', () => {
    const grids = brandGrids([
      BrandSchema.parse({ title: 'Toyota', slug: 'toyota' }),
      BrandSchema.parse({ title: 'Isuzu', slug: 'isuzu', kind: 'truck', skipPage: true, externalUrl: 'https://isuzu.example.com' }),
    ]);
    expect(grids).toEqual([
      { title: 'Car Brands', brands: [{ title: 'Toyota', href: '/toyota/overview', external: false }] },
      { title: 'Truck Brands', brands: [{ title: 'Isuzu', href: 'https://isuzu.example.com', external: true }] },
    ]);
  });
});

describe('only links that lead somewhere', () => {
  it('drops tiles and brand links whose page was not built', () => {
    const exists = (href: string) => href !== '/service' && href !== '/mazda/overview';
    expect(featureBanner({ offers: [], config: testConfig() }, exists).map((t) => t.href)).toEqual(['/sell-your-car']);
    const [grid] = brandGrids([BrandSchema.parse({ title: 'Mazda', slug: 'mazda' }), BrandSchema.parse({ title: 'Kia', slug: 'kia' })], exists);
    expect(grid?.brands).toEqual([
      { title: 'Mazda', external: false },
      { title: 'Kia', href: '/kia/overview', external: false },
    ]);
  });
});

describe('featureBanner', () => {
  it('offers only when there are some; sell your car with the 2-minute promise only with a valuation provider', () => {
    const valued = testConfig({ integrations: { valuation: true } });
    const tiles = featureBanner({ offers: [], config: valued });
    expect(tiles.map((t) => t.title)).toEqual(['Book a service online', 'Sell your car']);
    expect(tiles[1]?.text).toBe('Get an instant offer in 2 minutes');
    // Without one the dealer only calls back, so the tile says so.
    expect(featureBanner({ offers: [], config: testConfig() })[1]?.text).toBe('Tell us about your car and we will come back to you with an offer');
  });
});

describe('vehicleTabs', () => {
  const options = { hasFeatures: true, reserveHref: '/cars/x/checkout', enquireHref: '/enquire?car_id=7' };
  const ids = (tabs: Array<{ id: string }>) => tabs.map((t) => t.id);

  const stated = {
    experience: {
      whyBuyYears: 5,
      whyBuyPoints: ['Family owned'],
      includedPoints: { used: ['Roadworthy certificate'] },
      protectionProducts: ['Paint protection'],
    },
  };

  it('all six tabs when the dealer states their content, Features only with equipment, Reserve Online only when reserving is on', () => {
    expect(ids(vehicleTabs(testVehicle(), testConfig(stated), options))).toEqual(['comments', 'included', 'why-buy', 'reserve', 'protect', 'features']);
    expect(ids(vehicleTabs(testVehicle(), testConfig(), { ...options, hasFeatures: false }))).not.toContain('features');
    expect(ids(vehicleTabs(testVehicle(), testConfig({ features: { reserve: false } }), options))).not.toContain('reserve');
  });

  it("offers a reservation (the Reserve Online tab, the Why Buy point) only by the Reserve button's rule", () => {
    const point = /Reserve online with a/;
    const offers = (tabs: ReturnType<typeof vehicleTabs>) => ({
      tab: tabs.some((t) => t.id === 'reserve'),
      point: tabs.some((t) => t.points.some((p) => point.test(p))),
    });
    expect(offers(vehicleTabs(testVehicle(), testConfig(), options))).toEqual({ tab: true, point: true });
    expect(offers(vehicleTabs(testVehicle({ status: 'sold' }), testConfig(), options))).toEqual({ tab: false, point: false });
    expect(offers(vehicleTabs(testVehicle({ reserved: true }), testConfig(), options))).toEqual({ tab: false, point: false });
    const whyBuy = vehicleTabs(testVehicle(), testConfig(), options).find((t) => t.id === 'why-buy')!;
    expect(whyBuy.points[whyBuy.reservationOffer as number]).toMatch(point);
    expect(vehicleTabs(testVehicle(), testConfig(), options).find((t) => t.id === 'reserve')?.reservationOffer).toBe('tab');
  });

  it('Why Buy From Us uses the dealer protection years; Toyota Certified benefits are included', () => {
    const tabs = vehicleTabs(testVehicle({ certified: true }), testConfig({ experience: { whyBuyYears: 5 } }), options);
    expect(tabs.find((t) => t.id === 'why-buy')?.points[0]).toBe('5-year mechanical protection');
    expect(tabs.find((t) => t.id === 'included')?.points).toContain('Toyota Certified: 90 point inspection');
    expect(tabs.find((t) => t.id === 'reserve')?.points[0]).toBe('A $200 deposit holds this car for 48 hours');
  });

  it('no invented claims: without dealer statements only the site facts remain, and empty tabs are left out', () => {
    const config = testConfig({ features: { reserve: false, tradeIn: false, finance: false } });
    const tabs = vehicleTabs(testVehicle({ car_type: 'new' }), config, options);
    expect(ids(tabs)).toEqual(['comments', 'features']);
    const all = vehicleTabs(testVehicle(), testConfig(), options)
      .flatMap((t) => t.points)
      .join(' | ');
    expect(all).not.toMatch(/mechanical protection|no-pressure|warranty|insurance|in-house/i);
    const used = vehicleTabs(testVehicle({ car_type: 'used' }), testConfig(stated), options);
    expect(used.find((t) => t.id === 'included')?.points).toEqual(['Roadworthy certificate']);
    expect(used.find((t) => t.id === 'why-buy')?.points).toEqual(expect.arrayContaining(['5-year mechanical protection', 'Family owned']));
    expect(used.find((t) => t.id === 'protect')?.points).toEqual(['Paint protection']);
  });

  it('no Reserve Car Now link on a reserved car', () => {
    expect(vehicleTabs(testVehicle({ reserved: true }), testConfig(), options).find((t) => t.id === 'reserve')?.link).toBeUndefined();
  });
});
