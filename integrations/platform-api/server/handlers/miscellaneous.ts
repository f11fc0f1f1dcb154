import { ERROR_CODES } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import type { RouteHandler } from './handler-context.ts';

/** Valuation save (spec 02 §7): kept as sent, beside the lead it belongs to when named — a lead of this website only. */
export const saveMiscellaneous: RouteHandler<'saveMiscellaneous'> = (context) =>
  context.persist(() => {
    const leadId = context.body.lead_id;
    if (leadId && !context.db.prepare('SELECT 1 FROM leads WHERE public_id = ? AND website_id = ?').get(leadId, context.tenant.site.id)) {
      throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that enquiry. Please start again.', { lead_id: 'Unknown lead id.' });
    }
    const result = context.db
      .prepare('INSERT INTO miscellaneous (website_id, column_name, lead_public_id, value_json, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(context.tenant.site.id, context.body.column_name, leadId ?? null, JSON.stringify(context.body.value), context.now.toISOString());
    return { body: { saved: true, id: Number(result.lastInsertRowid) } };
  });
