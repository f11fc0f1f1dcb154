import type { FormEvent } from 'react';
import { formatAud, formatDateTime } from '../../domain/format.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import type { FieldDef } from '../../forms/form-fields.ts';
import { vehiclePath } from '../../site/routes.ts';
import { CarSummaryCard } from '../forms/CarSummaryCard.tsx';
import { FieldControl } from '../forms/FieldControl.tsx';
import { PrivacyNotice } from '../forms/PrivacyNotice.tsx';
import type { ReservationModel } from './use-reservation.ts';

/** Reserve online, step by step. Props only. */

interface Props {
  model: ReservationModel;
  car: CarSummary;
  deposit: number;
  holdHours: number;
  timeZone: string;
  acceptedCards: string[];
  privacy: { notice: string; policyUrl: string };
}

const DETAILS: FieldDef[] = [
  { name: 'name', label: 'Full name', kind: 'text', required: true, autocomplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', required: true, autocomplete: 'email', half: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true, autocomplete: 'tel', half: true },
];

// The amounts in the payment step are the API's (what will be charged); `deposit` and `holdHours`
// are the dealer's words for the steps before it.
export function CheckoutView({ model, car, deposit, holdHours, timeZone, acceptedCards, privacy }: Props) {
  const { step, busy, errors } = model;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'details') model.submitDetails();
    if (step.kind === 'payment') model.pay();
  };
  return (
    <section className="lead-form" aria-labelledby="checkout-heading" data-testid="checkout" data-step={step.kind}>
      <h2 id="checkout-heading" className="lead-form__heading">
        {step.kind === 'payment'
          ? `Pay your ${formatAud(step.reservation.amount)} deposit`
          : step.kind === 'done'
            ? 'Car reserved'
            : step.kind === 'cancelled'
              ? 'Reservation cancelled'
              : 'Your details'}
      </h2>
      <CarSummaryCard car={car} />
      {step.kind === 'checking' && <p role="status">Checking this car is still available…</p>}
      {step.kind === 'unavailable' && (
        <div role="alert" data-testid="checkout-unavailable">
          <p>Sorry, this car is no longer available to reserve.</p>
          <a className="btn" href={`${vehiclePath(car.slug)}#similar`}>
            Find Me Something Similar
          </a>
        </div>
      )}
      {step.kind === 'done' && (
        <div role="status" data-testid="checkout-done">
          <p>
            Thank you — your deposit is paid and the {car.name} is held for you until <strong>{formatDateTime(step.reservedUntil, timeZone)}</strong>.
          </p>
          <p>We will call you shortly to arrange the next steps. The deposit is 100% refundable.</p>
          <button type="button" className="btn btn--ghost" onClick={model.cancel} disabled={busy}>
            Cancel my reservation
          </button>
          {model.failure && <p role="alert">{model.failure}</p>}
        </div>
      )}
      {step.kind === 'cancelled' && (
        <p role="status" data-testid="checkout-cancelled">
          Your reservation is cancelled{step.refunded ? ' and your deposit has been refunded to your card' : ''}. The {car.name} is available to others again.
        </p>
      )}
      {(step.kind === 'details' || step.kind === 'payment') && (
        <form noValidate className="lead-form__form" onSubmit={onSubmit}>
          {model.failure && (
            <div className="lead-form__failure" role="alert">
              <p className="lead-form__failure-title">{model.failure}</p>
            </div>
          )}
          {step.kind === 'details' ? (
            <>
              <p>
                Next: pay a {formatAud(deposit)} refundable deposit to hold the car for {holdHours} hours.
              </p>
              <div className="lead-form__grid">
                {DETAILS.map((field) => (
                  <FieldControl
                    key={field.name}
                    field={field}
                    value={model.details[field.name as 'name' | 'email' | 'phone']}
                    error={errors[field.name]}
                    idPrefix="checkout"
                    onChange={(name, value) => model.setDetail(name as 'name' | 'email' | 'phone', String(value))}
                  />
                ))}
              </div>
            </>
          ) : (
            <>
              <p>
                A {formatAud(step.reservation.amount)} deposit holds the car for {step.reservation.hold_hours} hours. It is 100% refundable.
              </p>
              <FieldControl
                field={{
                  name: 'card',
                  label: step.adapter.fieldLabel,
                  kind: 'text',
                  required: true,
                  autocomplete: step.adapter.autocomplete,
                  hint: step.adapter.hint,
                }}
                value={model.card}
                error={errors.card}
                idPrefix="checkout"
                onChange={(_, value) => model.setCard(String(value))}
              />
              <p className="lead-field__hint">We accept {acceptedCards.join(', ')}.</p>
            </>
          )}
          {step.kind === 'details' && <PrivacyNotice privacy={privacy} />}
          <div className="lead-form__actions">
            <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {step.kind === 'details' ? 'Continue to payment' : `Pay ${formatAud(step.kind === 'payment' ? step.reservation.amount : deposit)} deposit`}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
