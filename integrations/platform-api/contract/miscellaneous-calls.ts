import { z } from 'zod';
import { LeadIdSchema, WebsiteIdSchema } from './primitives.ts';

/**
 * spec 02 §7 "Valuation save": POST /api/miscellaneous with the valuation response plus
 * column_name "valuation". `column_name` is an allow-list so the store never grows unknown columns.
 */
export const MiscellaneousRequestSchema = z.object({
  website_id: WebsiteIdSchema,
  column_name: z.enum(['valuation'], { message: "column_name must be 'valuation'." }),
  lead_id: LeadIdSchema.optional(),
  /** The valuation response as the trade-in step received it. */
  value: z.record(z.string(), z.unknown()),
});
export const MiscellaneousReplySchema = z.object({ saved: z.literal(true), id: z.number().int().positive() });

export type MiscellaneousRequest = z.input<typeof MiscellaneousRequestSchema>;
