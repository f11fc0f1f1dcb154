import type { SiteConfig } from '../config/site.ts';

/**
 * Dealer settings the forms read (spec 02 §5). They are meant to live in the dealer config as
 * `forms` (see docs/leads.md for the schema lines); until the config schema carries them, a
 * dealer gets these defaults. Reading through this one function keeps that switch to one place.
 */
export interface LeadFormSettings {
  /** The enquiry message is required by default; some dealers relax it. */
  messageRequired: boolean;
  /** Some dealers remove the dealership select even when they have several dealerships. */
  removeDealershipField: boolean;
  /** Enquiry forms use the multi-step lead form (First Name, last name, postcode, Mobile Number, Email Address). */
  multiStepLeadForm: boolean;
  /** Terms a test-drive booker must accept; null: the form shows no terms. */
  testDriveTerms: string | null;
  /** Hidden preset text of the Request Photos form. */
  requestPhotosText: string;
  /** Category choices of the general enquiry form; the first is not necessarily the default. */
  enquiryCategories: string[];
  /** The dealer's own APP 5 collection notice ({dealer} = its name); null: the standard one (src/domain/privacy-notice.ts). */
  privacyNotice: string | null;
  /** Linked from the collection notice of every form. */
  privacyPolicyUrl: string;
}

export const DEFAULT_TEST_DRIVE_TERMS =
  'I hold a current, full Australian driver licence and will bring it to the test drive.';

export const DEFAULT_REQUEST_PHOTOS_TEXT = 'Please send me more photos of this vehicle.';

export const DEFAULT_ENQUIRY_CATEGORIES = [
  'General Enquiry',
  'Sales Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Careers Enquiry',
];

export const DEFAULT_FORM_SETTINGS: LeadFormSettings = {
  messageRequired: true,
  removeDealershipField: false,
  multiStepLeadForm: false,
  testDriveTerms: DEFAULT_TEST_DRIVE_TERMS,
  requestPhotosText: DEFAULT_REQUEST_PHOTOS_TEXT,
  enquiryCategories: DEFAULT_ENQUIRY_CATEGORIES,
  privacyNotice: null,
  privacyPolicyUrl: '/privacy-policy',
};

export function formSettingsOf(config: Pick<SiteConfig, 'forms'>): LeadFormSettings {
  return { ...DEFAULT_FORM_SETTINGS, ...config.forms };
}
