import { describe, expect, it } from 'vitest';
import { FinanceSettingsSchema } from '../../../../src/config/finance.ts';
import { financeOffer, lenderTerms, weeklyEstimateText } from '../../../../src/domain/finance/finance-offer.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';
import { pdfFinanceLines } from './pdf-finance.ts';

const lender = { deposit: 0, termYears: 7, interestRate: 5.78, comparisonRate: 6.68, establishmentFees: 1300, paymentWeek: 241.59, paymentMonth: 1048.44 };
const car = {
  id: 1,
  slug: 'car',
  name: '2025 Nissan X-Trail',
  year: 2025,
  make: 'Nissan',
  model: 'X-Trail',
  price: 72500,
  offer_price: 70990,
  status: 'in_stock',
  car_type: 'new',
  dealership_id: 1,
  finance_lenders: { 'nissan-finance': lender },
} as StockVehicle;
const site = {
  features: { reserve: true, finance: true },
  finance: FinanceSettingsSchema.parse({ provider: 'nissan-finance' }),
  timeZone: 'Australia/Brisbane',
};
const now = new Date('2026-11-21T00:00:00Z');

describe('pdfFinanceLines', () => {
  it("states the car's one finance offer: the page's weekly figure, rate, term, fee and totals", () => {
    const lines = pdfFinanceLines(car, site, now);
    const offer = financeOffer(70990, lenderTerms(lender, 5)!, false);
    expect(lines[0]).toBe(`Finance from ${weeklyEstimateText(offer)}*`);
    expect(lines[0]).toBe('Finance from $241.59 /week*');
    expect(lines[1]).toContain('5.78% p.a., comparison rate 6.68% p.a., over 7 years');
    expect(lines[1]).toContain('$1,300 establishment fee financed');
    expect(lines[2]).toBe(`* ${site.finance.comparisonRateText}`);
  });

  it('nothing for a sold car, a Suzuki, or a dealer without finance', () => {
    expect(pdfFinanceLines({ ...car, status: 'sold' }, site, now)).toEqual([]);
    expect(pdfFinanceLines({ ...car, make: 'Suzuki' }, site, now)).toEqual([]);
    expect(pdfFinanceLines(car, { ...site, features: { reserve: true, finance: false } }, now)).toEqual([]);
  });
});
