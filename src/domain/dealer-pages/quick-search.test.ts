import { describe, expect, it } from 'vitest';
import { bodyTypeHref, makesAndModels, priceBands, quickSearchHref } from './quick-search.ts';

describe('quick search', () => {
  it('builds the search URL from the chosen fields only', () => {
    expect(quickSearchHref('/search', {})).toBe('/search');
    expect(quickSearchHref('/search', { carType: 'used', make: 'Nissan', model: '', price: '20000:30000' })).toBe(
      '/search?car_type=used&make=Nissan&price=20000%3A30000',
    );
    expect(quickSearchHref('/used-car', { make: 'Harley-Davidson', model: 'Street Glide' })).toBe('/used-car?make=Harley-Davidson&model=Street+Glide');
  });

  it('links a body type to the search', () => {
    expect(bodyTypeHref('/search', 'peopleMover')).toBe('/search?body=peopleMover');
  });

  it('offers the price bands that hold stock, up to the dearest car', () => {
    expect(priceBands([0, 8_000, 24_990, 26_000, 131_500]).map((b) => [b.value, b.label])).toEqual([
      ['0:10000', 'Under $10,000'],
      ['20000:30000', '$20,000 – $30,000'],
      ['100000:132000', '$100,000+'],
    ]);
    expect(priceBands([0])).toEqual([]);
    expect(priceBands([45_000]).map((b) => b.value)).toEqual(['40000:50000']);
  });

  it('lists makes and models alphabetically', () => {
    const stock = [
      { make: 'Nissan', model: 'X-Trail' },
      { make: 'Mazda', model: 'CX-5' },
      { make: 'Nissan', model: 'Navara' },
      { make: 'Mazda', model: 'CX-30' },
      { make: 'Nissan', model: 'Navara' },
    ];
    expect(makesAndModels(stock)).toEqual([
      { make: 'Mazda', models: ['CX-5', 'CX-30'] },
      { make: 'Nissan', models: ['Navara', 'X-Trail'] },
    ]);
  });

  it('popular makes: the 20 with the most stock, listed by name', () => {
    const stock = Array.from({ length: 25 }, (_, i) =>
      Array.from({ length: i + 1 }, () => ({ make: `Make ${String(i).padStart(2, '0')}`, model: 'M' })),
    ).flat();
    const makes = makesAndModels(stock).map((entry) => entry.make);
    expect(makes).toHaveLength(20);
    // Makes 00–04 have the fewest cars and are left out.
    expect(makes[0]).toBe('Make 05');
    expect(makes.at(-1)).toBe('Make 24');
    expect(makesAndModels(stock, 3).map((entry) => entry.make)).toEqual(['Make 22', 'Make 23', 'Make 24']);
  });
});
