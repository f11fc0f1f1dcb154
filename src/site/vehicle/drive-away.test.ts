import { describe, expect, it } from 'vitest';
import { driveAwayShown, estimateState, vehicleDriveAway } from './drive-away.ts';
import { TEST_NOW, testConfig, testVehicle } from './test-fixtures.ts';

const egc = { price_type: 'Excl. Govt. Charges' };
const now = new Date(TEST_NOW);

describe('driveAwayShown', () => {
  it('shows the estimate on cars priced before government charges, by default', () => {
    expect(driveAwayShown(testVehicle(egc), testConfig())).toBe(true);
    expect(driveAwayShown(testVehicle({ price_type: ' excl govt  charges ' }), testConfig())).toBe(true);
    expect(driveAwayShown(testVehicle({ price_type: 'Drive Away' }), testConfig())).toBe(false);
    expect(driveAwayShown(testVehicle({ price_type: undefined }), testConfig())).toBe(false);
  });

  it('shows it on cars the dealer picks by stock number or price type', () => {
    const picked = testConfig({ driveAway: { stockNumbers: ['N123'] } });
    expect(driveAwayShown(testVehicle({ price_type: 'Drive Away', stocknum: 'N123' }), picked)).toBe(true);
    expect(driveAwayShown(testVehicle({ price_type: 'Drive Away', stocknum: 'N124' }), picked)).toBe(false);
    expect(driveAwayShown(testVehicle({ price_type: 'Plus ORC' }), testConfig({ driveAway: { priceTypes: ['plus orc'] } }))).toBe(true);
  });

  it('never on a sold car, a car without a price, or when the dealer switched it off', () => {
    expect(driveAwayShown(testVehicle({ ...egc, status: 'sold' }), testConfig())).toBe(false);
    expect(driveAwayShown(testVehicle({ ...egc, price: 0 }), testConfig())).toBe(false);
    expect(driveAwayShown(testVehicle(egc), testConfig({ driveAway: { enabled: false } }))).toBe(false);
  });
});

describe('estimateState', () => {
  it("starts in the state of the car's location, else the dealer's", () => {
    const location = { id: 1, name: 'Parramatta', slug: 'parramatta', address: { street: '1 Church St', city: 'Parramatta', state: 'nsw', postcode: '2150' } };
    expect(estimateState(testVehicle({ location }), testConfig())).toBe('NSW');
    expect(estimateState(testVehicle({ state: 'VIC' }), testConfig())).toBe('VIC');
    expect(
      estimateState(testVehicle({ state: 'Queensland?' }), testConfig({ address: { street: '1 A St', city: 'Perth', state: 'WA', postcode: '6000' } })),
    ).toBe('WA');
  });
});

describe('vehicleDriveAway', () => {
  it("estimates for the dealer's state with the delivery charge for the car's condition", () => {
    const config = testConfig({ driveAway: { deliveryCharge: { used: 500 } } });
    const block = vehicleDriveAway(testVehicle({ ...egc, price: 29_500, variant: { cylinders: 4 } }), config, now)!;
    expect(block.input).toMatchObject({ price: 29_500, deliveryCharge: 500, defaultState: 'QLD', timeZone: 'Australia/Brisbane' });
    // QLD, 4 cylinders: $3 per $100 of $30,000 = $900; registration $410; CTP $400; no plates on a used car.
    expect(block.view.lines.map((line) => [line.label, line.amountText])).toEqual([
      ['Advertised price', '$29,500'],
      ['Dealer delivery', '$500'],
      ['Vehicle registration duty', '$900'],
      ['Registration (12 months, 4 cylinders)', '$410'],
      ['CTP insurance (12 months, class 1)', '$400'],
    ]);
    expect(block.view.totalText).toBe('$31,710');
    expect(block.states).toHaveLength(8);
    expect(block.checked).toBe('25 November 2026');
  });

  it('is absent when the car does not get the estimate', () => {
    expect(vehicleDriveAway(testVehicle({ price_type: 'Drive Away' }), testConfig(), now)).toBeUndefined();
  });
});
