import { useEffect, useState } from 'react';
import { CreateOnlinePaymentRequestSchema, fieldErrorsOf, type OnlinePayment } from '#contract/index.ts';
import { paymentAmountProblem, type PaymentLimits } from '../../domain/account/online-payment.ts';
import { accountFeatures } from '../../forms/browser/account-features.ts';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { paymentAdapterFor, type PaymentAdapter } from '../checkout/payment-adapters.ts';
import { useApiCall, useIdempotencyKeys } from '../shared/use-api-call.ts';

/**
 * Pay online: details (checked with the dealer's limits, as the API checks them) → a payment intent →
 * the card → the receipt. The receipt's id goes into the address (`?payment=`), so a reload or a
 * bookmark shows the receipt again, from the API. Each step keeps its Idempotency-Key while its body
 * is unchanged, so a double click or a retry never charges twice.
 */

export type PaymentStep =
  | { kind: 'details' }
  | { kind: 'card'; paymentId: string; amount: number; adapter: PaymentAdapter }
  | { kind: 'receipt'; payment: OnlinePayment }
  | { kind: 'loading' };

type ApiSite = SiteApi & { apiBaseUrl: string };
export interface PaymentDetails {
  amount: string;
  purpose: string;
  reference: string;
  name: string;
  email: string;
}

export function useOnlinePayment(site: ApiSite, limits: PaymentLimits, active: boolean) {
  const [step, setStep] = useState<PaymentStep>({ kind: 'loading' });
  const [details, setDetails] = useState<PaymentDetails>({ amount: '', purpose: '', reference: '', name: '', email: '' });
  const [card, setCard] = useState('');
  const { busy, failure, errors, setErrors, run } = useApiCall();
  const keyFor = useIdempotencyKeys<'create' | 'confirm'>();

  useEffect(() => {
    if (!active) return;
    const id = new URLSearchParams(location.search).get('payment');
    if (!id) return setStep({ kind: 'details' });
    accountFeatures(site)
      .getPayment(id)
      .then((payment) => setStep(payment.status === 'paid' ? { kind: 'receipt', payment } : { kind: 'details' }))
      .catch(() => setStep({ kind: 'details' }));
  }, [site, active]);

  return {
    step,
    details,
    card,
    errors,
    failure,
    busy,
    setField: (field: keyof PaymentDetails, value: string) => setDetails((current) => ({ ...current, [field]: value })),
    setCard,
    submitDetails: () => {
      const amount = Number(details.amount.replace(/[$,\s]/g, ''));
      const input = { ...details, amount, website_id: site.websiteId };
      const checked = CreateOnlinePaymentRequestSchema.safeParse(input);
      const found: Record<string, string> = checked.success ? {} : fieldErrorsOf(checked.error);
      const amountProblem = details.amount.trim() === '' ? 'Please enter an amount.' : paymentAmountProblem(amount, limits);
      if (amountProblem) found.amount = amountProblem;
      else delete found.amount;
      setErrors(found);
      if (Object.keys(found).length > 0 || !checked.success) return;
      const { website_id: _site, ...body } = checked.data;
      void run(async () => {
        const created = await accountFeatures(site).createPayment(body, keyFor('create', body));
        const adapter = paymentAdapterFor(created.payment.provider);
        if (!adapter) throw new Error('This payment method is not available. Please call us to pay.');
        setStep({ kind: 'card', paymentId: created.payment_id, amount: created.amount, adapter });
      });
    },
    pay: () => {
      if (step.kind !== 'card') return;
      const problem = step.adapter.validate(card);
      if (problem) return setErrors({ card: problem });
      setErrors({});
      const method = step.adapter.toPaymentMethod(card);
      void run(async () => {
        const payment = await accountFeatures(site).confirmPayment(step.paymentId, method, keyFor('confirm', { id: step.paymentId, method }));
        history.replaceState(null, '', `${location.pathname}?payment=${encodeURIComponent(payment.payment_id)}`);
        setStep({ kind: 'receipt', payment });
      });
    },
    startAgain: () => {
      history.replaceState(null, '', location.pathname);
      setDetails((current) => ({ ...current, amount: '', reference: '' }));
      setCard('');
      setStep({ kind: 'details' });
    },
  };
}

export type OnlinePaymentModel = ReturnType<typeof useOnlinePayment>;
