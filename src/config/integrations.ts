import { z } from 'zod';
import { httpUrl } from '../security/safe-url.ts';

/** Outside systems a dealer site talks to. */
export const IntegrationsSchema = z
  .strictObject({
    platformApi: z
      .strictObject({
        baseUrl: httpUrl()
          .nullable()
          .default(null)
          .describe('Platform API origin; without one, views, gauge, delivery, PDF and forms are hidden cleanly.'),
      })
      .prefault({}),
    valuation: z.boolean().default(false).describe('The dealer has a trade-in valuation integration.'),
    saveValuationColumn: z.boolean().default(false).describe('Save valuations with column_name "valuation".'),
    chat: z
      .strictObject({ autobot: z.boolean().default(false), podiumToken: z.string().nullable().default(null) })
      .prefault({}),
    captcha: z.enum(['none', 'honeypot']).default('honeypot'),
    geocode: z.enum(['offline']).default('offline').describe('Postcode geocoder: the offline table ships with the site.'),
    imageCdn: z
      .strictObject({
        kind: z.enum(['local-variants', 'query-params']).default('local-variants'),
        quality: z.number().int().min(1).max(100).default(78),
      })
      .prefault({}),
  })
  .prefault({});

export type Integrations = z.infer<typeof IntegrationsSchema>;
