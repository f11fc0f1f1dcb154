import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { OnlinePayment } from '../../contract/index.ts';

/** The online_payments rows (migration 008) and their reply shape. */

export const PaymentRowSchema = z.object({
  id: z.number(),
  public_id: z.string(),
  user_id: z.number(),
  status: z.enum(['pending_payment', 'charging', 'paid']),
  amount_cents: z.number(),
  purpose: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  intent_id: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

const COLUMNS = 'id, public_id, user_id, status, amount_cents, purpose, reference, name, email, intent_id, created_at, paid_at';

/** One of this user's payments on this website; another shopper's id is as unknown as a made-up one. */
export function paymentOf(db: DatabaseSync, websiteId: number, userId: number, publicId: string): PaymentRow | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM online_payments WHERE website_id = ? AND user_id = ? AND public_id = ?`).get(websiteId, userId, publicId);
  return row ? PaymentRowSchema.parse(row) : undefined;
}

export function paymentsOf(db: DatabaseSync, websiteId: number, userId: number): PaymentRow[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM online_payments WHERE website_id = ? AND user_id = ? AND status = 'paid' ORDER BY created_at DESC, id DESC LIMIT 50`)
    .all(websiteId, userId)
    .map((row) => PaymentRowSchema.parse(row));
}

/** Moves a payment between states only from the one it is in (false when another request moved it first). */
export function moveStatus(db: DatabaseSync, rowId: number, from: PaymentRow['status'], to: PaymentRow['status'], paidAt: string | null = null): boolean {
  const result = db.prepare('UPDATE online_payments SET status = ?, paid_at = COALESCE(?, paid_at) WHERE id = ? AND status = ?').run(to, paidAt, rowId, from);
  return Number(result.changes) === 1;
}

export function paymentReply(row: PaymentRow): OnlinePayment {
  return {
    payment_id: row.public_id,
    status: row.status === 'paid' ? 'paid' : 'pending_payment',
    amount: row.amount_cents / 100,
    currency: 'AUD',
    purpose: row.purpose,
    reference: row.reference,
    created_at: row.created_at,
    paid_at: row.paid_at,
  };
}
