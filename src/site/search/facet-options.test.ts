import { describe, expect, it } from 'vitest';
import { listField } from '../../search/query/refinement-fields.ts';
import { emptySearchState, toggleListValue } from '../../search/query/search-state.ts';
import { facetGroups, facetOptions, facetValueLabel, sameFacetGroup } from './facet-options.ts';

const limits = { city: 20, dealership: 40, body: 20 };

describe('facetOptions', () => {
  it('orders by count, then label, and keeps a refined value that no longer matches', () => {
    const options = facetOptions(listField('make')!, { Mazda: 5, Kia: 5, Ford: 9 }, ['Holden']);
    expect(options.map((o) => `${o.label}:${o.count}:${o.checked}`)).toEqual(['Ford:9:false', 'Kia:5:false', 'Mazda:5:false', 'Holden:0:true']);
  });

  it('limits long lists but never drops a ticked value', () => {
    const distribution = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`City ${i}`, 100 - i]));
    const options = facetOptions(listField('city')!, distribution, ['City 39'], 20);
    expect(options).toHaveLength(21);
    expect(options[20]).toMatchObject({ value: 'City 39', checked: true });
  });

  it('sorts years newest first', () => {
    expect(facetOptions(listField('year')!, { '2019': 1, '2024': 3, '2021': 9 }, []).map((o) => o.value)).toEqual(['2024', '2021', '2019']);
  });
});

describe('facetValueLabel', () => {
  it('names bodies, conditions and states as shoppers read them', () => {
    expect(facetValueLabel('body', 'suv')).toBe('SUV');
    expect(facetValueLabel('body', 'cabChassis')).toBe('Cab Chassis');
    expect(facetValueLabel('body', 'hatch')).toBe('Hatch');
    expect(facetValueLabel('car_type', 'demo')).toBe('Demo');
    expect(facetValueLabel('state', 'qld')).toBe('QLD');
  });
});

describe('facetGroups', () => {
  const facets = {
    make: Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((m, i) => [m, 10 - i])),
    model: { X: 3, Y: 2 },
    simple_body: { suv: 4, ute: 2 },
    colour: { White: 6 },
    certified: { true: 2, false: 4 },
  };

  it('collapses makes to 7 and shows models only for one refined make', () => {
    const groups = facetGroups(facets, emptySearchState(), limits);
    expect(groups.find((g) => g.param === 'make')?.collapsedCount).toBe(7);
    expect(groups.some((g) => g.param === 'model')).toBe(false);
    const oneMake = facetGroups(facets, toggleListValue(emptySearchState(), 'make', 'A'), limits);
    expect(oneMake.find((g) => g.param === 'model')?.options.map((o) => o.value)).toEqual(['X', 'Y']);
  });

  it('lists models only once the answer is for that make: a make just ticked shows no other make’s models meanwhile', () => {
    const ticked = toggleListValue(emptySearchState(), 'make', 'A');
    expect(facetGroups(facets, ticked, limits, emptySearchState()).some((g) => g.param === 'model')).toBe(false);
    expect(facetGroups(facets, ticked, limits, toggleListValue(emptySearchState(), 'make', 'B')).some((g) => g.param === 'model')).toBe(false);
    expect(facetGroups(facets, ticked, limits, ticked).some((g) => g.param === 'model')).toBe(true);
  });

  it('leaves out a filter with a single untouched choice, and offers certified as one box', () => {
    const groups = facetGroups(facets, emptySearchState(), limits);
    expect(groups.some((g) => g.param === 'colour')).toBe(false);
    expect(groups.find((g) => g.param === 'certified')?.options).toEqual([{ value: 'true', label: 'Certified only', count: 2, checked: false }]);
  });

  it('offers status, badge, location, make and model and price band, counted, in panel order', () => {
    const more = {
      ...facets,
      status: { coming_soon: 3, in_stock: 40, sold: 2 },
      badge: Object.fromEntries(['GX', 'GXL', 'SR', 'SR5', 'Rogue', 'Rugged X', 'Workmate', 'VX'].map((b, i) => [b, 20 - i])),
      location_name: { 'Harbour City': 30, Northside: 15 },
      make_model: { 'Toyota HiLux': 9, 'Ford Ranger': 12 },
      price_range: { '$100,000 and over': 1, 'Under $10,000': 4, '$20,000 to $30,000': 12, '$10,000 to $20,000': 20 },
    };
    const groups = facetGroups(more, toggleListValue(emptySearchState(), 'status', 'in_stock'), limits);
    const group = (param: string) => groups.find((g) => g.param === param);
    expect(group('status')?.label).toBe('Availability');
    expect(group('status')?.options.map((o) => [o.label, o.count, o.checked])).toEqual([
      ['Coming soon', 3, false],
      ['In stock', 40, true],
      ['Sold', 2, false],
    ]);
    // bands cheapest first, not by label or count
    expect(group('price_range')?.options.map((o) => o.value)).toEqual(['Under $10,000', '$10,000 to $20,000', '$20,000 to $30,000', '$100,000 and over']);
    expect(group('make_model')?.options.map((o) => o.value)).toEqual(['Ford Ranger', 'Toyota HiLux']);
    expect(group('location_name')?.options.map((o) => o.value)).toEqual(['Harbour City', 'Northside']);
    expect(group('badge')?.collapsedCount).toBe(7);
    expect(group('make')?.collapsedCount).toBe(7);
    expect(group('make_model')?.collapsedCount).toBeUndefined();
  });
});

describe('sameFacetGroup', () => {
  const group = facetGroups({ make: { Nissan: 3, Ford: 2 } }, emptySearchState(), limits).find((g) => g.param === 'make')!;
  const copy = (changes: Partial<(typeof group.options)[number]>) => ({ ...group, options: group.options.map((o, i) => (i === 0 ? { ...o, ...changes } : o)) });

  it('holds for a rebuilt group showing the same options, counts and ticks', () => {
    expect(sameFacetGroup(group, { ...group, options: group.options.map((o) => ({ ...o })) })).toBe(true);
  });

  it('fails when a tick, a count, a label or the list changes', () => {
    expect(sameFacetGroup(group, copy({ checked: true }))).toBe(false);
    expect(sameFacetGroup(group, copy({ count: 99 }))).toBe(false);
    expect(sameFacetGroup(group, copy({ label: 'Other' }))).toBe(false);
    expect(sameFacetGroup(group, { ...group, options: group.options.slice(1) })).toBe(false);
    expect(sameFacetGroup(group, { ...group, collapsedCount: 1 })).toBe(false);
  });
});
