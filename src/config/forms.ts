import { z } from 'zod';
import { safeUrl } from '../security/safe-url.ts';
import { DEFAULT_PRIVACY_POLICY_PATH } from '../domain/dealer-pages/privacy-policy.ts';

/** Lead and enquiry form settings (spec 02 §5). */
export const FormsSchema = z
  .strictObject({
    messageRequired: z.boolean().default(true).describe('Enquiry message required (spec 02 §5).'),
    removeDealershipField: z.boolean().default(false).describe('Hide the dealership select even with several dealerships.'),
    multiStepLeadForm: z
      .boolean()
      .default(false)
      .describe('Enquiries use the multi-step lead form (First Name, last name, postcode, Mobile Number, Email Address).'),
    testDriveTerms: z
      .string()
      .nullable()
      .default('I hold a current, full Australian driver licence and will bring it to the test drive.')
      .describe('Terms a test-drive booker accepts; null for none.'),
    requestPhotosText: z.string().default('Please send me more photos of this vehicle.').describe('Hidden preset text of Request Photos.'),
    enquiryCategories: z
      .array(z.string())
      .default(['General Enquiry', 'Sales Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Careers Enquiry'])
      .describe('Category choices of the general enquiry form.'),
    privacyNotice: z
      .string()
      .trim()
      .min(1)
      .nullable()
      .default(null)
      .describe(
        "Collection notice shown where every form is submitted (Australian Privacy Principle 5: who collects, why, who it goes to). {dealer} is replaced by the dealer's name. null: a standard notice built from the dealer's name.",
      ),
    privacyPolicyUrl: safeUrl()
      .default(DEFAULT_PRIVACY_POLICY_PATH)
      .describe(
        "The dealer's privacy policy, linked from the collection notice of every form. /privacy-policy is content/pages/privacy-policy.md, or a standard policy built from the dealer's details when it has none.",
      ),
  })
  .prefault({});

export type FormsSettings = z.infer<typeof FormsSchema>;
