import { HONEYPOT_FIELD } from '#contract/lead-payload.ts';
import type { Integrations } from '../config/integrations.ts';

/**
 * Captcha as a pluggable provider (spec 02 §5 "A captcha is shown on forms"): a provider names the
 * hidden fields a form renders and what it adds to the payload. 'honeypot' is a field people never
 * see and bots fill in; the API keeps such leads flagged as suspected spam rather than dropping them.
 * A hosted captcha (Turnstile, reCAPTCHA) would be another provider adding its token here.
 */
export interface CaptchaProvider {
  kind: Integrations['captcha'];
  hiddenFields: Array<{ name: string; label: string }>;
  payloadFields(values: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

const none: CaptchaProvider = { kind: 'none', hiddenFields: [], payloadFields: () => ({}) };

const honeypot: CaptchaProvider = {
  kind: 'honeypot',
  hiddenFields: [{ name: HONEYPOT_FIELD, label: 'Leave this field empty' }],
  payloadFields(values) {
    const value = values[HONEYPOT_FIELD];
    return typeof value === 'string' && value !== '' ? { [HONEYPOT_FIELD]: value } : {};
  },
};

export function captchaProvider(kind: Integrations['captcha']): CaptchaProvider {
  return kind === 'honeypot' ? honeypot : none;
}
