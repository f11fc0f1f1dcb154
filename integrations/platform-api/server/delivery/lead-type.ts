import type { LeadType } from '../../../../src/config/lead-delivery.ts';

/**
 * Which department a lead is for, from its form and category: the key routing rules match on.
 * A general enquiry or contact form is steered by the category the shopper chose; everything else
 * that is about buying a car (enquiry, test drive, photos, careers) is the sales team's.
 */

const BY_FORM: Record<string, LeadType> = {
  'finance-enquiry': 'finance',
  'finance-pre-approval': 'finance',
  'apply-for-finance': 'finance',
  'book-a-service': 'service',
  'sell-your-car': 'trade-in',
  'trade-in': 'trade-in',
  reservation: 'reservation',
};

const BY_CATEGORY: Record<string, LeadType> = {
  'Finance Enquiry': 'finance',
  'Service Enquiry': 'service',
  'Parts Enquiry': 'parts',
};

export function leadTypeOf(formType: string, category: string): LeadType {
  return BY_FORM[formType] ?? BY_CATEGORY[category] ?? 'sales';
}
