import { describe, expect, it } from 'vitest';
import { clearRefinements, emptySearchState, setRange, toggleListValue } from './search-state.ts';
import {
  formatSearchParams,
  isSearchParam,
  locationForState,
  parseRange,
  parseSearchParams,
  snapRange,
  stateFromLocation,
  type RouteRefinements,
} from './url-codec.ts';

const parse = (search: string) => parseSearchParams(new URLSearchParams(search));

describe('parseSearchParams', () => {
  it('reads query, page, sortBy, repeated list params and ranges', () => {
    const state = parse('query=ranger&make=Ford&make=Mazda&body=Ute&price=10000:40000&sortBy=price-asc&page=2');
    expect(state).toEqual({
      query: 'ranger',
      page: 2,
      sortBy: 'price-asc',
      lists: { make: ['Ford', 'Mazda'], body: ['Ute'] },
      ranges: { price: { min: 10000, max: 40000 } },
    });
  });

  it('ignores nonsense instead of failing', () => {
    const state = parse('page=-3&price=abc&sortBy=%3Cscript%3E&vin=123&make=&year=abc&km=1:2:3&certified=yes&foo=bar');
    expect(state).toEqual(emptySearchState());
  });

  it('reads item_type and categories only from their vocabularies, in their own spelling', () => {
    const state = parse('item_type=motorcycle&item_type=Spaceship&categories=lams%20approved&categories=Family&categories=%3Cscript%3E');
    expect(state.lists).toEqual({ item_type: ['Motorcycle'], categories: ['LAMS approved', 'Family'] });
    expect(parse('item_type=&item_type=car%3Cx%3E&categories=Fast').lists).toEqual({});
  });

  it('ignores pages that are not whole positive numbers', () => {
    for (const page of ['0', '1.5', '1e3', 'NaN', '99999999', ' ']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('page=7').page).toBe(7);
  });

  it('accepts one-sided and reversed ranges', () => {
    expect(parseRange('5000:')).toEqual({ min: 5000 });
    expect(parseRange(':20000')).toEqual({ max: 20000 });
    expect(parseRange('30000:10000')).toEqual({ min: 10000, max: 30000 });
    expect(parseRange(':')).toBeUndefined();
    expect(parseRange('-5:10')).toEqual({ max: 10 });
    expect(parseRange('1e9:2')).toEqual({ max: 2 });
  });

  it('reads the budget finder spellings range[price] and price_range labels', () => {
    expect(parse('range%5Bprice%5D=1000:2000').ranges.price).toEqual({ min: 1000, max: 2000 });
    expect(parse('price_range=%241%2C000+-+%242%2C000').ranges.price).toEqual({ min: 1000, max: 2000 });
  });

  it('snaps URL ranges to the slider grid: 1,000 for price and km, $10 for weekly repayments', () => {
    expect(parse('price=2500:41499').ranges.price).toEqual({ min: 3000, max: 41000 });
    expect(parse('km=:50400').ranges.km).toEqual({ max: 50000 });
    expect(parse('weekly_price_range=104:257').ranges.weekly_price_range).toEqual({ min: 100, max: 260 });
    // a minimum that snaps to 0 says nothing; nothing left is no refinement
    expect(parse('price=400:20000').ranges.price).toEqual({ max: 20000 });
    expect(parse('price=300:').ranges).toEqual({});
    expect(snapRange({ min: 1499.99 }, 1000)).toEqual({ min: 1000 });
    // nonsense is still ignored
    expect(parse('price=abc:2e4&km=-3000:&subscription_price=1:2:3').ranges).toEqual({});
  });

  it('reads price_range bands as a list refinement, and the older range labels as price', () => {
    expect(parse('price_range=%2410%2C000+to+%2420%2C000&price_range=Under+%2410%2C000&price_range=cheap').lists.price_range).toEqual([
      '$10,000 to $20,000',
      'Under $10,000',
    ]);
    expect(parse('price_range=%2410%2C000+to+%2420%2C000').ranges).toEqual({});
    expect(parse('price_range=%241%2C500+-+%249%2C600').ranges.price).toEqual({ min: 2000, max: 10000 });
    expect(parse('price_range=%24100%2C000+AND+OVER').lists.price_range).toEqual(['$100,000 and over']);
  });

  it('reads status, badge, location_name and make_model as list refinements', () => {
    expect(parse('status=in_stock&badge=SR5&location_name=Harbour+City&make_model=Toyota+HiLux').lists).toEqual({
      location_name: ['Harbour City'],
      badge: ['SR5'],
      status: ['in_stock'],
      make_model: ['Toyota HiLux'],
    });
  });

  it('drops duplicate values case-insensitively and control characters', () => {
    expect(parse('make=Toyota&make=toyota&make=Ma%00zda').lists.make).toEqual(['Toyota', 'Mazda']);
  });

  it('caps the query length', () => {
    expect(parse(`query=${'a'.repeat(500)}`).query).toHaveLength(200);
  });
});

describe('formatSearchParams', () => {
  it('round-trips through parse', () => {
    const state = parse('make=Ford&make=Mazda&body=Ute&price=10000:40000&km=:50000&sortBy=latest&page=3&query=dual+cab');
    expect(parse(formatSearchParams(state))).toEqual(state);
  });

  it('writes ranges as min:max without escaping the colon', () => {
    expect(formatSearchParams(setRange(emptySearchState(), 'price', { min: 10000, max: 40000 }))).toBe('price=10000:40000');
    expect(formatSearchParams(setRange(emptySearchState(), 'km', { max: 5000 }))).toBe('km=:5000');
  });

  it('leaves out the defaults', () => {
    expect(formatSearchParams(emptySearchState())).toBe('');
  });

  it('writes parameters in catalogue order whatever the click order', () => {
    let state = toggleListValue(emptySearchState(), 'body', 'SUV');
    state = toggleListValue(state, 'make', 'Kia');
    expect(formatSearchParams(state)).toBe('make=Kia&body=SUV');
  });
});

describe('routes and locations', () => {
  const route: RouteRefinements = { path: '/search/toyota', base: '/search', lists: { make: ['Toyota'] } };

  it('a route path stands for its refinements', () => {
    expect(stateFromLocation('/search/toyota/', '?body=SUV', route).lists).toEqual({ make: ['Toyota'], body: ['SUV'] });
    expect(stateFromLocation('/search', '?body=SUV', route).lists).toEqual({ body: ['SUV'] });
  });

  it('stays on the route while its refinements hold, else moves to the base', () => {
    const onRoute = stateFromLocation('/search/toyota', '', route);
    expect(locationForState(toggleListValue(onRoute, 'body', 'SUV'), route)).toBe('/search/toyota?body=SUV');
    expect(locationForState(toggleListValue(onRoute, 'make', 'Mazda'), route)).toBe('/search/toyota?make=Mazda');
    expect(locationForState(toggleListValue(onRoute, 'make', 'Toyota'), route)).toBe('/search');
  });

  it('round-trips a moved state through the location', () => {
    const onRoute = stateFromLocation('/search/toyota', '', route);
    const moved = setRange(toggleListValue(onRoute, 'make', 'Mazda'), 'price', { min: 1000, max: 9000 });
    const [path, search] = locationForState(moved, route).split('?');
    expect(stateFromLocation(path!, search ?? '', route)).toEqual(moved);
  });

  it('clearing filters keeps persisted attributes and the sort', () => {
    const state = { ...parse('make=Ford&state=QLD&price=1:2&sortBy=latest&query=x&page=4') };
    expect(clearRefinements(state, ['state'])).toEqual({ query: '', page: 1, sortBy: 'latest', lists: { state: ['QLD'] }, ranges: {} });
  });

  it('knows its parameters', () => {
    expect(isSearchParam('make')).toBe(true);
    expect(isSearchParam('price')).toBe(true);
    expect(isSearchParam('vin')).toBe(false);
  });
});

describe("the dealer's default sort and refinements (spec 01 §4: only if none is set)", () => {
  const defaults = { sortBy: 'latest' as const, lists: { car_type: ['used'] } };
  const base: RouteRefinements = { path: '/search', base: '/search', lists: {}, defaults };
  const make: RouteRefinements = { path: '/search/toyota', base: '/search', lists: { make: ['Toyota'] }, defaults };

  it('a bare listing URL opens with the defaults', () => {
    expect(stateFromLocation('/search', '', base)).toMatchObject({ sortBy: 'latest', lists: { car_type: ['used'] } });
  });

  it('a URL that sets a sort or any refinement keeps it, and the defaults stay out of its way', () => {
    expect(stateFromLocation('/search', '?sortBy=price-asc', base)).toMatchObject({ sortBy: 'price-asc', lists: { car_type: ['used'] } });
    expect(stateFromLocation('/search', '?make=Mazda', base)).toMatchObject({ sortBy: 'latest', lists: { make: ['Mazda'] } });
    expect(stateFromLocation('/search', '?query=ranger', base).lists).toEqual({});
    expect(stateFromLocation('/search/toyota', '', make).lists).toEqual({ make: ['Toyota'] });
  });

  it('the default sort is left out of the URL; another sort, relevance included, is written', () => {
    const state = stateFromLocation('/search', '', base);
    expect(locationForState(state, base)).toBe('/search?car_type=used');
    expect(locationForState({ ...state, sortBy: 'relevance' }, base)).toBe('/search?car_type=used&sortBy=relevance');
    expect(stateFromLocation('/search', '?car_type=used&sortBy=relevance', base).sortBy).toBe('relevance');
  });

  it('a shopper can clear the default refinements: the URL says filters=none and reads back cleared', () => {
    const cleared = clearRefinements(stateFromLocation('/search', '', base));
    expect(locationForState(cleared, base)).toBe('/search?filters=none');
    expect(stateFromLocation('/search', '?filters=none', base)).toEqual(cleared);
    expect(isSearchParam('filters')).toBe(true);
    // with the sort changed too, and from a path that stood for refinements
    expect(locationForState({ ...cleared, sortBy: 'price-asc' }, base)).toBe('/search?filters=none&sortBy=price-asc');
    const fromMake = toggleListValue(stateFromLocation('/search/toyota', '', make), 'make', 'Toyota');
    expect(locationForState(fromMake, make)).toBe('/search?filters=none');
    // never written where the dealer has no default refinements, nor beside a refinement or a query
    expect(locationForState(clearRefinements(emptySearchState()), { ...base, defaults: { sortBy: 'latest', lists: {} } })).toBe('/search?sortBy=relevance');
    expect(locationForState(toggleListValue(cleared, 'make', 'Kia'), base)).toBe('/search?make=Kia');
    expect(locationForState({ ...cleared, query: 'ranger' }, base)).toBe('/search?query=ranger');
  });
});
