import { describe, expect, it } from 'vitest';
import { allSpecifications, keyInformation, usedCarFacts, usedCarPolicy, vehicleFeatures } from './specs.ts';
import { TEST_NOW, testConfig, testVehicle } from './test-fixtures.ts';
import { vehicleView } from '../vehicle-view.ts';

describe('allSpecifications', () => {
  it('hides empty specs and formats units', () => {
    const specs = allSpecifications(
      testVehicle({
        series: '  ',
        variant: { cylinders: 4, enginesize: 1987, fuelconsumptioncombined: 6.5, towingcapacitybraked: 0, torque: null },
      }),
    );
    const labels = specs.map((s) => s.label);
    expect(labels).not.toContain('Series');
    expect(labels).not.toContain('Towing capacity (braked)');
    expect(labels).not.toContain('Torque');
    expect(specs.find((s) => s.label === 'Engine capacity')?.value).toBe('1,987 cc');
    expect(specs.find((s) => s.label === 'Fuel consumption (combined)')?.value).toBe('6.5 L/100km');
    expect(specs.slice(0, 4).map((s) => s.label)).toEqual(['Make', 'Model', 'Badge', 'Year']);
  });

  it('shows dimensions the feed gives in feet in metres (0.3048), millimetres as millimetres', () => {
    const feet = allSpecifications(testVehicle({ variant: { dimension_unit: 'ft', vehiclelength: 21.5, vehiclewidth: 7.9, vehicleheight: null } }));
    expect(feet.find((s) => s.label === 'Length')?.value).toBe('6.55 m (21.5 ft)');
    expect(feet.find((s) => s.label === 'Width')?.value).toBe('2.41 m (7.9 ft)');
    expect(feet.map((s) => s.label)).not.toContain('Height');
    const mm = allSpecifications(testVehicle({ variant: { vehiclelength: 5445 } }));
    expect(mm.find((s) => s.label === 'Length')?.value).toBe('5,445 mm');
  });
});

describe('usedCarFacts', () => {
  it('only for used cars, with full-month dates', () => {
    expect(usedCarFacts(testVehicle({ car_type: 'new', regplate: 'ABC123' }))).toEqual([]);
    const facts = usedCarFacts(testVehicle({ regplate: 'ABC123', rego_expiry: '2027-03-01', vin: null, build_date: '2025-12' }));
    expect(facts).toContainEqual({ label: 'Build date', value: 'December 2025' });
    expect(facts).toContainEqual({ label: 'Registration', value: 'ABC123' });
    expect(facts).toContainEqual({ label: 'Registration expiry', value: '1 March 2027' });
    expect(facts.map((f) => f.label)).not.toContain('VIN');
  });

  it('states the dealer return policy on used cars only', () => {
    const config = testConfig({ experience: { returnPolicy: '48-hour-money-back' } });
    expect(usedCarPolicy(testVehicle(), config)).toMatch(/48-hour money-back/);
    expect(usedCarPolicy(testVehicle({ car_type: 'demo' }), config)).toBeUndefined();
    expect(usedCarPolicy(testVehicle(), testConfig())).toBeUndefined();
  });
});

describe('keyInformation and features', () => {
  it('adds the engine size and doors', () => {
    const vehicle = testVehicle({ engine_size_litres: 2, doors: 5, simple_body: 'suv' });
    const facts = keyInformation(vehicle, vehicleView(vehicle, testConfig(), new Date(TEST_NOW), 'page'));
    expect(facts).toContainEqual({ label: 'Body', value: 'SUV' });
    expect(facts).toContainEqual({ label: 'Engine', value: '2 L' });
    expect(facts).toContainEqual({ label: 'Doors', value: '5' });
  });

  it('drops blank and repeated equipment', () => {
    expect(vehicleFeatures(testVehicle({ standardEquipment: ['ABS', ' ', 'ABS ', 'Cruise'] }))).toEqual(['ABS', 'Cruise']);
  });
});
