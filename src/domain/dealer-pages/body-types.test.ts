import { describe, expect, it } from 'vitest';
import { VALID_BODY_TYPES, bodyTypesInStock, isValidBodyType } from './body-types.ts';

describe('body types', () => {
  it('knows the 18 valid body types of the spec', () => {
    expect(VALID_BODY_TYPES).toHaveLength(18);
    expect(isValidBodyType('peopleMover')).toBe(true);
    expect(isValidBodyType('cruiser')).toBe(false);
    expect(isValidBodyType(undefined)).toBe(false);
  });

  it('lists only valid bodies in stock, most stocked first', () => {
    const stock = [{ simple_body: 'ute' }, { simple_body: 'suv' }, { simple_body: 'suv' }, { simple_body: 'cruiser' }, { simple_body: null }, {}];
    expect(bodyTypesInStock(stock)).toEqual([
      { body: 'suv', label: 'SUV', count: 2 },
      { body: 'ute', label: 'Ute', count: 1 },
    ]);
  });

  it('breaks ties in the order of the spec', () => {
    const stock = [{ simple_body: 'van' }, { simple_body: 'sedan' }];
    expect(bodyTypesInStock(stock).map((b) => b.body)).toEqual(['sedan', 'van']);
  });

  it('returns nothing for a motorcycle dealer', () => {
    expect(bodyTypesInStock([{ simple_body: 'naked' }, { simple_body: 'adventure' }])).toEqual([]);
  });
});
