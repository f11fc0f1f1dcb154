import { z } from 'zod';

/**
 * A stock change as the publish pipeline reports it (`npm run stock:update` → POST /api/stock-changes):
 * the batch id names the change once (a resend is the same batch), the report is the change report
 * of src/domain/publishing/stock-changes.ts.
 */

const Ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const Change = <T extends z.ZodType>(value: T) => Ref.extend({ from: value, to: value });

export const StockChangeBatchSchema = z.object({
  batch_id: z.string().regex(/^[\w.:-]{8,128}$/, 'A batch id of 8–128 characters of A–Z a–z 0–9 _ . : - is required.'),
  report: z.object({
    added: z.array(Ref),
    sold: z.array(Ref),
    priceChanges: z.array(Change(z.number())),
    statusChanges: z.array(Change(z.string())),
    onSpecial: z.array(Ref).default([]),
  }),
});

export type StockChangeBatch = z.infer<typeof StockChangeBatchSchema>;
