import { z } from 'zod';
import { ESTIMATE_NOTE, NO_ESTIMATE_MESSAGE } from '../rules/trade-in-valuation.ts';
import { guardedFetch } from '../outbound/guarded-request.ts';
import type { OutboundPolicy } from '../outbound/outbound-guard.ts';
import { ValuationUnavailable, type ValuationProvider } from './valuation-provider.ts';

/**
 * A valuation provider over HTTP (docs/integrations.md "Trade-in valuation"): two JSON calls with the
 * provider key as a Bearer token, each reply checked with zod before the journey trusts it.
 *
 *   POST {url}/rego-lookup  { rego, state }                 → { vehicle: { year, make, model, badge?, description? } }
 *   POST {url}/valuations   { vehicle, answers }            → { estimate: { amount_min, amount_max, offer_price } | null, reason? }
 *
 * A provider with another shape gets a small adapter of its own implementing the same port. The URL
 * is the dealer's, so the calls go through the outbound guard: never to a loopback or private address.
 */

const LookupReplySchema = z.object({
  vehicle: z.object({
    year: z.number().int().min(1900).max(2100),
    make: z.string().min(1).max(60),
    model: z.string().min(1).max(60),
    badge: z.string().max(60).optional(),
    description: z.string().max(200).optional(),
  }),
});

const EstimateReplySchema = z.object({
  estimate: z
    .object({ amount_min: z.number().nonnegative(), amount_max: z.number().nonnegative(), offer_price: z.number().nonnegative() })
    .refine((e) => e.amount_min <= e.amount_max, 'amount_min is above amount_max')
    .nullable(),
  reason: z.string().max(500).optional(),
});

export interface HttpValuationOptions {
  url: string;
  apiKey: string | undefined;
  timeoutMs?: number;
  /** The operator's outbound policy (default: private addresses refused). */
  policy?: Pick<OutboundPolicy, 'allowPrivateNetworks'>;
  fetch?: typeof fetch;
}

export function createHttpValuationProvider(options: HttpValuationOptions): ValuationProvider {
  const base = options.url.replace(/\/+$/, '');
  const send = options.fetch ?? guardedFetch('valuation provider', options.policy ?? { allowPrivateNetworks: false });

  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    let reply: Response;
    try {
      reply = await send(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
      });
    } catch (error) {
      throw new ValuationUnavailable(`valuation provider ${path}: ${(error as Error).message}`);
    }
    if (!reply.ok) throw new ValuationUnavailable(`valuation provider ${path}: HTTP ${reply.status}`);
    const parsed = schema.safeParse(await reply.json().catch(() => undefined));
    if (!parsed.success) throw new ValuationUnavailable(`valuation provider ${path}: unexpected reply (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  return {
    name: 'http',
    demonstration: false,
    async lookupRego({ rego, regoState }) {
      const { vehicle } = await call('/rego-lookup', { rego, state: regoState }, LookupReplySchema);
      const badge = vehicle.badge ?? '';
      return { ...vehicle, badge, description: vehicle.description ?? [vehicle.year, vehicle.make, vehicle.model, badge].filter(Boolean).join(' ') };
    },
    async value({ vehicle, valuationId, answers }) {
      const { estimate, reason } = await call('/valuations', { vehicle, answers }, EstimateReplySchema);
      if (!estimate) return { valuation: null, error: reason ?? NO_ESTIMATE_MESSAGE };
      return { valuation: { id: valuationId, currency: 'AUD', ...estimate, note: ESTIMATE_NOTE } };
    },
  };
}
