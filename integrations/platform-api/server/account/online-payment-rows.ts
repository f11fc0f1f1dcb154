import type { Repositories } from '../storage/store.ts';
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
  charge_key: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

type Records = Pick<Repositories, 'accountRecords'>;

/** One of this user's payments on this website; another shopper's id is as unknown as a made-up one. */
export async function paymentOf(store: Records, websiteId: number, userId: number, publicId: string): Promise<PaymentRow | undefined> {
  const row = await store.accountRecords.payment(websiteId, userId, publicId);
  return row ? PaymentRowSchema.parse(row) : undefined;
}

export async function paymentsOf(store: Records, websiteId: number, userId: number): Promise<PaymentRow[]> {
  return (await store.accountRecords.paidPayments(websiteId, userId)).map((row) => PaymentRowSchema.parse(row));
}

/** Moves a payment between states only from the one it is in (false when another request moved it first). */
export function moveStatus(
  store: Records,
  rowId: number,
  from: PaymentRow['status'],
  to: PaymentRow['status'],
  extra: { paidAt?: string; chargeKey?: string | null } = {},
): Promise<boolean> {
  return store.accountRecords.movePayment(rowId, from, to, extra);
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
