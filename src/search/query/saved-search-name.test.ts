import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_NAME_MAX, savedSearchName } from './saved-search-name.ts';
import { parseSearchParams } from './url-codec.ts';

const nameOf = (search: string) => savedSearchName(parseSearchParams(new URLSearchParams(search)));

describe('savedSearchName', () => {
  it('names a search from its refinements in reading order', () => {
    expect(nameOf('body=SUV&make=Toyota&price=:40000')).toBe('Toyota · SUV · under $40,000');
    expect(nameOf('make=Ford&model=Ranger&car_type=used&price=20000:45000')).toBe('Used · Ford · Ranger · $20,000–$45,000');
  });

  it('uses the filter panel’s words for values', () => {
    expect(nameOf('make=Nissan&body=suv&body=cabChassis&state=qld')).toBe('Nissan · SUV or Cab Chassis · QLD');
  });

  it('joins several values of one filter', () => {
    expect(nameOf('make=Toyota&make=Mazda&make=Kia')).toBe('Toyota, Mazda or Kia');
    expect(nameOf('car_type=new&car_type=demo')).toBe('New or Demo');
  });

  it('reads open ranges, kilometres, weekly repayments and seats', () => {
    expect(nameOf('price=15000:')).toBe('from $15,000');
    expect(nameOf('km=:50000')).toBe('under 50,000 km');
    expect(nameOf('km=10000:60000')).toBe('10,000–60,000 km');
    expect(nameOf('weekly_price_range=:150')).toBe('weekly repayment under $150/week');
    expect(nameOf('seats=7')).toBe('7 seats');
  });

  it('quotes the text query and says Certified only for certified cars', () => {
    expect(nameOf('query=ranger&certified=true')).toBe('“ranger” · Certified');
    expect(nameOf('certified=false')).toBe('All cars');
  });

  it('ignores page and sort, and names an unrefined search', () => {
    expect(nameOf('page=3&sortBy=price-asc')).toBe('All cars');
  });

  it('keeps long names short', () => {
    const makes = Array.from({ length: 30 }, (_, i) => `make=Brand${i}`).join('&');
    const name = nameOf(makes);
    expect(name.length).toBe(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });
});
