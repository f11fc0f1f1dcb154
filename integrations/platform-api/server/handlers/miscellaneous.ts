import type { RouteHandler } from './handler-context.ts';

/** Valuation save (spec 02 §7): kept as sent, beside the lead it belongs to when named. */
export const saveMiscellaneous: RouteHandler<'saveMiscellaneous'> = (context) =>
  context.persist(() => {
    const result = context.db
      .prepare('INSERT INTO miscellaneous (website_id, column_name, lead_public_id, value_json, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(
        context.body.website_id,
        context.body.column_name,
        context.body.lead_id ?? null,
        JSON.stringify(context.body.value),
        context.now.toISOString(),
      );
    return { body: { saved: true, id: Number(result.lastInsertRowid) } };
  });
