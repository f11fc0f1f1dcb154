import { describe, expect, it } from 'vitest';
import { baseFilters, buildStockSearch, refinementFilters } from './request-builder.ts';
import { testSearchContext } from './test-search-context.ts';
import { emptySearchState, setRange, setSort, toggleListValue } from './search-state.ts';

const context = testSearchContext({ priceAscRequiresPositive: false });
const cutoff = Date.parse(context.now) / 1000 - 3 * 86_400;
const stockRule = `((status = "in_stock" OR status = "coming_soon" OR sold_date_timestamp > ${cutoff}) AND show_on_dealer_website = true)`;

describe('baseFilters', () => {
  it('always carries the stock rule', () => {
    expect(baseFilters(context)).toEqual([stockRule]);
  });

  it("adds the dealer's filter, make exclusions, presets, the demo Nissan rule and the budget floor", () => {
    const filters = baseFilters({
      ...context,
      dealerFilter: 'dealership_id IN [1, 2]',
      makeExclusions: ['Suzuki', 'Great "Wall"'],
      preset: { kind: 'price', value: 7 },
      demoNissanMinKm: 3000,
      budgetFloor: true,
    });
    expect(filters).toEqual([
      '(dealership_id IN [1, 2])',
      stockRule,
      'make NOT IN ["Suzuki", "Great \\"Wall\\""]',
      'price >= 7000',
      'NOT (car_type = "demo" AND make = "Nissan" AND km <= 3000)',
      'price > 1000',
    ]);
  });

  it('reads the age preset in the dealer time zone', () => {
    // 31 Dec 2025 14:00 UTC is already 1 January 2026 in Brisbane.
    const filters = baseFilters({ ...context, now: '2025-12-31T14:00:00.000Z', preset: { kind: 'age', value: 7 } });
    expect(filters).toContain('year >= 2019');
  });

  it('adds price > 0 only when sorting by lowest price on dealers configured so', () => {
    expect(baseFilters({ ...context, priceAscRequiresPositive: true }, 'price-asc')).toContain('price > 0');
    expect(baseFilters({ ...context, priceAscRequiresPositive: true }, 'price-desc')).not.toContain('price > 0');
    expect(baseFilters(context, 'price-asc')).not.toContain('price > 0');
  });
});

describe('refinementFilters', () => {
  it('ORs the values of a field and ANDs the fields, quoting strings and not numbers', () => {
    let state = toggleListValue(emptySearchState(), 'make', 'Toyota');
    state = toggleListValue(state, 'make', 'Land Rover');
    state = toggleListValue(state, 'year', '2024');
    state = setRange(state, 'price', { min: 10000, max: 40000 });
    state = setRange(state, 'km', { max: 50000 });
    expect(refinementFilters(state)).toEqual([['make = "Toyota"', 'make = "Land Rover"'], 'year = 2024', 'price >= 10000', 'price <= 40000', 'km <= 50000']);
    expect(refinementFilters(state, 'make')).toEqual(['year = 2024', 'price >= 10000', 'price <= 40000', 'km <= 50000']);
  });
});

describe('buildStockSearch', () => {
  it('is a single query when nothing is refined', () => {
    const plan = buildStockSearch(emptySearchState(), context);
    expect(plan.queries).toHaveLength(1);
    expect(plan.queries[0]).toMatchObject({ indexUid: 'vehicles', q: '', page: 1, hitsPerPage: 21, sort: [], filter: [stockRule] });
    expect(plan.queries[0]?.facets).toContain('make');
    expect(plan.queries[0]?.facets).toContain('price');
  });

  it('adds one facet-only query per refined facet, without its own refinement', () => {
    let state = toggleListValue(emptySearchState(), 'make', 'Toyota');
    state = toggleListValue(state, 'body', 'SUV');
    state = setRange(state, 'price', { min: 5000 });
    state = setSort({ ...state, query: 'hilux' }, 'price-desc');
    const plan = buildStockSearch({ ...state, page: 3 }, context);
    expect(plan.disjunctive).toEqual(['make', 'simple_body', 'price']);
    expect(plan.queries[0]).toMatchObject({
      q: 'hilux',
      sort: ['price:desc'],
      page: 3,
      filter: [stockRule, 'make = "Toyota"', 'simple_body = "SUV"', 'price >= 5000'],
    });
    expect(plan.queries[1]).toEqual({
      indexUid: 'vehicles',
      q: 'hilux',
      filter: [stockRule, 'simple_body = "SUV"', 'price >= 5000'],
      facets: ['make'],
      limit: 0,
    });
    expect(plan.queries[2]?.filter).toEqual([stockRule, 'make = "Toyota"', 'price >= 5000']);
    expect(plan.queries[3]).toMatchObject({ facets: ['price'], filter: [stockRule, 'make = "Toyota"', 'simple_body = "SUV"'] });
  });

  it('counts status, badge, location, make and model and price band disjunctively, as every list filter', () => {
    let state = emptySearchState();
    for (const [param, value] of [
      ['status', 'in_stock'],
      ['badge', 'SR5'],
      ['location_name', 'Harbour City'],
      ['make_model', 'Toyota HiLux'],
      ['price_range', '$20,000 to $30,000'],
    ] as const)
      state = toggleListValue(state, param, value);
    const plan = buildStockSearch(state, context);
    expect(plan.queries[0]?.facets).toEqual(expect.arrayContaining(['status', 'badge', 'location_name', 'make_model', 'price_range']));
    expect(plan.queries[0]?.filter).toEqual(expect.arrayContaining(['status = "in_stock"', 'price_range = "$20,000 to $30,000"']));
    expect(plan.disjunctive).toEqual(['location_name', 'badge', 'status', 'make_model', 'price_range']);
    const band = plan.queries[1 + plan.disjunctive.indexOf('price_range')];
    expect(band?.facets).toEqual(['price_range']);
    expect(band?.filter).not.toContain('price_range = "$20,000 to $30,000"');
    expect(band?.filter).toContain('status = "in_stock"');
  });
});
