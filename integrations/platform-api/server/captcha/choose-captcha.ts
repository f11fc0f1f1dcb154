import type { TurnstileSettings } from '../../../../src/config/third-party.ts';
import { missingSecret, type DealerSecrets } from '../../../../src/operator/dealer-secrets.ts';
import { CaptchaUnavailable, type CaptchaVerifier } from './captcha-verifier.ts';
import { createTurnstileVerifier } from './turnstile-siteverify.ts';

export interface CaptchaServerOptions {
  /** Where siteverify is asked (tests: a local server speaking its JSON). */
  siteverifyUrl?: string;
  /** Replaces the provider for every dealer that has a site key (tests, local development). */
  verifier?: CaptchaVerifier;
  /** The operator's one Turnstile secret for dealers sharing its widget (main.ts: TURNSTILE_SECRET_KEY). */
  sharedSecret?: string;
}

/**
 * The verifier for a dealer: none without a site key (the honeypot alone), else Turnstile with the
 * operator's secret for this dealer (or the operator's shared one). A site key without a secret is a deployment mistake:
 * leads are refused as unavailable (the browser keeps them) rather than stored unchecked.
 */
export function captchaVerifierFor(
  websiteId: number,
  settings: TurnstileSettings,
  secrets: DealerSecrets,
  options: CaptchaServerOptions = {},
): CaptchaVerifier | null {
  if (!settings.siteKey) return null;
  if (options.verifier) return options.verifier;
  const ref = { websiteId, kind: 'turnstile-secret' } as const;
  const secret = secrets.resolve(ref) ?? options.sharedSecret;
  if (!secret) {
    return {
      name: 'turnstile',
      verify: () => Promise.reject(new CaptchaUnavailable(missingSecret(secrets, ref))),
    };
  }
  return createTurnstileVerifier({ secret, ...(options.siteverifyUrl ? { url: options.siteverifyUrl } : {}) });
}
