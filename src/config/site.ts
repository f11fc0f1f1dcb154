import { z } from 'zod';
import { AddressConfigSchema, DealershipSchema, PhonesSchema } from './dealer.ts';
import { ExperienceSchema } from './experience.ts';
import { FeaturesSchema } from './features.ts';
import { FinanceSettingsSchema } from './finance.ts';
import { IntegrationsSchema } from './integrations.ts';
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
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/).describe('Must equal the folder name.'),
  name: z.string().min(1),
  template: z.enum(['franchise', 'group', 'powersports']).default('franchise'),
  url: z.url().describe('Production origin, used for canonical URLs and the sitemap.'),
  timeZone: z.string().default('Australia/Brisbane'),
  defaultState: z.string().default('QLD'),
  phone: z.string().optional(),
  email: z.email().optional(),
  address: AddressConfigSchema,
  manufacturer: z.strictObject({ name: z.string(), slug: z.string() }).nullable().default(null),
  dealershipGroup: z.string().nullable().default(null),
  dealerships: z.array(DealershipSchema).min(1),
  vehicleNoun: z
    .strictObject({ singular: z.string().default('car'), plural: z.string().default('cars') })
    .prefault({})
    .describe('What the dealer sells: cars, bikes, trucks, caravans.'),
  features: FeaturesSchema,
  stock: StockSettingsSchema,
  texts: TextsSchema,
  phones: PhonesSchema,
  finance: FinanceSettingsSchema,
  search: SearchSettingsSchema,
  experience: ExperienceSchema,
  integrations: IntegrationsSchema,
  theme: ThemeSchema,
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
