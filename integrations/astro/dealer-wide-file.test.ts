import { describe, expect, it } from 'vitest';
import { dealerWideFileOf, propsWithDealerWide } from './dealer-wide-file.ts';

describe('dealer-wide props file of a client:interaction island', () => {
  it('is named by the directive, as a site path', () => {
    expect(dealerWideFileOf({ dealerWide: '/props/test-drive.0123456789ab.json' })).toBe('/props/test-drive.0123456789ab.json');
    expect(dealerWideFileOf({ dealerWide: 'https://elsewhere.example/x.json' })).toBeNull();
    expect(dealerWideFileOf({ dealerWide: '//elsewhere.example/x.json' })).toBeNull();
    expect(dealerWideFileOf({ dealerWide: '/\\elsewhere.example/x.json' })).toBeNull();
    expect(dealerWideFileOf({ withQuery: ['car_id'] })).toBeNull();
    expect(dealerWideFileOf(true)).toBeNull();
  });

  it("replaces only the island's dealerWide prop, keeping the others", () => {
    const props = JSON.stringify({ car: [0, { id: [0, 1] }], dealerWide: [0, {}] });
    expect(JSON.parse(propsWithDealerWide(props, '{"site":[0,{"name":[0,"A & B"]}]}'))).toEqual({
      car: [0, { id: [0, 1] }],
      dealerWide: [0, { site: [0, { name: [0, 'A & B'] }] }],
    });
    expect(JSON.parse(propsWithDealerWide(null, '{}'))).toEqual({ dealerWide: [0, {}] });
  });
});
