import { formatAud, type PaymentLimits } from '../../domain/account/online-payment.ts';
import { formatDateTime } from '../../domain/format.ts';
import type { SiteApi } from '../../forms/browser/platform.ts';
import { useOnlinePayment, type OnlinePaymentModel, type PaymentDetails } from './use-online-payment.ts';
import { signInHereHref, useSignedIn } from './use-signed-in.ts';
import './account-pages.css';

/** /online-payment: pay the dealer an amount with a reference, then the receipt. */

interface Props {
  site: SiteApi & { apiBaseUrl: string };
  limits: PaymentLimits;
  purposes: string[];
  referenceLabel: string;
  dealerName: string;
  /** The dealer's time zone, for the time on the receipt. */
  timeZone: string;
  gated: boolean;
}

export default function OnlinePayment(props: Props) {
  const session = useSignedIn(props.site, 'online-payment', props.gated);
  const model = useOnlinePayment(props.site, props.limits, session.status === 'signed-in');
  if (session.status === 'checking') return <p role="status">Loading…</p>;
  if (session.status === 'signed-out') {
    return (
      <p>
        <a className="btn" href={signInHereHref('online-payment')}>
          Sign in to pay
        </a>{' '}
        Your payment and receipt are kept in your account.
      </p>
    );
  }
  if (model.step.kind === 'loading') return <p role="status">Loading…</p>;
  if (model.step.kind === 'receipt') return <Receipt model={model} payment={model.step.payment} dealerName={props.dealerName} timeZone={props.timeZone} />;
  if (model.step.kind === 'card')
    return <CardStep model={model} amount={model.step.amount} hint={model.step.adapter.hint} label={model.step.adapter.fieldLabel} />;
  return <DetailsStep model={model} {...props} />;
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <label htmlFor={id}>
      {label}
      {children}
      {error && (
        <span className="form-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </label>
  );
}

function DetailsStep({ model, limits, purposes, referenceLabel }: { model: OnlinePaymentModel } & Props) {
  const input = (field: keyof PaymentDetails, type = 'text', extra: Record<string, string> = {}) => (
    <input
      id={`pay-${field}`}
      type={type}
      value={model.details[field]}
      onChange={(event) => model.setField(field, event.target.value)}
      aria-invalid={model.errors[field] ? true : undefined}
      aria-describedby={model.errors[field] ? `pay-${field}-error` : undefined}
      {...extra}
    />
  );
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        model.submitDetails();
      }}
    >
      <Field id="pay-amount" label={`Amount (${formatAud(limits.minAmount)} to ${formatAud(limits.maxAmount)})`} error={model.errors.amount}>
        {input('amount', 'text', { inputMode: 'decimal', autoComplete: 'off' })}
      </Field>
      <Field id="pay-purpose" label="What is it for?" error={model.errors.purpose}>
        <select id="pay-purpose" value={model.details.purpose} onChange={(event) => model.setField('purpose', event.target.value)}>
          <option value="">Choose…</option>
          {purposes.map((purpose) => (
            <option key={purpose} value={purpose}>
              {purpose}
            </option>
          ))}
        </select>
      </Field>
      <Field id="pay-reference" label={referenceLabel} error={model.errors.reference}>
        {input('reference')}
      </Field>
      <Field id="pay-name" label="Your name" error={model.errors.name}>
        {input('name', 'text', { autoComplete: 'name' })}
      </Field>
      <Field id="pay-email" label="Email for your receipt" error={model.errors.email}>
        {input('email', 'email', { autoComplete: 'email' })}
      </Field>
      {model.failure && (
        <p role="alert" className="form-error">
          {model.failure}
        </p>
      )}
      <button type="submit" className="btn" disabled={model.busy}>
        {model.busy ? 'Please wait…' : 'Continue to payment'}
      </button>
    </form>
  );
}

function CardStep({ model, amount, hint, label }: { model: OnlinePaymentModel; amount: number; hint: string; label: string }) {
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        model.pay();
      }}
    >
      <p>
        You are paying <strong>{formatAud(amount)}</strong>.
      </p>
      <Field id="pay-card" label={label} error={model.errors.card}>
        <input id="pay-card" inputMode="numeric" autoComplete="cc-number" value={model.card} onChange={(event) => model.setCard(event.target.value)} />
      </Field>
      <p className="spin__note">{hint}</p>
      {model.failure && (
        <p role="alert" className="form-error">
          {model.failure}
        </p>
      )}
      <button type="submit" className="btn" disabled={model.busy}>
        {model.busy ? 'Paying…' : `Pay ${formatAud(amount)}`}
      </button>
    </form>
  );
}

function Receipt({
  model,
  payment,
  dealerName,
  timeZone,
}: {
  model: OnlinePaymentModel;
  payment: Extract<OnlinePaymentModel['step'], { kind: 'receipt' }>['payment'];
  dealerName: string;
  timeZone: string;
}) {
  const paidAt = payment.paid_at ? formatDateTime(payment.paid_at, timeZone) : '';
  return (
    <section className="receipt" aria-labelledby="receipt-heading" data-testid="payment-receipt">
      <h2 id="receipt-heading">Payment received</h2>
      <p>Thank you. {dealerName} has been sent the details of your payment.</p>
      <dl>
        <dt>Amount</dt>
        <dd>{formatAud(payment.amount)}</dd>
        <dt>For</dt>
        <dd>{payment.purpose}</dd>
        <dt>Reference</dt>
        <dd>{payment.reference}</dd>
        <dt>Receipt number</dt>
        <dd>{payment.payment_id}</dd>
        <dt>Paid</dt>
        <dd>{paidAt}</dd>
      </dl>
      <button type="button" className="btn btn--ghost" onClick={model.startAgain}>
        Make another payment
      </button>
    </section>
  );
}
