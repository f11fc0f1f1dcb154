import type { FormType } from '#contract/lead-payload.ts';
import type { LeadType } from '../../config/lead-delivery.ts';
import type { FieldDef, FormContext, LocationChoice } from '../form-fields.ts';
import type { LeadFormSettings } from '../form-settings.ts';

/**
 * Everything known about one form type, in one record (form-types/*.ts, gathered in registry.ts):
 * its fields in order, its words, the context it takes and where its leads go. Callers read the
 * record, never a list of form types of their own.
 */

/** A form's context with the location choices worked out (define-form.ts `locationChoices`). */
export interface FieldsContext extends FormContext {
  locationChoices: LocationChoice[];
}

export interface FormTypeDefinition {
  /** Lead category the form sends (the general enquiry's select starts on it). */
  category: string;
  heading: string;
  /** Heading when the car the form is about is sold or reserved. */
  unavailableHeading: string | null;
  submitLabel(context: FormContext): string;
  /** What /success says after a lead of this form's category. */
  successText: string;
  /** The fields, in the order the form shows them. */
  fields(context: FieldsContext): FieldDef[];
  /** The dealer's `forms.messageRequired` applies: the message is the enquiry itself. */
  messageRule: boolean;
  /** Always the multi-step lead form; otherwise only when the dealer chooses it (`forms.multiStepLeadForm`). */
  alwaysMultiStep: boolean;
  /** Whose locations the picker offers: the showrooms, or where cars are serviced. */
  department: 'sales' | 'service';
  /** With a car, the choice is the car's own location and its distribution locations (spec 01 §5 test drive). */
  choosesAmongCarLocations: boolean;
  /** With a car in the page's query, this form becomes another (a general enquiry about a car is a vehicle enquiry). */
  becomesWithCar: FormType | null;
  /** Whether `/enquire?type=` may open it (`needs-car`: only when the query names a car too). */
  openedByQuery: 'no' | 'yes' | 'needs-car';
  /**
   * A dealer content page may embed it (`form:` in the page's front matter); `carFromQuery`: there it
   * takes the car from `?car_id=` (a finance page opened from a car). null: not on content pages.
   */
  onContentPage: { carFromQuery: boolean } | null;
  /** Without a valuation provider the lead records the car to sell itself. */
  recordsCarWithoutValuation: boolean;
  /** Hidden text put before what the shopper wrote (Request Photos: `forms.requestPhotosText`). */
  presetMessage: ((settings: LeadFormSettings) => string) | null;
  /** Which analytics event id rule a lead fires (spec 02 §5, spec 01 §5): see lead-analytics.ts. */
  analyticsEvent: 'trade-in' | 'test-drive' | 'enquiry';
  /**
   * The department routing rules match (docs/lead-delivery.md); `by-category`: the lead's category
   * decides (Finance, Service, Parts Enquiry), else sales.
   */
  leadType: LeadType | 'by-category';
}
