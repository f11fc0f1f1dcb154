import { FormsSchema, type FormsSettings } from '../config/forms.ts';
import type { SiteConfig } from '../config/site.ts';

/**
 * Dealer settings the forms read (spec 02 §5): the dealer config's `forms` block. Its defaults live
 * in the schema (src/config/forms.ts) and nowhere else.
 */
export type LeadFormSettings = FormsSettings;

/** What a dealer without a `forms` block gets: the schema's own defaults (tests and benchmarks). */
export const DEFAULT_FORM_SETTINGS: LeadFormSettings = FormsSchema.parse(undefined);

export function formSettingsOf(config: Pick<SiteConfig, 'forms'>): LeadFormSettings {
  return config.forms;
}
