import { HONEYPOT_FIELD, type LeadPayload } from '../../contract/index.ts';
import type { RouteHandler } from './handler-context.ts';
import { newPublicId } from './lookups.ts';

/**
 * Lead submit. A lead is never refused for looking like spam: a filled honeypot or a client over
 * the per-IP rate limit is stored flagged `suspected_spam` and answered exactly like a real lead,
 * so a bot learns nothing and a person mistaken for one loses nothing.
 */

function honeypotFilled(lead: LeadPayload): boolean {
  const value: unknown = lead[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
}

export const submitLead: RouteHandler<'submitLead'> = (context) => {
  const lead = context.body;
  const { max, windowMs } = context.options.leadRateLimit;
  return context.persist(() => {
    // Counted inside the write transaction, from the database: the limit holds across restarts.
    const since = new Date(context.now.getTime() - windowMs).toISOString();
    const recent = context.db
      .prepare('SELECT COUNT(*) AS n FROM leads WHERE client_ip = ? AND created_at > ?')
      .get(context.client.ip, since);
    const spamReason = honeypotFilled(lead) ? 'honeypot' : Number(recent?.n ?? 0) >= max ? 'rate_limit' : null;
    if (spamReason) context.log(`platform-api: lead from ${context.client.ip} flagged ${spamReason}`);

    const publicId = newPublicId('lead');
    context.db
      .prepare(
        `INSERT INTO leads (public_id, website_id, form_type, category, subcategory, name, last_name, email, phone,
           postcode, car_id, dealership_slug, location_id, appointment_at, payload_json, suspected_spam, spam_reason,
           client_ip, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        publicId,
        lead.website_id,
        lead.form_type,
        lead.category,
        lead.subcategory ?? null,
        lead.name,
        lead.last_name ?? null,
        lead.email ?? null,
        lead.phone ?? null,
        lead.postcode ?? null,
        lead.car_id ?? null,
        lead.dealership_slug ?? null,
        lead.location_id ?? null,
        lead.appointment_at ? new Date(lead.appointment_at).toISOString() : null,
        JSON.stringify({ ...lead, user_agent: lead.user_agent ?? context.client.userAgent }),
        spamReason ? 1 : 0,
        spamReason,
        context.client.ip,
        context.idempotencyKey ?? '',
        context.now.toISOString(),
      );
    return { body: { lead_id: publicId } };
  });
};
