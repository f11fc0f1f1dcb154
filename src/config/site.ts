import { z } from 'zod';
import { AccountSchema } from './account.ts';
import { httpUrl } from '../security/safe-url.ts';
import { AddressConfigSchema, DealershipSchema, PhonesSchema } from './dealer.ts';
import { DriveAwaySchema } from './drive-away.ts';
import { ExperienceSchema } from './experience.ts';
import { FeaturesSchema } from './features.ts';
import { FeedsSchema } from './feeds.ts';
import { FinanceSettingsSchema } from './finance.ts';
import { FormsSchema } from './forms.ts';
import { IntegrationsSchema } from './integrations.ts';
import { LeadDeliverySchema } from './lead-delivery.ts';
import { SearchSettingsSchema } from './search.ts';
import { StockSettingsSchema } from './stock.ts';
import { TextsSchema } from './texts.ts';
import { ThemeSchema } from './theme.ts';

/**
 * A dealer site's whole configuration: tenants/<slug>/site.json parsed over the defaults.
 * Every field not given by the dealer takes the default written beside it.
 */
export const SiteConfigSchema = z.strictObject({
  id: z.number().int().positive().describe('Website id (used by offers exclusions and the platform API).'),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .describe('Must equal the folder name.'),
  name: z.string().min(1).describe('Dealer name shown in titles, header and footer.'),
  template: z.enum(['franchise', 'group', 'powersports']).default('franchise').describe('Site template: group sites add the group pages.'),
  url: httpUrl().describe('Production origin, used for canonical URLs and the sitemap.'),
  timeZone: z.string().default('Australia/Brisbane').describe('IANA time zone for opening hours and dates.'),
  defaultState: z.string().default('QLD').describe('State preselected in forms and searches.'),
  phone: z.string().optional().describe('Main phone number shown in the header.'),
  email: z.email().optional().describe('Main contact email.'),
  address: AddressConfigSchema,
  manufacturer: z
    .strictObject({ name: z.string().describe('Make as shown, e.g. "Nissan".'), slug: z.string().describe('Make in URLs, e.g. "nissan".') })
    .nullable()
    .default(null)
    .describe('Franchise make of a single-brand dealer.'),
  dealershipGroup: z.string().nullable().default(null).describe('Name of the group the dealer belongs to.'),
  dealerships: z.array(DealershipSchema).min(1).describe('Dealerships of this site: id, slug, name, make, logo, licence numbers.'),
  vehicleNoun: z
    .strictObject({
      singular: z.string().default('car').describe('One vehicle, in running text: "car", "bike".'),
      plural: z.string().default('cars').describe('Several vehicles: "cars", "bikes".'),
    })
    .prefault({})
    .describe('What the dealer sells: cars, bikes, trucks, caravans.'),
  features: FeaturesSchema,
  stock: StockSettingsSchema,
  texts: TextsSchema,
  phones: PhonesSchema,
  finance: FinanceSettingsSchema,
  search: SearchSettingsSchema,
  forms: FormsSchema,
  experience: ExperienceSchema,
  driveAway: DriveAwaySchema,
  integrations: IntegrationsSchema,
  leadDelivery: LeadDeliverySchema,
  feeds: FeedsSchema,
  account: AccountSchema,
  theme: ThemeSchema,
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
