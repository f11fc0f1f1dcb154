import { describe, expect, it } from 'vitest';
import { fuelCalculatorShown, fuelCost, vehicleConsumption } from './fuel.ts';
import { fuelKind } from './fuel-kind.ts';

describe('fuelCost', () => {
  it('km / 100 × L/100km × price', () => {
    expect(fuelCost({ km: 250, litresPer100Km: 10, pricePerLitre: 1.7 })).toBeCloseTo(42.5, 10);
    expect(fuelCost({ km: 1000, litresPer100Km: 6.5, pricePerLitre: 2 })).toBeCloseTo(130, 10);
  });

  it('defaults: $1.70/L, 250 km a week, 10 L/100km', () => {
    expect(fuelCost()).toBeCloseTo(42.5, 10);
    expect(fuelCost({ litresPer100Km: null })).toBeCloseTo(42.5, 10);
    expect(fuelCost({ litresPer100Km: 0 })).toBeCloseTo(42.5, 10);
    expect(fuelCost({ km: 0 })).toBe(0);
  });

  it('vehicle consumption from the variant, else 10', () => {
    expect(vehicleConsumption({ variant: { fuelconsumptioncombined: 7.2 } })).toBe(7.2);
    expect(vehicleConsumption({ variant: { fuelconsumptioncombined: null } })).toBe(10);
    expect(vehicleConsumption({})).toBe(10);
  });
});

describe('fuel kind and the calculator', () => {
  it.each([
    ['Electric', null, 'electric'],
    [null, 'EV', 'electric'],
    ['Hybrid', null, 'hybrid'],
    ['Petrol/Electric', null, 'hybrid'],
    [null, 'Plug-in Hybrid', 'hybrid'],
    ['Diesel', 'Diesel Turbo', 'combustion'],
    ['Petrol', null, 'combustion'],
    [null, null, 'combustion'],
  ] as const)('simple_fuel %s / fuel %s → %s', (simple_fuel, fuel, kind) => {
    expect(fuelKind({ simple_fuel, fuel })).toBe(kind);
    expect(fuelCalculatorShown({ simple_fuel, fuel })).toBe(kind !== 'electric');
  });
});
