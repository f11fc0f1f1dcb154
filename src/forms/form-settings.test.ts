import { describe, expect, it } from 'vitest';
import { FormsSchema } from '../config/forms.ts';
import { SiteConfigSchema } from '../config/site.ts';
import { testConfig } from '../site/vehicle/test-fixtures.ts';
import { DEFAULT_FORM_SETTINGS, formSettingsOf } from './form-settings.ts';

describe('form settings', () => {
  it("a dealer without a forms block gets the schema's defaults", () => {
    expect(DEFAULT_FORM_SETTINGS).toEqual(FormsSchema.parse({}));
    expect(DEFAULT_FORM_SETTINGS.messageRequired).toBe(true);
    expect(DEFAULT_FORM_SETTINGS.testDriveTerms).toMatch(/driver licence/);
    expect(DEFAULT_FORM_SETTINGS.enquiryCategories[0]).toBe('General Enquiry');
    expect(DEFAULT_FORM_SETTINGS.privacyPolicyUrl).toBe('/privacy-policy');
  });

  it("the forms read the dealer's own settings, the rest defaulted by the schema", () => {
    const forms = FormsSchema.parse({ messageRequired: false, testDriveTerms: null, enquiryCategories: ['Sales Enquiry'] });
    const settings = formSettingsOf({ forms });
    expect(settings).toMatchObject({ messageRequired: false, testDriveTerms: null, enquiryCategories: ['Sales Enquiry'] });
    expect(settings.requestPhotosText).toBe(DEFAULT_FORM_SETTINGS.requestPhotosText);
  });

  it('a parsed dealer config always carries the forms block', () => {
    expect(SiteConfigSchema.shape.forms).toBe(FormsSchema);
    expect(formSettingsOf(testConfig())).toEqual(testConfig().forms);
  });
});
