import { describe, expect, it } from 'vitest';
import { calculatorConfigFrom, type FinanceCalculatorProps } from './vehicle/finance.ts';
import { financeCalculatorFile, touchFinanceProps } from './vehicle/finance-island.ts';
import { testBundle, testConfig, testVehicle } from './vehicle/test-fixtures.ts';
import { dealerWideFile, propsBesideFile } from './dealer-wide-files.ts';

const bundle = testBundle([testVehicle({ id: 1 })]);
const finance = bundle.config.finance;
const calculator: FinanceCalculatorProps = {
  config: calculatorConfigFrom(finance),
  price: 30_990,
  offer: { interestRate: 8.5, comparisonRate: 9.1, establishmentFee: 400, termYears: 5, deposit: 0, balloon: 0 },
  comparisonRateText: finance.comparisonRateText,
  disclaimer: finance.disclaimer,
  requestQuoteHref: '/finance-enquiry?car_id=1',
};

describe("an island's dealer-wide props file", () => {
  it("leaves the finance calculator the car's figures; the dealer's ranges and texts are in the file", () => {
    const { props, file } = touchFinanceProps(bundle, calculator, 1);
    expect(file).toBe(financeCalculatorFile(bundle).path);
    expect(file).toMatch(/^\/props\/finance-calculator\.[0-9a-f]{12}\.json$/);
    expect(Object.keys(props).sort()).toEqual(['carId', 'dealerWide', 'offer', 'price', 'requestQuoteHref']);
    expect(JSON.parse(financeCalculatorFile(bundle).text)).toHaveProperty('disclaimer', [0, finance.disclaimer]);
  });

  it("refuses a page whose values are not the file's, so no island hydrates with another page's values", () => {
    expect(() => touchFinanceProps(bundle, { ...calculator, disclaimer: 'Another text' }, 1)).toThrow(/differ from \/props\/finance-calculator\./);
  });

  it('is built once per dealer build and named by its content', () => {
    let built = 0;
    const values = () => {
      built++;
      return { a: 1 };
    };
    const other = testBundle([], { config: testConfig({ name: 'Other Motors' }) });
    expect(dealerWideFile(other, 'x', values)).toBe(dealerWideFile(other, 'x', values));
    expect(built).toBe(1);
    const file = dealerWideFile(other, 'y', () => ({ a: 2 }));
    expect(file.path).not.toBe(dealerWideFile(other, 'x', values).path.replace('/x.', '/y.'));
    expect(propsBesideFile({ a: 2, b: 3 }, ['a'], file).props).toEqual({ b: 3, dealerWide: {} });
  });
});
