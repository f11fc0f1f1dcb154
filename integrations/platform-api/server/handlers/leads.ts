import { HONEYPOT_FIELD, type LeadPayload } from '../../contract/index.ts';
import { checkCaptcha } from './lead-captcha.ts';
import { enqueueLeadDelivery } from '../delivery/enqueue-lead.ts';
import { storeLead } from '../delivery/store-lead.ts';
import { limitSteps } from '../limits/limits.ts';
import { enforceLimits } from '../limits/rate-limiter.ts';
import type { RouteHandler } from './handler-context.ts';
import { assertLeadReferences, takeTestDriveSlot } from './lead-checks.ts';

/**
 * Lead submit. A filled honeypot is stored flagged `suspected_spam` and answered exactly like a real
 * lead, so a bot learns nothing. Over the per-address or per-dealer limit the lead is refused with
 * 429 and Retry-After: the browser outbox keeps it and sends it again later, so nobody loses a lead.
 */

function honeypotFilled(lead: LeadPayload): boolean {
  const value: unknown = lead[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
}

export const submitLead: RouteHandler<'submitLead'> = async (context) => {
  const { captcha_token: _token, captcha_resend: _resend, ...lead } = context.body;
  const limits = limitSteps(context.options.limits, 'leads', context.client.ip, context.tenant.site.id);
  assertLeadReferences(context, lead);
  // Before the transaction: the provider is asked over the network (a refused token stores nothing).
  const captchaFlag = await checkCaptcha(context);
  return context.persist(async (tx) => {
    // Counted in the database, in the lead's own transaction (one commit per lead): the limits hold
    // across restarts and server processes, and a refused lead (rolled back) does not use up the quota.
    await enforceLimits(tx, limits, context.now, 'We have received a lot of enquiries from this connection. Your enquiry will be sent again shortly.');
    const spamReason = honeypotFilled(lead) ? 'honeypot' : captchaFlag;
    if (spamReason) context.log(`platform-api: lead from ${context.client.ip} flagged ${spamReason}`);
    // A bot's booking takes no slot and learns nothing; a shopper's is checked and taken atomically here.
    const locationId = spamReason ? (lead.location_id ?? null) : await takeTestDriveSlot(context, tx, lead);

    const { publicId, rowId } = await storeLead(tx, {
      websiteId: lead.website_id,
      formType: lead.form_type,
      category: lead.category,
      subcategory: lead.subcategory,
      name: lead.name,
      lastName: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      carId: lead.car_id,
      dealershipSlug: lead.dealership_slug,
      locationId,
      appointmentAt: lead.appointment_at ? new Date(lead.appointment_at).toISOString() : null,
      payload: { ...lead, user_agent: lead.user_agent ?? context.client.userAgent },
      spamReason,
      clientIp: context.client.ip,
      idempotencyKey: context.idempotencyKey ?? '',
      now: context.now,
    });
    // Same transaction: the lead and its queued deliveries commit together (docs/lead-delivery.md).
    await enqueueLeadDelivery(tx, context.tenants, context.tenant, rowId, context.now);
    return { body: { lead_id: publicId } };
  });
};
