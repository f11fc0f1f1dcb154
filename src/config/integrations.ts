import { z } from 'zod';
import { httpUrl } from '../security/safe-url.ts';
import { AnalyticsSchema, ChatSchema, TurnstileSchema, ValuationProviderSchema } from './third-party.ts';

/** `integrations.platformApi.baseUrl` for an API served on the site's own origin (the preview servers, a CDN route). */
export const SAME_ORIGIN_API = '/';

/**
 * The API's absolute base for callers outside the browser (the build machine, the API's own emails): the
 * site-relative form resolves against the dealer's public URL, where its host forwards the API's paths.
 */
export function absolutePlatformApiBase(baseUrl: string | null, siteUrl: string): string | null {
  if (baseUrl === null) return null;
  return baseUrl === SAME_ORIGIN_API ? new URL(siteUrl).origin : baseUrl;
}

/** Outside systems a dealer site talks to. */
export const IntegrationsSchema = z
  .strictObject({
    platformApi: z
      .strictObject({
        baseUrl: z
          .union([z.literal(SAME_ORIGIN_API), httpUrl()])
          .nullable()
          .default(null)
          .describe(
            `Where the site's pages call the platform API: "${SAME_ORIGIN_API}" for the site's own origin (the host forwards the API's paths to the platform, so the session cookie is first-party: docs/platform-api.md "Deployment"), or the API's origin on the same site (https://api.<dealer domain>). Without one, views, gauge, delivery, PDF and forms are hidden cleanly, and reserve, watchlist and onlinePurchase are off (nothing links to /checkout or /my-garage).`,
          ),
      })
      .prefault({}),
    valuation: z.boolean().default(false).describe('The dealer has a trade-in valuation integration.'),
    saveValuationColumn: z.boolean().default(false).describe('Save valuations with column_name "valuation".'),
    valuationProvider: ValuationProviderSchema,
    chat: ChatSchema,
    analytics: AnalyticsSchema,
    captcha: z.enum(['none', 'honeypot']).default('honeypot').describe('Hidden honeypot field on lead forms (kept beside Turnstile).'),
    turnstile: TurnstileSchema,
    geocode: z.enum(['offline']).default('offline').describe('Postcode geocoder: the offline table ships with the site.'),
    imageCdn: z
      .strictObject({
        kind: z
          .enum(['none', 'query-params', 'imgix', 'cloudinary', 'cloudflare'])
          .default('none')
          .describe(
            "How the stock feed's photos (URLs on another host) are resized: 'none' uses them as given; 'query-params' adds ?w=&q= (a host that resizes from them); 'imgix' adds imgix's w, q, auto=format; 'cloudinary' and 'cloudflare' fetch through the CDN at baseUrl. The site's own pictures always get the build's variants (docs/images.md).",
          ),
        baseUrl: httpUrl()
          .nullable()
          .default(null)
          .describe("The image CDN's origin: https://res.cloudinary.com/<cloud name> for 'cloudinary', the Cloudflare zone's origin for 'cloudflare'."),
        quality: z.number().int().min(1).max(100).default(78).describe('Image quality (1–100) asked of the image CDN.'),
      })
      .refine((cdn) => !['cloudinary', 'cloudflare'].includes(cdn.kind) || cdn.baseUrl !== null, {
        message: "baseUrl is required for 'cloudinary' and 'cloudflare' (the CDN's origin)",
        path: ['baseUrl'],
      })
      .prefault({})
      .describe("The dealer's image CDN, if any (docs/images.md)."),
  })
  .prefault({});

export type Integrations = z.infer<typeof IntegrationsSchema>;
