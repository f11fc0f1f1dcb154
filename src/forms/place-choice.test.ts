import { describe, expect, it } from 'vitest';
import { defineForm } from './define-form.ts';
import { DEALERSHIP_FIELD, LOCATION_FIELD } from './form-fields.ts';
import { constrainPlaceFields, withPlaceChoice } from './place-choice.ts';
import { CAR, context } from './test-fixtures.ts';

const locations = [
  { id: 1, name: 'City', dealership_slug: 'city-motors' },
  { id: 2, name: 'Airport', dealership_slug: 'airport-motors' },
  { id: 3, name: 'Airport East', dealership_slug: 'airport-motors' },
];
const group = context({ locations });
const optionsOf = (definition: ReturnType<typeof defineForm>) =>
  definition.fields.find((field) => field.name === LOCATION_FIELD)?.options?.map((option) => option.label);

describe('dealership and location constrain each other', () => {
  it('the location select offers only the chosen dealership’s locations', () => {
    const definition = defineForm(group);
    expect(optionsOf(definition)).toEqual(['City', 'Airport', 'Airport East']);
    expect(optionsOf(constrainPlaceFields(definition, { [DEALERSHIP_FIELD]: 'airport-motors' }, locations))).toEqual(['Airport', 'Airport East']);
  });

  it('a dealership with one location has it chosen', () => {
    const narrowed = constrainPlaceFields(defineForm(group), { [DEALERSHIP_FIELD]: 'city-motors' }, locations);
    expect(narrowed.fields.find((field) => field.name === LOCATION_FIELD)?.defaultValue).toBe('1');
  });

  it('choosing a location fills in its dealership; another dealership clears a location it does not own', () => {
    const definition = defineForm(group);
    const picked = withPlaceChoice(definition, {}, LOCATION_FIELD, '2', locations);
    expect(picked).toEqual({ [LOCATION_FIELD]: '2', [DEALERSHIP_FIELD]: 'airport-motors' });
    expect(withPlaceChoice(definition, picked, DEALERSHIP_FIELD, 'city-motors', locations)).toEqual({ [DEALERSHIP_FIELD]: 'city-motors' });
    expect(withPlaceChoice(definition, picked, DEALERSHIP_FIELD, 'airport-motors', locations)).toEqual(picked);
  });

  it('the dealership comes before the location in the enquiry form', () => {
    const names = defineForm(group).fields.map((field) => field.name);
    expect(names.indexOf(DEALERSHIP_FIELD)).toBeLessThan(names.indexOf(LOCATION_FIELD));
  });

  it('a trade-in at a group asks for the dealership and location; at a single dealer it does not', () => {
    const names = (formType: 'trade-in' | 'sell-your-car', dealerships = group.dealerships) =>
      defineForm({ ...group, formType, dealerships }).fields.map((field) => field.name);
    expect(names('trade-in')).toEqual(expect.arrayContaining([DEALERSHIP_FIELD, LOCATION_FIELD]));
    expect(names('sell-your-car')).toEqual(expect.arrayContaining([DEALERSHIP_FIELD, LOCATION_FIELD]));
    expect(names('trade-in', [{ slug: 'city-motors', name: 'City Motors' }])).not.toContain(DEALERSHIP_FIELD);
  });

  it('a car’s form has neither select: its own dealership and location go with the lead', () => {
    const names = defineForm({ ...group, formType: 'vehicle-enquiry', car: CAR }).fields.map((field) => field.name);
    expect(names).not.toContain(DEALERSHIP_FIELD);
    expect(names).not.toContain(LOCATION_FIELD);
  });
});

describe('sell your car without a valuation provider records the car', () => {
  const single = [{ slug: 'city-motors', name: 'City Motors' }];
  it('asks make, model, year, kilometres and condition (rego optional) on a last step, and promises no instant offer', () => {
    const form = defineForm({ ...context({ formType: 'sell-your-car', dealerships: single }), multiStep: false, recordCar: true });
    const required = form.fields.filter((field) => field.required).map((field) => field.label);
    expect(required).toEqual(expect.arrayContaining(['Make', 'Model', 'Year', 'Kilometres', 'Condition']));
    expect(form.fields.find((field) => field.name === 'Rego')?.required).toBe(false);
    expect(form.steps?.at(-1)).toEqual(['Vehicle Make', 'Vehicle Model', 'vehicle_year', 'Rego', 'odometer_km', 'condition', 'message']);
    expect(form.submitLabel).toBe('Send my details');
  });
  it('with a valuation provider the lead step stays the five contact fields', () => {
    const form = defineForm(context({ formType: 'sell-your-car', dealerships: single }));
    expect(form.fields).toHaveLength(5);
    expect(form.submitLabel).toBe('Get my valuation');
  });
});
