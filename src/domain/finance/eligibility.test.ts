import { describe, expect, it } from 'vitest';
import type { FinanceLender } from '../../data/schemas/vehicle.ts';
import { financeShown, isFinanceProvider, type FinanceFields, type FinanceProviderId } from './eligibility.ts';

const now = new Date('2026-06-01T00:00:00Z');
const lender: FinanceLender = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 120, paymentMonth: 520 };

const car = (provider: FinanceProviderId, overrides: Partial<FinanceFields> = {}, entry: FinanceLender = lender): FinanceFields => ({
  finance_lenders: { [provider]: entry },
  make: 'Mazda',
  dealership_id: 1,
  year: 2022,
  price: 501,
  status: 'in_stock',
  ...overrides,
});

describe('common conditions', () => {
  it('needs the lender entry for the provider', () => {
    expect(financeShown(car('manual'), 'manual', { now })).toBe(true);
    expect(financeShown(car('angle'), 'manual', { now })).toBe(false);
  });

  it('needs interest and comparison rates (0 counts as present)', () => {
    expect(financeShown(car('ausloans', {}, { ...lender, interestRate: null }), 'ausloans', { now })).toBe(false);
    expect(financeShown(car('ausloans', {}, { ...lender, comparisonRate: undefined }), 'ausloans', { now })).toBe(false);
    expect(financeShown(car('ausloans', {}, { ...lender, interestRate: 0, comparisonRate: 0 }), 'ausloans', { now })).toBe(true);
  });

  it('never for Suzuki, nor for excluded dealerships', () => {
    expect(financeShown(car('ausloans', { make: 'SUZUKI' }), 'ausloans', { now })).toBe(false);
    expect(financeShown(car('ausloans', { dealership_id: 9 }), 'ausloans', { now, excludedDealershipIds: [9] })).toBe(false);
    expect(financeShown(car('ausloans', { dealership_id: 8 }), 'ausloans', { now, excludedDealershipIds: [9] })).toBe(true);
  });
});

describe('provider checks', () => {
  it('Taurus: year within the last 12 years, price above 500, available', () => {
    expect(financeShown(car('taurus', { year: 2014 }), 'taurus', { now })).toBe(true);
    expect(financeShown(car('taurus', { year: 2013 }), 'taurus', { now })).toBe(false);
    expect(financeShown(car('taurus', { price: 500 }), 'taurus', { now })).toBe(false);
    expect(financeShown(car('taurus', { status: 'sold' }), 'taurus', { now })).toBe(false);
    expect(financeShown(car('taurus', { status: 'coming_soon' }), 'taurus', { now })).toBe(true);
  });

  it.each(['360-finance', 'ausloans'] as const)('%s: availability only', (provider) => {
    expect(financeShown(car(provider, { price: 0, year: 1990 }), provider, { now })).toBe(true);
    expect(financeShown(car(provider, { status: 'sold' }), provider, { now })).toBe(false);
  });

  it.each(['manual', 'angle', 'powertorque'] as const)('%s: price above 500, available, weekly payment', (provider) => {
    expect(financeShown(car(provider), provider, { now })).toBe(true);
    expect(financeShown(car(provider, { price: 500 }), provider, { now })).toBe(false);
    expect(financeShown(car(provider, { status: 'sold' }), provider, { now })).toBe(false);
    expect(financeShown(car(provider, {}, { ...lender, paymentWeek: null }), provider, { now })).toBe(false);
    expect(financeShown(car(provider, {}, { ...lender, paymentWeek: 0 }), provider, { now })).toBe(false);
  });

  it('Nissan Finance: price above 500, available, monthly payment', () => {
    expect(financeShown(car('nissan-finance'), 'nissan-finance', { now })).toBe(true);
    expect(financeShown(car('nissan-finance', { price: 500 }), 'nissan-finance', { now })).toBe(false);
    expect(financeShown(car('nissan-finance', {}, { ...lender, paymentMonth: null }), 'nissan-finance', { now })).toBe(false);
    // A weekly figure is not enough for Nissan.
    expect(financeShown(car('nissan-finance', {}, { ...lender, paymentMonth: null, paymentWeek: 99 }), 'nissan-finance', { now })).toBe(false);
  });
});

describe('isFinanceProvider', () => {
  it('accepts the known ids only', () => {
    expect(isFinanceProvider('taurus')).toBe(true);
    expect(isFinanceProvider('Taurus')).toBe(false);
  });
});
