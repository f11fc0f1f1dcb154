import { CAPTCHA_FAILED_CODE, CAPTCHA_FAILED_MESSAGE, CAPTCHA_TOKEN_FIELD, ERROR_CODES } from '../../contract/index.ts';
import { CaptchaUnavailable, EXPIRED_TOKEN_CODE } from '../captcha/captcha-verifier.ts';
import { HttpFailure } from '../http/replies.ts';
import type { HandlerContext } from './handler-context.ts';

/**
 * The captcha check of a lead (docs/integrations.md "Captcha"), when the dealer has a Turnstile site key:
 * - a token the provider accepts: the lead goes on;
 * - a missing, invalid or expired token on the shopper's own submit: 400 captcha_failed — the form says
 *   so, keeps what was typed and asks for the check again; nothing is stored;
 * - an expired token on a resend from the browser outbox (the shopper was offline past the token's
 *   life): the lead is kept, flagged 'captcha-expired' like a honeypot lead, so no lead is lost and a
 *   bot gains nothing by claiming a resend;
 * - the provider unreachable or no secret on the server: 503, and the outbox sends it again later.
 * Returns the spam flag to store, or null.
 */
export async function checkCaptcha(context: HandlerContext<'submitLead'>): Promise<string | null> {
  const verifier = context.integrations.captchaFor(context.tenant);
  if (!verifier) return null;
  const token = context.body[CAPTCHA_TOKEN_FIELD];
  const refused = () => new HttpFailure(400, CAPTCHA_FAILED_CODE, CAPTCHA_FAILED_MESSAGE, { [CAPTCHA_TOKEN_FIELD]: CAPTCHA_FAILED_MESSAGE });
  if (!token) throw refused();
  let verdict;
  try {
    verdict = await verifier.verify(token, context.client.ip, context.idempotencyKey);
  } catch (error) {
    if (!(error instanceof CaptchaUnavailable)) throw error;
    context.log(`platform-api: ${error.message}`);
    throw new HttpFailure(503, ERROR_CODES.internalError, 'We could not check this form just now. Your enquiry will be sent again shortly.', undefined, {
      'Retry-After': '30',
    });
  }
  if (verdict.ok) return null;
  if (context.body.captcha_resend === true && verdict.codes.includes(EXPIRED_TOKEN_CODE)) {
    context.log(`platform-api: lead from ${context.client.ip} kept with an expired captcha token (outbox resend), flagged`);
    return 'captcha-expired';
  }
  throw refused();
}
