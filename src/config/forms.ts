import { z } from 'zod';

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
  })
  .prefault({});

export type FormsSettings = z.infer<typeof FormsSchema>;
