import { describe, expect, it } from 'vitest';
import { callButtonPhone, maskPhone, telHref } from './phone.ts';

const numbers = { new: '07 3000 0001', used: '07 3000 0002', demo: '07 3000 0003', general: '1300 000 000' };
const location = { phone: '07 3000 9999' };

describe('callButtonPhone', () => {
  it('override first', () => {
    expect(callButtonPhone({ car_type: 'used', location }, { ...numbers, override: '1800 111 222' })).toBe('1800 111 222');
  });

  it('then by car type', () => {
    expect(callButtonPhone({ car_type: 'new', location }, numbers)).toBe('07 3000 0001');
    expect(callButtonPhone({ car_type: 'used', location }, numbers)).toBe('07 3000 0002');
    expect(callButtonPhone({ car_type: 'demo', location }, numbers)).toBe('07 3000 0003');
  });

  it('demo falls back to the new-car number, not to used', () => {
    expect(callButtonPhone({ car_type: 'demo', location }, { ...numbers, demo: null })).toBe('07 3000 0001');
    expect(callButtonPhone({ car_type: 'demo', location }, { used: '07 3000 0002', general: '1300 000 000' })).toBe('1300 000 000');
  });

  it('then the general number, then the location phone; blanks are skipped', () => {
    expect(callButtonPhone({ car_type: 'used', location }, { new: '07 3000 0001', used: ' ', general: '1300 000 000' })).toBe('1300 000 000');
    expect(callButtonPhone({ car_type: 'used', location }, {})).toBe('07 3000 9999');
    expect(callButtonPhone({ car_type: 'used' }, {})).toBeUndefined();
  });
});

describe('maskPhone', () => {
  it('keeps the first 5 characters and masks later digits', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 XXX XXX');
    expect(maskPhone('(07) 3000 1234')).toBe('(07) XXXX XXXX');
    expect(maskPhone('13 13 13')).toBe('13 13 XX');
    expect(maskPhone('12345')).toBe('12345');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+61 7 3000 1234')).toBe('tel:+61730001234');
    expect(telHref('(07) 3000-1234')).toBe('tel:0730001234');
  });
});
