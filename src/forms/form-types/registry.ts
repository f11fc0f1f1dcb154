import type { FormType } from '#contract/lead-payload.ts';
import { BOOK_A_SERVICE } from './book-a-service.ts';
import type { FormTypeDefinition } from './definition.ts';
import { CONTACT, GENERAL_ENQUIRY, REQUEST_PHOTOS, VEHICLE_ENQUIRY } from './enquiry.ts';
import { APPLY_FOR_FINANCE, FINANCE_ENQUIRY, FINANCE_PRE_APPROVAL } from './finance.ts';
import { SELL_YOUR_CAR, TRADE_IN } from './selling.ts';
import { TEST_DRIVE } from './test-drive.ts';

/** One record per form type (the contract's FORM_TYPES): a form type without one does not compile. */
export const FORM_TYPE_DEFINITIONS = {
  'general-enquiry': GENERAL_ENQUIRY,
  contact: CONTACT,
  'vehicle-enquiry': VEHICLE_ENQUIRY,
  'request-photos': REQUEST_PHOTOS,
  'finance-enquiry': FINANCE_ENQUIRY,
  'finance-pre-approval': FINANCE_PRE_APPROVAL,
  'apply-for-finance': APPLY_FOR_FINANCE,
  'book-a-service': BOOK_A_SERVICE,
  'sell-your-car': SELL_YOUR_CAR,
  'trade-in': TRADE_IN,
  'test-drive': TEST_DRIVE,
} as const satisfies Record<FormType, FormTypeDefinition>;

export function formTypeDefinition(formType: FormType): FormTypeDefinition {
  return FORM_TYPE_DEFINITIONS[formType];
}
