import { z } from 'zod';
import { CaptchaUnavailable, type CaptchaVerifier } from './captcha-verifier.ts';

/**
 * Cloudflare Turnstile's server-side check: POST the token, the secret and the shopper's address to
 * siteverify (form-encoded) and trust only a reply that parses as siteverify's JSON with success true.
 * The idempotency key lets a retried request re-check the same token without it counting as reused.
 */

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

const SiteverifyReplySchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
});

export interface TurnstileOptions {
  secret: string;
  /** Cloudflare's endpoint unless a test points it at a local server. */
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createTurnstileVerifier(options: TurnstileOptions): CaptchaVerifier {
  const send = options.fetch ?? fetch;
  return {
    name: 'turnstile',
    async verify(token, remoteIp, idempotencyKey) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      // siteverify takes a UUID as its idempotency key; the lead's key is one (client/idempotency-key.ts).
      if (idempotencyKey && /^[0-9a-f-]{36}$/i.test(idempotencyKey)) form.set('idempotency_key', idempotencyKey);
      let reply: Response;
      try {
        reply = await send(options.url ?? TURNSTILE_SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
        });
      } catch (error) {
        throw new CaptchaUnavailable(`turnstile siteverify: ${(error as Error).message}`);
      }
      if (!reply.ok) throw new CaptchaUnavailable(`turnstile siteverify: HTTP ${reply.status}`);
      const parsed = SiteverifyReplySchema.safeParse(await reply.json().catch(() => undefined));
      if (!parsed.success) throw new CaptchaUnavailable('turnstile siteverify: unexpected reply');
      return { ok: parsed.data.success, codes: parsed.data['error-codes'] };
    },
  };
}
