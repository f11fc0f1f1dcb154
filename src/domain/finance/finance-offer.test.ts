import { describe, expect, it } from 'vitest';
import { financeOffer, lenderTerms, loanSummary, weeklyEstimateText } from './finance-offer.ts';
import { vehicleFinanceOffer, type OfferFields } from './vehicle-offer.ts';

// A Harbour City Nissan feed entry: the feed's figures are price + fee − deposit amortised at the rate.
const nissanEntry = {
  deposit: 0,
  termYears: 7,
  termMonths: 84,
  interestRate: 5.78,
  comparisonRate: 6.68,
  establishmentFees: 1300,
  paymentWeek: 241.59,
  paymentMonth: 1048.44,
  totalPayable: 88068.96,
};

describe('lenderTerms', () => {
  it('reads rate, comparison rate, fee, term and deposit from the lender entry; the feeds quote no balloon', () => {
    expect(lenderTerms(nissanEntry, 5)).toEqual({ interestRate: 5.78, comparisonRate: 6.68, establishmentFee: 1300, termYears: 7, deposit: 0, balloon: 0 });
  });

  it('no terms without both rates; the term falls back to termMonths, then the dealer default', () => {
    expect(lenderTerms({ ...nissanEntry, comparisonRate: null }, 5)).toBeUndefined();
    expect(lenderTerms(undefined, 5)).toBeUndefined();
    expect(lenderTerms({ ...nissanEntry, termYears: null, termMonths: 54 }, 5)?.termYears).toBe(4.5);
    expect(lenderTerms({ ...nissanEntry, termYears: null, termMonths: null }, 5)?.termYears).toBe(5);
  });
});

describe('loanSummary', () => {
  it('matches the lender feed figures: the fee is financed, the deposit comes off', () => {
    const base = { price: 70990, deposit: 0, balloon: 0, establishmentFee: 1300, interestRate: 5.78, termYears: 7, roundUp: false };
    expect(loanSummary({ ...base, frequency: 'week' }).payment).toBe(nissanEntry.paymentWeek);
    expect(loanSummary({ ...base, frequency: 'month' }).payment).toBe(nissanEntry.paymentMonth);
    const monthly = loanSummary({ ...base, frequency: 'month' });
    expect(monthly.amountFinanced).toBe(72290);
    expect(monthly.totalPayable).toBe(88068.96);
    expect(monthly.totalInterest).toBe(15778.96);
    expect(loanSummary({ ...base, deposit: 5500, price: 54990, establishmentFee: 1360.5, interestRate: 11.35, termYears: 5, frequency: 'week' }).payment).toBe(
      256.5,
    );
  });

  it('the spec example: $30,000 at 6.29 % over 5 years is $584.04 a month', () => {
    const summary = loanSummary({
      price: 30000,
      deposit: 0,
      balloon: 0,
      establishmentFee: 0,
      interestRate: 6.29,
      termYears: 5,
      frequency: 'month',
      roundUp: false,
    });
    expect(summary.display).toBe('$584.04');
    expect(summary.payments).toBe(60);
    expect(summary.totalPayable).toBe(35042.4);
  });

  it('a balloon is paid on top of the repayments and counts in the total payable', () => {
    const summary = loanSummary({
      price: 30000,
      deposit: 0,
      balloon: 10000,
      establishmentFee: 0,
      interestRate: 6.29,
      termYears: 5,
      frequency: 'month',
      roundUp: false,
    });
    expect(summary.payment).toBeLessThan(584.04);
    expect(summary.totalPayable).toBeCloseTo(summary.payment * 60 + 10000, 2);
  });

  it('whole dollars when the dealer rounds up', () => {
    const summary = loanSummary({
      price: 70990,
      deposit: 0,
      balloon: 0,
      establishmentFee: 1300,
      interestRate: 5.78,
      termYears: 7,
      frequency: 'week',
      roundUp: true,
    });
    expect(summary.payment).toBe(242);
    expect(summary.display).toBe('$242');
  });
});

describe('financeOffer and the weekly estimate', () => {
  it('the advertised weekly figure is the one the calculator computes from the same terms', () => {
    const offer = financeOffer(70990, lenderTerms(nissanEntry, 5)!, false);
    expect(offer.weekly.payment).toBe(241.59);
    expect(weeklyEstimateText(offer)).toBe('$241.59 /week');
    expect(weeklyEstimateText(financeOffer(70990, lenderTerms(nissanEntry, 5)!, true))).toBe('$242 /week');
  });

  it('no estimate when the repayment is not worth quoting', () => {
    expect(weeklyEstimateText(financeOffer(1000, { ...lenderTerms(nissanEntry, 5)!, establishmentFee: 0 }, false))).toBeUndefined();
  });
});

describe('vehicleFinanceOffer', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const settings = { enabled: true, provider: 'nissan-finance' as const, excludedDealershipIds: [], defaultTermYears: 5, roundUp: false };
  const car: OfferFields = {
    finance_lenders: { 'nissan-finance': nissanEntry },
    make: 'Nissan',
    dealership_id: 1,
    year: 2025,
    price: 72500,
    offer_price: 70990,
    status: 'in_stock',
  };

  it('finances the price the shopper sees (the offer price)', () => {
    expect(vehicleFinanceOffer(car, settings, now)?.price).toBe(70990);
    expect(vehicleFinanceOffer(car, settings, now)?.weekly.payment).toBe(241.59);
  });

  it('none for Suzuki, sold cars, an excluded dealership, finance switched off or no provider', () => {
    expect(vehicleFinanceOffer({ ...car, make: 'Suzuki' }, settings, now)).toBeUndefined();
    expect(vehicleFinanceOffer({ ...car, status: 'sold' }, settings, now)).toBeUndefined();
    expect(vehicleFinanceOffer(car, { ...settings, excludedDealershipIds: [1] }, now)).toBeUndefined();
    expect(vehicleFinanceOffer(car, { ...settings, enabled: false }, now)).toBeUndefined();
    expect(vehicleFinanceOffer(car, { ...settings, provider: null }, now)).toBeUndefined();
  });
});
