import { ERROR_CODES } from '../../contract/index.ts';
import { HttpFailure } from '../http/replies.ts';
import type { RouteHandler } from './handler-context.ts';

/** Valuation save (spec 02 §7): kept as sent, beside the lead it belongs to when named — a lead of this website only. */
export const saveMiscellaneous: RouteHandler<'saveMiscellaneous'> = (context) =>
  context.persist(async (tx) => {
    const leadId = context.body.lead_id;
    if (leadId && !(await tx.leads.byPublicId(context.tenant.site.id, leadId))) {
      throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that enquiry. Please start again.', { lead_id: 'Unknown lead id.' });
    }
    const id = await tx.leads.saveMiscellaneous(
      context.tenant.site.id,
      context.body.column_name,
      leadId ?? null,
      JSON.stringify(context.body.value),
      context.now,
    );
    return { body: { saved: true, id } };
  });
