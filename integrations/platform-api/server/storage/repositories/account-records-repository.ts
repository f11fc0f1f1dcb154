import type { Kysely } from 'kysely';
import type { Database, OnlinePaymentsTable } from '../schema.ts';

/** Spin-to-win results and online payments (migration 008): the dealer's records of a shopper's account. */

const PAYMENT_COLUMNS = [
  'id',
  'public_id',
  'user_id',
  'status',
  'amount_cents',
  'purpose',
  'reference',
  'name',
  'email',
  'intent_id',
  'created_at',
  'paid_at',
  'charge_key',
] as const;
const SPIN_COLUMNS = ['campaign', 'prize_id', 'prize_label', 'is_prize', 'spun_at'] as const;

type PaymentStatus = OnlinePaymentsTable['status'];

export interface NewPayment {
  publicId: string;
  websiteId: number;
  userId: number;
  amountCents: number;
  purpose: string;
  reference: string;
  name: string;
  email: string;
  provider: string;
  intentId: string;
  clientSecret: string;
  now: Date;
}

export function accountRecordsRepository(db: Kysely<Database>) {
  return {
    spin: (websiteId: number, userId: number, campaign: string) =>
      db
        .selectFrom('spins')
        .select(SPIN_COLUMNS)
        .where('website_id', '=', websiteId)
        .where('user_id', '=', userId)
        .where('campaign', '=', campaign)
        .executeTakeFirst(),

    latestSpins: (websiteId: number, userId: number, limit: number) =>
      db
        .selectFrom('spins')
        .select(SPIN_COLUMNS)
        .where('website_id', '=', websiteId)
        .where('user_id', '=', userId)
        .orderBy('spun_at', 'desc')
        .limit(limit)
        .execute(),

    async recordSpin(spin: {
      websiteId: number;
      userId: number;
      campaign: string;
      prizeId: string;
      prizeLabel: string;
      isPrize: boolean;
      leadId: number | null;
      now: Date;
    }) {
      await db
        .insertInto('spins')
        .values({
          website_id: spin.websiteId,
          user_id: spin.userId,
          campaign: spin.campaign,
          prize_id: spin.prizeId,
          prize_label: spin.prizeLabel,
          is_prize: spin.isPrize,
          lead_id: spin.leadId,
          spun_at: spin.now.toISOString(),
        })
        .execute();
    },

    payment: (websiteId: number, userId: number, publicId: string) =>
      db
        .selectFrom('online_payments')
        .select(PAYMENT_COLUMNS)
        .where('website_id', '=', websiteId)
        .where('user_id', '=', userId)
        .where('public_id', '=', publicId)
        .executeTakeFirst(),

    paidPayments: (websiteId: number, userId: number) =>
      db
        .selectFrom('online_payments')
        .select(PAYMENT_COLUMNS)
        .where('website_id', '=', websiteId)
        .where('user_id', '=', userId)
        .where('status', '=', 'paid')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    async insertPayment(payment: NewPayment): Promise<void> {
      await db
        .insertInto('online_payments')
        .values({
          public_id: payment.publicId,
          website_id: payment.websiteId,
          user_id: payment.userId,
          status: 'pending_payment',
          amount_cents: payment.amountCents,
          currency: 'AUD',
          purpose: payment.purpose,
          reference: payment.reference,
          name: payment.name,
          email: payment.email,
          provider: payment.provider,
          intent_id: payment.intentId,
          client_secret: payment.clientSecret,
          created_at: payment.now.toISOString(),
        })
        .execute();
    },

    /** Moves a payment between states only from the one it is in (false when another request moved it first). */
    async movePayment(rowId: number, from: PaymentStatus, to: PaymentStatus, extra: { paidAt?: string; chargeKey?: string | null } = {}): Promise<boolean> {
      const result = await db
        .updateTable('online_payments')
        .set({ status: to, ...(extra.paidAt ? { paid_at: extra.paidAt } : {}), ...(extra.chargeKey !== undefined ? { charge_key: extra.chargeKey } : {}) })
        .where('id', '=', rowId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setPaymentLead(rowId: number, leadId: number): Promise<void> {
      await db.updateTable('online_payments').set({ lead_id: leadId }).where('id', '=', rowId).execute();
    },
  };
}
