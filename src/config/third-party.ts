import { z } from 'zod';
import { httpUrl } from '../security/safe-url.ts';
import { retiredSecretName } from './retired-keys.ts';

/**
 * Outside services a dealer switches on by naming them (docs/integrations.md). Each one is a port
 * with adapters: nothing loads, and the CSP names none of its hosts, until the dealer sets it here.
 * Secrets never live in a dealer folder, nor the names of their variables: the operator provides
 * them under names derived from the website id (src/operator/dealer-secrets.ts).
 */

export const ValuationProviderSchema = z
  .strictObject({
    kind: z
      .enum(['demo', 'http'])
      .default('demo')
      .describe(
        "Trade-in rego lookup and valuation adapter on the platform API: 'demo' invents a plausible car and offer and says so to the shopper and in the lead; 'http' calls a valuation provider at `url`.",
      ),
    url: httpUrl()
      .nullable()
      .default(null)
      .describe(
        "Base URL of the valuation provider (kind 'http'): POST {url}/rego-lookup and {url}/valuations, with the key the operator provides as FORECOURT_<website id>_VALUATION_API_KEY (a Bearer token).",
      ),
    apiKeyEnv: retiredSecretName('valuation-api-key'),
  })
  .refine((provider) => provider.kind !== 'http' || provider.url !== null, { message: "valuationProvider.url is required when kind is 'http'", path: ['url'] })
  .prefault({});

export const ChatSchema = z
  .strictObject({
    autobot: z.boolean().default(false).describe('The chat answers with a bot: Instant Message replaces Enquire on reservable cars.'),
    podiumToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,64}$/, 'expected a Podium organisation token (letters, digits, hyphens)')
      .nullable()
      .default(null)
      .describe(
        "Podium organisation API token: loads Podium's web chat widget (on tap of Instant Message, else when the browser is idle) and allows its hosts in the CSP. null: no chat widget and no chat button.",
      ),
  })
  .prefault({});

export const AnalyticsSchema = z
  .strictObject({
    gtmContainerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a Tag Manager container id like GTM-ABC1234')
      .nullable()
      .default(null)
      .describe('Google Tag Manager container: loaded only after the shopper accepts analytics in the consent banner.'),
    ga4MeasurementId: z
      .string()
      .regex(/^G-[A-Z0-9]{4,12}$/, 'expected a GA4 measurement id like G-ABC1234')
      .nullable()
      .default(null)
      .describe('Google Analytics 4 measurement id (gtag.js): loaded only after consent. Either setting shows the consent banner.'),
  })
  .prefault({});

export const TurnstileSchema = z
  .strictObject({
    siteKey: z
      .string()
      .regex(/^[0-9A-Za-z_-]{8,64}$/, 'expected a Turnstile site key')
      .nullable()
      .default(null)
      .describe(
        "Cloudflare Turnstile site key: lead forms show the check and the platform API verifies its token before storing a lead, with the secret the operator provides (FORECOURT_<website id>_TURNSTILE_SECRET, else the operator's shared TURNSTILE_SECRET_KEY).",
      ),
    secretEnv: retiredSecretName('turnstile-secret', " (else the operator's shared TURNSTILE_SECRET_KEY)"),
  })
  .prefault({});

export type ValuationProviderSettings = z.infer<typeof ValuationProviderSchema>;
export type ChatSettings = z.infer<typeof ChatSchema>;
export type AnalyticsSettings = z.infer<typeof AnalyticsSchema>;
export type TurnstileSettings = z.infer<typeof TurnstileSchema>;
