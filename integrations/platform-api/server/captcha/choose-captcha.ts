import type { TurnstileSettings } from '../../../../src/config/third-party.ts';
import { CaptchaUnavailable, type CaptchaVerifier } from './captcha-verifier.ts';
import { createTurnstileVerifier } from './turnstile-siteverify.ts';

export interface CaptchaServerOptions {
  /** Where siteverify is asked (tests: a local server speaking its JSON). */
  siteverifyUrl?: string;
  /** Replaces the provider for every dealer that has a site key (tests, local development). */
  verifier?: CaptchaVerifier;
}

/**
 * The verifier for a dealer: none without a site key (the honeypot alone), else Turnstile with the
 * secret named by `secretEnv`. A site key without a secret on the server is a deployment mistake:
 * leads are refused as unavailable (the browser keeps them) rather than stored unchecked.
 */
export function captchaVerifierFor(
  settings: TurnstileSettings,
  secrets: (name: string) => string | undefined,
  options: CaptchaServerOptions = {},
): CaptchaVerifier | null {
  if (!settings.siteKey) return null;
  if (options.verifier) return options.verifier;
  const secret = secrets(settings.secretEnv);
  if (!secret) {
    return {
      name: 'turnstile',
      verify: () => Promise.reject(new CaptchaUnavailable(`Turnstile secret ${settings.secretEnv} is not set on the platform API server`)),
    };
  }
  return createTurnstileVerifier({ secret, ...(options.siteverifyUrl ? { url: options.siteverifyUrl } : {}) });
}
