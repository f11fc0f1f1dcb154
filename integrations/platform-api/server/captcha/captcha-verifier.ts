/**
 * The captcha port: the API checks a lead form's captcha token with the provider before
 * the lead is stored. The dealer's config chooses it (integrations.turnstile.siteKey); its secret
 * lives only in the API server's environment. The honeypot (handlers/leads.ts) stays beside it.
 */

export interface CaptchaVerdict {
  ok: boolean;
  /** The provider's error codes, e.g. Turnstile's 'timeout-or-duplicate' or 'invalid-input-response'. */
  codes: string[];
}

export interface CaptchaVerifier {
  readonly name: string;
  verify(token: string, remoteIp: string, idempotencyKey: string | null): Promise<CaptchaVerdict>;
}

/** The provider could not be asked (down, no secret configured): the lead is refused with 503 and the browser outbox retries it. */
export class CaptchaUnavailable extends Error {}

/** The code a token gets when it was valid once but has expired or was already used. */
export const EXPIRED_TOKEN_CODE = 'timeout-or-duplicate';

/**
 * The stand-in for tests and local development: 'pass' (and Cloudflare's documented dummy token) pass,
 * 'expired' fails as an expired token, anything else fails as invalid. Never chosen by a dealer config.
 */
export function createTestCaptchaVerifier(): CaptchaVerifier {
  return {
    name: 'test',
    async verify(token) {
      if (token === 'pass' || token === 'XXXX.DUMMY.TOKEN.XXXX') return { ok: true, codes: [] };
      return { ok: false, codes: [token === 'expired' ? EXPIRED_TOKEN_CODE : 'invalid-input-response'] };
    },
  };
}
