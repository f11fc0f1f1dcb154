import { describe, expect, it } from 'vitest';
import { preparedLine, priceLine } from './render-vehicle-pdf.ts';

const car = { status: 'in_stock', price: 29990, offer_price: null, price_type: 'Drive Away' };

describe('PDF price line (the price the vehicle page shows)', () => {
  it('the offer price when there is one, with the price type', () => {
    expect(priceLine(car)).toBe('$29,990 Drive Away');
    expect(priceLine({ ...car, offer_price: 27990 })).toBe('$27,990 Drive Away');
    expect(priceLine({ ...car, offer_price: 5 })).toBe('$29,990 Drive Away');
  });

  it('a sold car shows SOLD, never its old price', () => {
    expect(priceLine({ ...car, status: 'sold', offer_price: 27990 })).toBe('SOLD');
    expect(priceLine({ ...car, status: 'withdrawn' })).toBe('SOLD');
  });

  it('a placeholder price reads as the no-price text', () => {
    expect(priceLine({ ...car, price: 1 })).toBe('Enquire for price.');
  });
});

describe('PDF "Prepared" date', () => {
  it("is the dealer's calendar day in its time zone", () => {
    // 14:30 UTC on 20 November is already the 21st in Sydney (+11) but still the 20th in Perth (+8).
    const generatedAt = new Date('2026-11-20T14:30:00Z');
    expect(preparedLine(generatedAt, 'Australia/Sydney')).toMatch(/^Prepared 21 November 2026\. /);
    expect(preparedLine(generatedAt, 'Australia/Perth')).toMatch(/^Prepared 20 November 2026\. /);
  });
});
