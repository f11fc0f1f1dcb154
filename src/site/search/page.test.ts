import { describe, expect, it } from 'vitest';
import { testBundle, testVehicle } from '../vehicle/test-fixtures.ts';
import { listingRoutes } from './listing-routes.ts';
import { searchIslandProps } from './page.ts';

describe('searchIslandProps', () => {
  it('gives the static first page with no search time, so two builds of one snapshot are the same bytes', async () => {
    const vehicles = Array.from({ length: 30 }, (_, i) => testVehicle({ id: i + 1, slug: `car-${i + 1}`, name: `Car ${i + 1}` }));
    const bundle = testBundle(vehicles);
    const route = listingRoutes(bundle)[0]!;
    const props = await searchIslandProps(bundle, route);
    expect(props.initialResult.count).toBe(30);
    expect(props.initialResult.hits).toHaveLength(21);
    expect(props.initialResult.ms).toBe(0);
    expect(JSON.stringify(await searchIslandProps(bundle, route))).toBe(JSON.stringify(props));
  });
});
