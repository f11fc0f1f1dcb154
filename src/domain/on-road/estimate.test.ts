import { describe, expect, it } from 'vitest';
import { AU_STATES, OnRoadRatesSchema } from '../../data/schemas/on-road-rates.ts';
import { driveAwayEstimate } from './estimate.ts';
import { estimateView } from './estimate-view.ts';
import { ON_ROAD_RATES } from './rates.ts';
import { onRoadFacts, type OnRoadFacts } from './vehicle-facts.ts';

const rates = OnRoadRatesSchema.parse(ON_ROAD_RATES);
const newPetrol: OnRoadFacts = { condition: 'new', fuel: 'combustion', cylinders: 4, co2: 160 };

describe('driveAwayEstimate', () => {
  it('itemises price, delivery, duty on price + delivery, registration, CTP and plates, and adds them up', () => {
    const estimate = driveAwayEstimate({ rates, state: 'NSW', price: 44_000, deliveryCharge: 1_000, facts: newPetrol, on: '2026-11-21' });
    expect(estimate.dutiableValue).toBe(45_000);
    expect(estimate.items.map((item) => [item.kind, item.amount])).toEqual([
      ['price', 44_000],
      ['delivery', 1_000],
      ['duty', 1_350],
      ['registration', 520],
      ['ctp', 600],
      ['plates', 49],
    ]);
    expect(estimate.governmentCharges).toBe(1_350 + 520 + 600 + 49);
    expect(estimate.total).toBe(45_000 + 1_350 + 520 + 600 + 49);
    expect(estimate.stateName).toBe('New South Wales');
  });

  it('leaves out a zero delivery charge and plates on a used car', () => {
    const estimate = driveAwayEstimate({ rates, state: 'VIC', price: 20_000, deliveryCharge: 0, facts: { ...newPetrol, condition: 'used' }, on: '2026-11-21' });
    expect(estimate.items.map((item) => item.kind)).toEqual(['price', 'duty', 'registration', 'ctp']);
  });

  it('picks the registration by cylinders in QLD and the free EV registration in NT while it lasts', () => {
    const rego = (state: 'QLD' | 'NT', facts: Partial<OnRoadFacts>, on = '2026-11-21') =>
      driveAwayEstimate({ rates, state, price: 30_000, deliveryCharge: 0, facts: { ...newPetrol, ...facts }, on }).items.find(
        (item) => item.kind === 'registration',
      )!.amount;
    expect(rego('QLD', { cylinders: 3 })).toBe(340);
    expect(rego('QLD', { cylinders: 4 })).toBe(410);
    expect(rego('QLD', { cylinders: 6 })).toBe(640);
    expect(rego('QLD', { cylinders: 8 })).toBe(870);
    expect(rego('QLD', { fuel: 'electric', cylinders: null, co2: 0 })).toBe(340);
    expect(rego('NT', { fuel: 'electric', co2: 0 })).toBe(0);
    expect(rego('NT', { fuel: 'electric', co2: 0 }, '2027-07-01')).toBe(250);
    expect(rego('NT', {})).toBe(250);
  });

  it('gives every state an estimate with duty, registration and CTP for any car', () => {
    const cars: OnRoadFacts[] = [
      newPetrol,
      { condition: 'used', fuel: 'electric', cylinders: null, co2: 0 },
      { condition: 'demo', fuel: 'hybrid', cylinders: null, co2: null },
    ];
    for (const state of AU_STATES) {
      for (const facts of cars) {
        const kinds = driveAwayEstimate({ rates, state, price: 35_000, deliveryCharge: 0, facts, on: '2026-11-21' }).items.map((item) => item.kind);
        expect(kinds, `${state} ${facts.condition} ${facts.fuel}`).toEqual(expect.arrayContaining(['duty', 'registration', 'ctp']));
      }
    }
  });

  it("keeps a used car's current registration and CTP in its own state, and charges them elsewhere or once expired", () => {
    const registered: OnRoadFacts = { ...newPetrol, condition: 'used', registration: { state: 'QLD', until: '2027-05-08' } };
    const kinds = (state: 'QLD' | 'NSW', on = '2026-11-21') =>
      driveAwayEstimate({ rates, state, price: 20_000, deliveryCharge: 0, facts: registered, on }).items.map((item) => [
        item.kind,
        item.label,
        item.amount,
        item.detail,
      ]);
    expect(kinds('QLD')).toEqual([
      ['price', 'Advertised price', 20_000, undefined],
      ['duty', 'Vehicle registration duty', 600, '1-4 cylinders'],
      ['registration', 'Current registration and CTP', 0, 'Registered until 8 May 2027; stays with the car'],
    ]);
    expect(kinds('QLD', '2027-05-09').map(([kind]) => kind)).toEqual(['price', 'duty', 'registration', 'ctp']);
    expect(kinds('NSW').map(([kind, , amount]) => [kind, amount])).toEqual([
      ['price', 20_000],
      ['duty', 600],
      ['registration', 520],
      ['ctp', 600],
    ]);
  });

  it('ignores figures that apply only from a later date', () => {
    const later = structuredClone(rates);
    later.states.NSW.fees.unshift({ kind: 'ctp', label: 'CTP Green Slip (2027)', amount: 999, from: '2027-07-01', source: 'https://www.nsw.gov.au/x' });
    const ctp = (on: string) =>
      driveAwayEstimate({ rates: later, state: 'NSW', price: 30_000, deliveryCharge: 0, facts: newPetrol, on }).items.find((item) => item.kind === 'ctp')!;
    expect(ctp('2027-06-30').amount).toBe(600);
    expect(ctp('2027-07-01').amount).toBe(999);
  });
});

describe('onRoadFacts', () => {
  const car = (fuel: string, litres?: number, cylinders?: number) =>
    onRoadFacts({ car_type: 'new', fuel, simple_fuel: '', variant: { cylinders, fuelconsumptioncombined: litres } as never });

  it('estimates CO2 from the combined fuel use (petrol 23.1, diesel 26.8 g/km per L/100km)', () => {
    expect(car('Unleaded Petrol', 5.2).co2).toBe(120);
    expect(car('Diesel', 8).co2).toBe(214);
    expect(car('Electric').co2).toBe(0);
    expect(car('Unleaded Petrol').co2).toBeNull();
  });

  it("records a used or demo car's current registration in the state it is sold from", () => {
    const base = { fuel: 'Diesel', simple_fuel: '', variant: undefined, regplate: '664YMC', rego_expiry: '2027-05-08' };
    expect(onRoadFacts({ ...base, car_type: 'used' }, 'QLD').registration).toEqual({ state: 'QLD', until: '2027-05-08' });
    expect(onRoadFacts({ ...base, car_type: 'demo', rego_expiry: '2027-05-08T00:00:00+10:00' }, 'NSW').registration).toEqual({
      state: 'NSW',
      until: '2027-05-08',
    });
    expect(onRoadFacts({ ...base, car_type: 'new' }, 'QLD').registration).toBeUndefined();
    expect(onRoadFacts({ ...base, car_type: 'used', regplate: undefined }, 'QLD').registration).toBeUndefined();
    expect(onRoadFacts({ ...base, car_type: 'used', rego_expiry: 'soon' }, 'QLD').registration).toBeUndefined();
    expect(onRoadFacts({ ...base, car_type: 'used' }).registration).toBeUndefined();
  });

  it('reads the fuel kind and cylinders, unknown cylinders as null', () => {
    expect(car('Petrol - Electric (Hybrid)', 4, 4)).toMatchObject({ fuel: 'hybrid', cylinders: 4, condition: 'new' });
    expect(car('Unleaded Petrol', 7, 0).cylinders).toBeNull();
  });
});

describe('estimateView', () => {
  it('shows whole dollars and totals that are the sums of the shown lines', () => {
    // VIC duty on $30,000.50: 151 units of $200 × $8.40 = $1,268.40, shown as $1,268.
    const estimate = driveAwayEstimate({ rates, state: 'VIC', price: 30_000.5, deliveryCharge: 0, facts: newPetrol, on: '2026-11-21' });
    const view = estimateView(estimate);
    expect(view.lines.map((line) => line.amountText)).toEqual(['$30,001', '$1,268', '$335', '$560', '$46']);
    expect(view.governmentText).toBe('$2,209');
    expect(view.totalText).toBe('$32,210');
    expect(view.stateName).toBe('Victoria');
  });
});
