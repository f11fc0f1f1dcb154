import { describe, expect, it } from 'vitest';
import { similarBlockData, similarCardFiles, similarCarsProps, similarSearch } from './similar.ts';
import { TEST_NOW, testBundle, testConfig, testVehicle } from './test-fixtures.ts';

const car = (id: number, overrides: Parameters<typeof testVehicle>[0] = {}) => testVehicle({ id, slug: `car-${id}`, name: `Car ${id}`, ...overrides });

describe('similarCarsProps', () => {
  const subject = car(1, { make: 'Toyota', simple_body: 'suv', price: 30000 });
  const vehicles = [
    subject,
    car(2, { make: 'Toyota', simple_body: 'sedan', price: 39000 }),
    car(3, { make: 'Mazda', simple_body: 'suv', price: 21000 }),
    car(4, { make: 'Mazda', simple_body: 'sedan', price: 30000 }),
    car(5, { make: 'Toyota', price: 41000 }),
    car(6, { make: 'Toyota', status: 'coming_soon' }),
    car(7, { make: 'Toyota', status: 'sold', sold_date_timestamp: Math.floor(Date.parse(TEST_NOW) / 1000) - 60 }),
    ...Array.from({ length: 8 }, (_, i) => car(10 + i, { make: 'Toyota', price: 30000 + i, rank: i })),
  ];

  it('same make or body, inside the band, in stock, not this car, up to 6, by rank', () => {
    const props = similarCarsProps(subject, testBundle(vehicles));
    const ids = props.fallback.map((card) => card.id);
    expect(ids).toHaveLength(6);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(4);
    expect(ids).not.toContain(5);
    expect(ids).not.toContain(6);
    expect(ids).not.toContain(7);
    expect(ids.slice(0, 3)).toEqual([17, 16, 15]);
    expect(props.live).toBeUndefined();
    expect(props.fallback[0]?.view.href).toBe('/cars/car-17');
  });

  it('only listed cars are offered', () => {
    const props = similarCarsProps(subject, testBundle([subject, car(2, { price: 31000 })], { listedSlugs: ['car-1'] }));
    expect(props.fallback).toEqual([]);
  });

  it('a Meilisearch dealer gets the live query with the stock rule and the similar filter', () => {
    const config = testConfig({ search: { engine: { type: 'meilisearch', host: 'https://ms.example.com', searchKey: 'search-key' } } });
    const props = similarCarsProps(subject, testBundle(vehicles, { config }));
    expect(props.live?.engine).toEqual({ host: 'https://ms.example.com', searchKey: 'search-key', indexUid: `forecourt-${config.id}-vehicles` });
    expect(props.live?.search.filter.at(-1)).toBe(
      '(make = "Toyota" OR simple_body = "suv") AND price >= 20000 AND price <= 40000 AND status = "in_stock" AND id != 1',
    );
    expect(similarSearch(subject, config, new Date(TEST_NOW)).filter.some((f) => f.includes('show_on_dealer_website'))).toBe(true);
  });
});

describe('similar cars card files', () => {
  const subject = car(1, { make: 'Toyota', price: 30000 });
  const vehicles = [
    subject,
    car(2, { make: 'Mazda', price: 90000, reserved: true }),
    car(3, { make: 'Toyota', status: 'coming_soon' }),
    car(4, { make: 'Toyota', status: 'sold', sold_date_timestamp: Math.floor(Date.parse(TEST_NOW) / 1000) - 60 }),
    car(5, { make: 'Toyota', price: 31000 }),
  ];

  it('one per listed car in stock, whatever its make or price, with the price and reserved flag its card shows', () => {
    const files = similarCardFiles(testBundle(vehicles, { listedSlugs: ['car-1', 'car-2', 'car-3', 'car-4'] }));
    expect(files.map((file) => file.candidate).sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, price: 30000, reserved: false },
      { id: 2, price: 90000, reserved: true },
    ]);
    expect(files.find((file) => file.candidate.id === 2)?.card.view.href).toBe('/cars/car-2');
  });

  it('none where similar cars are off or asked of Meilisearch live', () => {
    expect(similarCardFiles(testBundle(vehicles, { config: testConfig({ features: { similarCars: false } }) }))).toEqual([]);
    const config = testConfig({ search: { engine: { type: 'meilisearch', host: 'https://ms.example.com', searchKey: 'search-key' } } });
    expect(similarCardFiles(testBundle(vehicles, { config }))).toEqual([]);
  });

  it("the page's block names the similar cars by id only: no other car's price", () => {
    const bundle = testBundle(vehicles);
    const data = similarBlockData(subject, similarCarsProps(subject, bundle), bundle.config, '/stock/toyota');
    expect(data.cars).toEqual([5]);
    expect(data.more).toBe('/stock/toyota');
    expect(JSON.stringify(data)).not.toContain('31000');
  });
});
