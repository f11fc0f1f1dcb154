import { describe, expect, it } from 'vitest';
import { FORM_TYPES } from '#contract/lead-payload.ts';
import { defineForm } from '../define-form.ts';
import { successMessage, successMessages } from '../lead-success.ts';
import { CAR, context } from '../test-fixtures.ts';
import type { FormTypeDefinition } from './definition.ts';
import { FORM_TYPE_DEFINITIONS, formTypeDefinition } from './registry.ts';

/** Every part a record must hold; `satisfies` makes this list follow the interface. */
const PARTS = {
  category: true,
  heading: true,
  unavailableHeading: true,
  submitLabel: true,
  successText: true,
  fields: true,
  messageRule: true,
  alwaysMultiStep: true,
  department: true,
  choosesAmongCarLocations: true,
  becomesWithCar: true,
  openedByQuery: true,
  onContentPage: true,
  recordsCarWithoutValuation: true,
  presetMessage: true,
  analyticsEvent: true,
  leadType: true,
} as const satisfies Record<keyof FormTypeDefinition, true>;

describe('form type records: one per form type, each complete', () => {
  it('every form type of the contract has a record, and there is no record without a form type', () => {
    expect(Object.keys(FORM_TYPE_DEFINITIONS).sort()).toEqual([...FORM_TYPES].sort());
    for (const formType of FORM_TYPES) expect(formTypeDefinition(formType), formType).toBeDefined();
  });

  it.each(FORM_TYPES)('%s: holds every part, with words and contact fields', (formType) => {
    const record = formTypeDefinition(formType);
    expect(Object.keys(record).sort()).toEqual(Object.keys(PARTS).sort());
    for (const part of Object.keys(PARTS) as Array<keyof FormTypeDefinition>) expect(record[part], `${formType}.${part}`).not.toBeUndefined();
    expect(record.category.trim()).not.toBe('');
    expect(record.heading.trim()).not.toBe('');
    expect(record.successText).toMatch(/^Thanks — /);
    const form = defineForm(context({ formType, car: record.openedByQuery === 'needs-car' ? CAR : undefined }));
    expect(form.submitLabel.trim()).not.toBe('');
    // Every lead reaches the dealer with a name and a way back to the shopper.
    expect(form.fields.map((field) => field.name)).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
    if (record.becomesWithCar) expect(record.becomesWithCar).not.toBe(formType);
  });

  it('the records decide what the forms do (as the spec lists them)', () => {
    const where = (test: (record: FormTypeDefinition) => boolean) => FORM_TYPES.filter((type) => test(FORM_TYPE_DEFINITIONS[type])).sort();
    expect(where((r) => r.department === 'service')).toEqual(['book-a-service']);
    expect(where((r) => r.alwaysMultiStep)).toEqual(['sell-your-car', 'trade-in']);
    expect(where((r) => r.recordsCarWithoutValuation)).toEqual(['sell-your-car', 'trade-in']);
    expect(where((r) => r.choosesAmongCarLocations)).toEqual(['test-drive']);
    expect(where((r) => r.messageRule)).toEqual(['contact', 'finance-enquiry', 'general-enquiry', 'vehicle-enquiry']);
    expect(where((r) => r.openedByQuery !== 'no')).toEqual([
      'apply-for-finance',
      'book-a-service',
      'contact',
      'finance-enquiry',
      'finance-pre-approval',
      'general-enquiry',
      'request-photos',
      'sell-your-car',
    ]);
    expect(where((r) => r.onContentPage?.carFromQuery === true)).toEqual(['apply-for-finance', 'finance-enquiry', 'finance-pre-approval']);
    expect(formTypeDefinition('general-enquiry').becomesWithCar).toBe('vehicle-enquiry');
    expect(formTypeDefinition('request-photos').presetMessage?.(context().settings)).toBe('Please send me more photos of this vehicle.');
  });
});

describe('/success says what the form type says', () => {
  const messages = successMessages();

  it('each category gets its form type\u2019s line; an unknown or picked category the enquiry\u2019s', () => {
    expect(successMessage(messages, 'Test Drive')).toBe('Thanks — your test drive request is in. We will confirm the time with you shortly.');
    expect(successMessage(messages, 'Sell Your Car')).toBe(successMessage(messages, 'Trade-In'));
    expect(successMessage(messages, 'Service Booking')).toMatch(/service booking/);
    expect(successMessage(messages, 'Reservation')).toBe('Thanks — your deposit is paid and the car is held for you.');
    expect(successMessage(messages, 'Parts Enquiry')).toBe('Thanks — your enquiry has been sent. Our team will be in touch shortly.');
    expect(successMessage(messages, null)).toBe(successMessage(messages, 'Parts Enquiry'));
    expect(successMessage(messages, 'constructor')).toBe(successMessage(messages, null));
    for (const formType of FORM_TYPES) {
      const record = formTypeDefinition(formType);
      expect(successMessage(messages, record.category), formType).toBe(record.successText);
    }
  });
});
