import { describe, expect, it } from 'vitest';
import { OnRoadRatesSchema, type AuState } from '../../data/schemas/on-road-rates.ts';
import { driveAwayEstimate } from './estimate.ts';
import { ON_ROAD_RATES } from './rates.ts';
import type { OnRoadFacts } from './vehicle-facts.ts';

/**
 * Duty per state at, just below and just above every threshold of src/data/on-road-rates.json, worked
 * by hand from each state's published rule (the rule is quoted above each block).
 */
const rates = OnRoadRatesSchema.parse(ON_ROAD_RATES);
const ON = '2026-11-21';
const petrol4: OnRoadFacts = { condition: 'new', fuel: 'combustion', cylinders: 4, co2: 160 };

function duty(state: AuState, value: number, facts: Partial<OnRoadFacts> = {}, on = ON): number {
  const estimate = driveAwayEstimate({ rates, state, price: value, deliveryCharge: 0, facts: { ...petrol4, ...facts }, on });
  return estimate.items.find((item) => item.kind === 'duty')!.amount;
}

describe('NSW: $3 per $100 (or part) to $45,000, then $1,350 + $5 per $100 over', () => {
  it.each([
    [44_999, 1350],
    [45_000, 1350],
    [45_001, 1355],
    [45_100, 1355],
    [45_101, 1360],
    [30_050, 903],
    [80_000, 3100],
  ])('%d → %d', (value, expected) => expect(duty('NSW', value)).toBe(expected));

  it('electric cars pay the same duty (the exemption ended in 2023)', () => {
    expect(duty('NSW', 60_000, { fuel: 'electric', co2: 0 })).toBe(duty('NSW', 60_000));
  });
});

describe('VIC: one rate per $200 (or part) of the whole value by band; green cars $8.40 at any price', () => {
  // 80,566 and 80,567 are both 403 units of $200; one dollar more moves the whole value to $10.40.
  it.each([
    [80_566, 3385.2],
    [80_567, 3385.2],
    [80_568, 4191.2],
    [99_999, 5200],
    [100_000, 5200],
    [100_001, 7014],
    [150_000, 10_500],
    [150_001, 13_518],
  ])('%d → %d', (value, expected) => expect(duty('VIC', value)).toBeCloseTo(expected, 2));

  it('a low-emission car (CO2 ≤ 120 g/km) pays the base rate above the luxury threshold', () => {
    expect(duty('VIC', 120_000, { co2: 120 })).toBe(5040);
    expect(duty('VIC', 120_000, { co2: 121 })).toBe(8400);
    expect(duty('VIC', 120_000, { fuel: 'electric', co2: 0 })).toBe(5040);
  });

  it('an unknown CO2 is never taken as green', () => {
    expect(duty('VIC', 120_000, { co2: null })).toBe(8400);
  });
});

describe('QLD: per $100 (or part) of the whole value by fuel and cylinders; higher rates above $100,000', () => {
  it.each([
    ['electric', null, 99_999, 2000],
    ['electric', null, 100_000, 2000],
    ['electric', null, 100_001, 4004],
    ['hybrid', 4, 50_000, 1000],
    ['combustion', 4, 100_000, 3000],
    ['combustion', 4, 100_001, 5005],
    ['combustion', 6, 100_000, 3500],
    ['combustion', 6, 100_001, 5505.5],
    ['combustion', 8, 100_000, 4000],
    ['combustion', 8, 100_001, 6006],
  ] as const)('%s, %s cylinders, %d → %d', (fuel, cylinders, value, expected) => {
    expect(duty('QLD', value, { fuel, cylinders, co2: fuel === 'electric' ? 0 : 160 })).toBe(expected);
  });

  it('an unknown cylinder count is taken as 4', () => {
    expect(duty('QLD', 40_000, { cylinders: null })).toBe(1200);
  });

  it('5 cylinders is the 5–6 band, 3 the 1–4 band', () => {
    expect(duty('QLD', 10_000, { cylinders: 5 })).toBe(350);
    expect(duty('QLD', 10_000, { cylinders: 3 })).toBe(300);
  });
});

describe('SA: stepped per $100 (or part), at least $5', () => {
  it.each([
    [100, 5],
    [999, 10],
    [1000, 10],
    [1001, 12],
    [2000, 30],
    [2001, 33],
    [3000, 60],
    [3001, 64],
    [30_000, 1140],
  ])('%d → %d', (value, expected) => expect(duty('SA', value)).toBe(expected));
});

describe('WA: 2.75% to $25,000, a sliding rate to $50,000, 6.5% above, of the whole value', () => {
  it.each([
    [24_999, 687.47],
    [25_000, 687.5],
    [25_001, 687.53],
    [36_000, 1584],
    [49_999, 3249.94],
    [50_000, 3250],
    [50_001, 3250.07],
  ])('%d → %d', (value, expected) => expect(duty('WA', value)).toBeCloseTo(expected, 2));
});

describe('TAS: $20 to $600, $3 per $100 to $35,000, $1,050 + $11 per $100 to $40,000, 4% of the whole value above', () => {
  it.each([
    [599, 20],
    [600, 20],
    [601, 21],
    [34_999, 1050],
    [35_000, 1050],
    [35_001, 1061],
    [39_999, 1600],
    [40_000, 1600],
    [40_001, 1604],
  ])('%d → %d', (value, expected) => expect(duty('TAS', value)).toBe(expected));
});

describe('ACT: by emissions rating for new cars, used cars by the standard scale; zero-emission cars exempt', () => {
  it.each([
    [130, 44_999, 450],
    [130, 45_000, 450],
    [130, 45_001, 452],
    [131, 45_000, 1350],
    [175, 45_001, 1355],
    [176, 45_000, 1800],
    [220, 45_001, 1806],
    [221, 45_000, 2250],
    [221, 45_001, 2257],
  ])('CO2 %d g/km, %d → %d', (co2, value, expected) => expect(duty('ACT', value, { co2 })).toBe(expected));

  it('a used car, or a new one without a known CO2, pays the standard scale', () => {
    expect(duty('ACT', 45_001, { condition: 'used', co2: 100 })).toBe(1355);
    expect(duty('ACT', 45_000, { co2: null })).toBe(1350);
  });

  it('a zero-emission car pays no duty and says why', () => {
    const estimate = driveAwayEstimate({ rates, state: 'ACT', price: 60_000, deliveryCharge: 0, facts: { ...petrol4, fuel: 'electric', co2: 0 }, on: ON });
    const line = estimate.items.find((item) => item.kind === 'duty')!;
    expect(line.amount).toBe(0);
    expect(line.detail).toContain('Zero-emission vehicle exemption');
  });
});

describe('NT: $3 per $100 (or part); electric cars up to $1,500 less until 30 June 2027', () => {
  it.each([
    [100, 3],
    [101, 6],
    [40_000, 1200],
  ])('%d → %d', (value, expected) => expect(duty('NT', value)).toBe(expected));

  it('the EV concession takes up to $1,500 off while it is in force', () => {
    const ev = { fuel: 'electric', co2: 0 } as const;
    expect(duty('NT', 40_000, ev)).toBe(0);
    expect(duty('NT', 50_000, ev)).toBe(0);
    expect(duty('NT', 50_100, ev)).toBe(3);
    expect(duty('NT', 60_000, ev)).toBe(300);
    expect(duty('NT', 60_000, ev, '2027-06-30')).toBe(300);
    expect(duty('NT', 60_000, ev, '2027-07-01')).toBe(1800);
  });
});
