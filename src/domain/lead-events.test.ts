import { describe, expect, it } from 'vitest';
import { enquiryEventId, LEAD_EVENT, vehicleLeadEventId } from './lead-events.ts';

describe('vehicleLeadEventId', () => {
  it('Test Drive Only tag → 17 whatever the form or car type', () => {
    expect(vehicleLeadEventId({ tag: 'Test Drive Only', car_type: 'used' })).toBe(17);
    expect(vehicleLeadEventId({ tag: 'test drive only', car_type: 'used' }, { testDrive: true })).toBe(17);
  });

  it('used → 15, test drive 48', () => {
    expect(vehicleLeadEventId({ tag: null, car_type: 'used' })).toBe(15);
    expect(vehicleLeadEventId({ tag: null, car_type: 'used' }, { testDrive: true })).toBe(48);
  });

  it('new and demo → 14, test drive 17', () => {
    expect(vehicleLeadEventId({ tag: null, car_type: 'new' })).toBe(14);
    expect(vehicleLeadEventId({ tag: 'Runout Sale', car_type: 'demo' })).toBe(14);
    expect(vehicleLeadEventId({ tag: null, car_type: 'demo' }, { testDrive: true })).toBe(17);
  });
});

describe('other event ids', () => {
  it('enquiry 22, careers 51', () => {
    expect(enquiryEventId('General Enquiry')).toBe(22);
    expect(enquiryEventId(undefined)).toBe(22);
    expect(enquiryEventId('Careers Enquiry')).toBe(51);
  });

  it('fixed ids', () => {
    expect(LEAD_EVENT).toEqual({ enquiry: 22, careers: 51, tradeIn: 18, callClick: 25, financeCalculator: 26, watchlistSave: 39 });
  });
});
