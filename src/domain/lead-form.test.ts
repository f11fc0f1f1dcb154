import { describe, expect, it } from 'vitest';
import { prepareEnquiry } from './lead-form.ts';

describe('prepareEnquiry', () => {
  it("category defaults to 'General Enquiry'", () => {
    expect(prepareEnquiry({ name: 'Jo' })).toEqual({ name: 'Jo', category: 'General Enquiry' });
    expect(prepareEnquiry({ name: 'Jo', category: '  ' }).category).toBe('General Enquiry');
    expect(prepareEnquiry({ category: 'Service Enquiry' }).category).toBe('Service Enquiry');
  });

  it('Careers Enquiry → General Enquiry with subcategory Career Enquiry', () => {
    expect(prepareEnquiry({ category: 'Careers Enquiry' })).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('radio-options fields are dropped', () => {
    expect(prepareEnquiry({ message: 'hi', contact__radio: 'Phone' })).toEqual({ message: 'hi', category: 'General Enquiry' });
  });

  it('check-options fields become additional_services', () => {
    const prepared = prepareEnquiry({
      'Window Tinting__check': true,
      'Paint Protection__check': 'on',
      'Floor Mats__check': false,
      'Roof Racks__check': 'off',
      extras__check: ['Tow Bar', ' ', 'Tow Bar'],
      service__check: 'Extended Warranty',
      phone: '0412 345 678',
    });
    expect(prepared.additional_services).toEqual(['Window Tinting', 'Paint Protection', 'Tow Bar', 'Extended Warranty']);
    expect(prepared).not.toHaveProperty('Window Tinting__check');
    expect(prepared.phone).toBe('0412 345 678');
  });

  it('no additional_services when nothing is checked', () => {
    expect(prepareEnquiry({ 'Floor Mats__check': false })).not.toHaveProperty('additional_services');
  });
});
