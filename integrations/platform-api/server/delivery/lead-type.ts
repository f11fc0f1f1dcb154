import type { LeadType } from '../../../../src/config/lead-delivery.ts';
import { FORM_TYPE_DEFINITIONS } from '../../../../src/forms/form-types/registry.ts';
import { CAREERS_SUBCATEGORY } from '../../../../src/domain/lead-form.ts';
import { CAREERS_CATEGORY } from '../../../../src/domain/lead-events.ts';
import { FORM_TYPES } from '../../contract/lead-payload.ts';

/**
 * Which department a lead is for, from its form and category: the key routing rules match on.
 * Each form type's record says it (src/forms/form-types/); a general enquiry or contact form is
 * steered by the category the shopper chose; what is about buying a car (enquiry, test drive,
 * photos) is the sales team's. A careers enquiry travels as a General Enquiry with subcategory
 * 'Career Enquiry' (spec 02 §5) and is its own type, `careers`: a job application is not a sales
 * lead. A reservation is the checkout's own lead.
 */

const BY_CATEGORY: Record<string, LeadType> = {
  'Finance Enquiry': 'finance',
  'Service Enquiry': 'service',
  'Parts Enquiry': 'parts',
};

export function leadTypeOf(formType: string, category: string, subcategory: string | null = null): LeadType {
  if (category === CAREERS_CATEGORY || subcategory === CAREERS_SUBCATEGORY) return 'careers';
  const known = FORM_TYPES.find((type) => type === formType);
  const byForm = formType === 'reservation' ? 'reservation' : known ? FORM_TYPE_DEFINITIONS[known].leadType : 'by-category';
  return byForm !== 'by-category' ? byForm : (BY_CATEGORY[category] ?? 'sales');
}
