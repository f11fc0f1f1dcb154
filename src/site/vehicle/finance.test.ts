import { describe, expect, it } from 'vitest';
import { vehicleFinance } from './finance.ts';
import { TEST_NOW, testConfig, testVehicle } from './test-fixtures.ts';

const now = new Date(TEST_NOW);
const nissanLender = { interestRate: 6.29, comparisonRate: 8.19, paymentMonth: 720, paymentWeek: 166, disclaimer: 'Lender terms.' };
const nissan = testConfig({ finance: { provider: 'nissan-finance' } });

describe('vehicleFinance', () => {
  it('eligible: lender offer, calculator props, the weekly estimate', () => {
    const finance = vehicleFinance(testVehicle({ finance_lenders: { 'nissan-finance': nissanLender } }), nissan, now, '/finance-enquiry?car_id=7');
    expect(finance.eligible).toBe(true);
    expect(finance.offer).toMatchObject({ interestRate: 6.29, comparisonRate: 8.19, termYears: 5, establishmentFee: 0, deposit: 0 });
    expect(finance.calculator).toMatchObject({ price: 38990, requestQuoteHref: '/finance-enquiry?car_id=7', offer: { interestRate: 6.29, termYears: 5 } });
    // The estimate is the offer's own weekly repayment, the figure the calculator starts at.
    expect(finance.estimate).toBe(`${finance.offer!.weekly.display} /week`);
    expect(finance.offer!.weekly.payment).toBe(174.87);
    expect(finance.disclaimer).toBe('Lender terms.');
  });

  it('not eligible without the provider, the lender entry, for Suzuki, for sold cars, with finance off', () => {
    const car = { finance_lenders: { 'nissan-finance': nissanLender } };
    expect(vehicleFinance(testVehicle(car), testConfig(), now, '').eligible).toBe(false);
    expect(vehicleFinance(testVehicle(), nissan, now, '').eligible).toBe(false);
    expect(vehicleFinance(testVehicle({ ...car, make: 'Suzuki' }), nissan, now, '').eligible).toBe(false);
    expect(vehicleFinance(testVehicle({ ...car, status: 'sold' }), nissan, now, '').eligible).toBe(false);
    const off = testConfig({ finance: { provider: 'nissan-finance' }, features: { finance: false } });
    expect(vehicleFinance(testVehicle(car), off, now, '').eligible).toBe(false);
    expect(vehicleFinance(testVehicle({ ...car, price: 400 }), nissan, now, '').calculator).toBeUndefined();
  });

  it("falls back to the dealer's disclaimer; the lender's rate over the dealer's default term without a lender term", () => {
    const config = testConfig({ finance: { provider: '360-finance' } });
    const finance = vehicleFinance(testVehicle({ finance_lenders: { '360-finance': { interestRate: 9, comparisonRate: 10 } } }), config, now, '');
    expect(finance.eligible).toBe(true);
    expect(finance.lenderDisclaimer).toBeUndefined();
    expect(finance.disclaimer).toBe(config.finance.disclaimer);
    expect(finance.offer).toMatchObject({ interestRate: 9, termYears: config.finance.defaultTermYears });
    expect(finance.estimate).toMatch(/^\$\d+\.\d\d \/week$/);
  });
});
