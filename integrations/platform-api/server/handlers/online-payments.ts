import type { OnlinePaymentSettings } from '../../../../src/config/account.ts';
import { formatAud, paymentAmountProblem, toCents } from '../../../../src/domain/account/online-payment.ts';
import { ERROR_CODES } from '../../contract/index.ts';
import { recordAccountLead } from '../account/account-lead.ts';
import { moveStatus, paymentOf, paymentReply, PaymentRowSchema } from '../account/online-payment-rows.ts';
import { newPaymentId } from '../account/payment-id.ts';
import { resumesCharge } from '../payments/charge-resume.ts';
import { HttpFailure } from '../http/replies.ts';
import type { HandlerContext, RouteHandler } from './handler-context.ts';
import { signedInUser } from './lookups.ts';

/**
 * Online payment (docs/account-pages.md): a signed-in shopper pays the dealer an amount with a
 * reference through the payment port, as reservations do: an intent first, then the charge, which
 * only the payment's own shopper can make and only once at a time (`charging`). A paid payment is
 * a lead the dealer receives, committed with the payment; the reply is the receipt.
 */

type PaymentRoutes = 'createOnlinePayment' | 'confirmOnlinePayment' | 'getOnlinePayment';

function settingsOf(context: HandlerContext<PaymentRoutes>): OnlinePaymentSettings {
  const settings = context.tenant.site.account.onlinePayment;
  if (!settings) throw new HttpFailure(404, ERROR_CODES.notFound, 'This dealer does not take payments online.');
  return settings;
}

export const createOnlinePayment: RouteHandler<'createOnlinePayment'> = async (context) => {
  const { tenant, now, body } = context;
  const settings = settingsOf(context);
  const user = await signedInUser(context);
  const amountProblem = paymentAmountProblem(body.amount, settings);
  if (amountProblem) throw new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', { amount: amountProblem });
  if (!settings.purposes.includes(body.purpose)) {
    throw new HttpFailure(400, ERROR_CODES.validationFailed, 'Please fix the following errors:', { purpose: 'Please choose what the payment is for.' });
  }
  const publicId = newPaymentId();
  const amountCents = toCents(body.amount);
  const intent = await context.payments.createIntent({
    amountCents,
    currency: 'AUD',
    description: `${body.purpose} ${body.reference}: ${tenant.site.name}`,
    idempotencyKey: context.idempotencyKey ?? publicId,
    metadata: { website_id: String(tenant.site.id), payment_id: publicId, reference: body.reference },
  });
  return context.persist(async (tx) => {
    await tx.accountRecords.insertPayment({
      publicId,
      websiteId: tenant.site.id,
      userId: user.id,
      amountCents,
      purpose: body.purpose,
      reference: body.reference,
      name: body.name,
      email: body.email,
      provider: context.payments.name,
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      now,
    });
    const row = await paymentOf(tx, tenant.site.id, user.id, publicId);
    if (!row) throw new Error('online payment was not recorded');
    return { body: { ...paymentReply(row), payment: { provider: context.payments.name, intent_id: intent.intentId, client_secret: intent.clientSecret } } };
  });
};

function startCharging(context: HandlerContext<'confirmOnlinePayment'>, userId: number) {
  const { tenant } = context;
  return context.store.transaction(async (tx) => {
    const row = await paymentOf(tx, tenant.site.id, userId, context.params.payment_id);
    if (!row) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that payment.');
    if (row.status === 'paid') throw new HttpFailure(409, 'payment_already_made', 'This payment has already been made.');
    if (row.status === 'charging') {
      // The same request again after its first attempt was cut off (a crash): ask the provider again.
      if (resumesCharge(row.charge_key, context.idempotencyKey)) return row;
      throw new HttpFailure(409, ERROR_CODES.requestInProgress, 'This payment is already being processed. Please wait a moment.');
    }
    // The conditional move is the claim: of two confirms at once (two instances), one gets `charging`.
    if (!(await moveStatus(tx, row.id, 'pending_payment', 'charging', { chargeKey: context.idempotencyKey }))) {
      throw new HttpFailure(409, ERROR_CODES.requestInProgress, 'This payment is already being processed. Please wait a moment.');
    }
    return row;
  });
}

export const confirmOnlinePayment: RouteHandler<'confirmOnlinePayment'> = async (context) => {
  const { tenant, now } = context;
  const user = await signedInUser(context);
  const row = await startCharging(context, user.id);
  let result;
  try {
    result = await context.payments.confirm({
      intentId: row.intent_id,
      paymentMethod: context.body.payment_method,
      idempotencyKey: context.idempotencyKey ?? '',
    });
  } catch (error) {
    await moveStatus(context.store, row.id, 'charging', 'pending_payment');
    throw error;
  }
  if (result.status === 'declined') {
    await moveStatus(context.store, row.id, 'charging', 'pending_payment');
    throw new HttpFailure(402, ERROR_CODES.paymentDeclined, result.message);
  }
  return context.persist(async (tx) => {
    if (!(await moveStatus(tx, row.id, 'charging', 'paid', { paidAt: now.toISOString() }))) {
      // A cut-off attempt of this same request finished after all: the payment is made, once.
      const paid = await paymentOf(tx, tenant.site.id, user.id, row.public_id);
      if (paid?.status === 'paid') return { body: paymentReply(paid) };
      throw new HttpFailure(409, ERROR_CODES.requestInProgress, 'This payment is already being processed. Please wait a moment.');
    }
    const amount = formatAud(row.amount_cents / 100);
    const lead = await recordAccountLead(
      tx,
      context.tenants,
      tenant,
      {
        formType: 'online-payment',
        category: 'Online Payment',
        subcategory: row.purpose,
        name: row.name,
        email: row.email,
        phone: user.phone,
        message: `Paid ${amount} online for ${row.purpose}, reference ${row.reference} (payment ${row.public_id}).`,
        idempotencyKey: `payment:${row.public_id}`,
        details: { payment_id: row.public_id, amount_cents: row.amount_cents, reference: row.reference, purpose: row.purpose },
      },
      context.client,
      now,
    );
    await tx.accountRecords.setPaymentLead(row.id, lead.rowId);
    return { body: paymentReply(PaymentRowSchema.parse({ ...row, status: 'paid', paid_at: now.toISOString() })) };
  });
};

export const getOnlinePayment: RouteHandler<'getOnlinePayment'> = async (context) => {
  settingsOf(context);
  const user = await signedInUser(context);
  const row = await paymentOf(context.store, context.tenant.site.id, user.id, context.params.payment_id);
  if (!row) throw new HttpFailure(404, ERROR_CODES.notFound, 'We could not find that payment.');
  return { body: paymentReply(row) };
};
