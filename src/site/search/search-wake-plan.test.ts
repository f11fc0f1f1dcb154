import { describe, expect, it } from 'vitest';
import { testBundle, testVehicle, TEST_NOW } from '../vehicle/test-fixtures.ts';
import { listingRoutes } from './listing-routes.ts';
import { searchIslandProps } from './page.ts';
import { searchWakePlan } from './search-wake-plan.ts';

describe('searchWakePlan', () => {
  it("holds the first page's cards as built, their clock-bound tags and the build clock", async () => {
    const fresh = testVehicle({ id: 1, slug: 'fresh', name: 'Fresh', created_at: '2026-11-20T00:00:00.000Z' });
    const older = testVehicle({ id: 2, slug: 'older', name: 'Older', created_at: '2026-09-01T00:00:00.000Z', price: 25990 });
    const bundle = testBundle([fresh, older]);
    const props = await searchIslandProps(bundle, listingRoutes(bundle)[0]!);
    const plan = searchWakePlan(props);
    expect(plan.built).toBe(TEST_NOW);
    expect(plan.cards.map((card) => card.id).sort()).toEqual([1, 2]);
    expect(plan.cards.find((card) => card.id === 2)).toEqual({ id: 2, price: 25990, available: true, reserved: false });
    expect(plan.tags).toEqual([expect.objectContaining({ kind: 'new-arrival', createdAt: '2026-11-20T00:00:00.000Z' })]);
  });

  it('asks about at most the cards the island asks about (48)', async () => {
    const vehicles = Array.from({ length: 60 }, (_, i) => testVehicle({ id: i + 1, slug: `car-${i + 1}`, name: `Car ${i + 1}` }));
    const bundle = testBundle(vehicles);
    const props = await searchIslandProps(bundle, listingRoutes(bundle)[0]!);
    expect(searchWakePlan(props).cards).toHaveLength(props.initialResult.hits.length);
    expect(props.initialResult.hits.length).toBeLessThanOrEqual(48);
  });
});
