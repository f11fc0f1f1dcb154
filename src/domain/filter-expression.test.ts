import { describe, expect, it } from 'vitest';
import { filterEquals, quoteFilterValue } from './filter-expression.ts';

describe('filter expressions', () => {
  it('quotes strings, escaping backslashes before quotes', () => {
    expect(quoteFilterValue('SUV')).toBe('"SUV"');
    expect(quoteFilterValue('12" wheels')).toBe('"12\\" wheels"');
    expect(quoteFilterValue('a\\"b')).toBe('"a\\\\\\"b"');
  });

  it('numbers and booleans stay bare', () => {
    expect(filterEquals('make', 'Mazda')).toBe('make = "Mazda"');
    expect(filterEquals('year', 2024)).toBe('year = 2024');
    expect(filterEquals('show_on_dealer_website', true)).toBe('show_on_dealer_website = true');
  });
});
