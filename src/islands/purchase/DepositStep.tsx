import { useState, type FormEvent } from 'react';
import { formatAud } from '../../domain/format.ts';
import type { PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { paymentAdapterFor } from '../checkout/payment-adapters.ts';
import { FieldControl } from '../forms/FieldControl.tsx';
import { formatUntil } from './format-until.ts';
import type { PurchaseJourneyModel } from './use-purchase-journey.ts';

/**
 * Step 4: the refundable deposit, paid as a reservation through the payment port (the car is held
 * first, then charged, then confirmed: docs/platform-api.md "Reserve online"), then saved on the journey.
 */
export function DepositStep({ model, props, carId }: { model: PurchaseJourneyModel; props: PurchaseJourneyProps; carId: number }) {
  const [card, setCard] = useState('');
  const paid = model.journey?.steps.deposit;
  const adapter = paymentAdapterFor('test');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (paid) return model.goTo(model.journey?.next_step ?? 'fulfilment');
    const contact = model.journey?.contact;
    const saved = model.saved();
    if (!contact || !saved || !adapter) return;
    const problem = adapter.validate(card);
    model.setErrors(problem ? { card: problem } : {});
    if (problem) return;
    void model.run(async () => {
      let reservationId = saved.reservationId;
      if (!reservationId) {
        const body = { car_id: carId, name: [contact.name, contact.last_name].filter(Boolean).join(' '), email: contact.email, phone: contact.phone };
        const reservation = await model.api().createReservation(body, { idempotencyKey: model.keyFor(body) });
        if (reservation.payment.provider !== adapter.provider) throw new Error('This payment method is not available. Please call us to pay the deposit.');
        reservationId = reservation.reservation_id;
        model.remember({ ...saved, reservationId });
      }
      const method = adapter.toPaymentMethod(card);
      await model.api().confirmReservation(reservationId, method, { idempotencyKey: model.keyFor({ reservationId, method }) });
      await model.saveStep({ step: 'deposit', reservation_id: reservationId });
      model.remember({ journeyId: saved.journeyId, token: saved.token });
    });
  };
  return (
    <form noValidate className="lead-form__form" onSubmit={onSubmit}>
      <p data-testid="purchase-deposit-terms">{props.depositTerms}</p>
      {paid ? (
        <p role="status" data-testid="purchase-deposit-paid">
          Deposit of {formatAud(paid.amount)} paid. The car is held for you until {formatUntil(paid.reserved_until, props.timeZone)}.
        </p>
      ) : (
        adapter && (
          <>
            <FieldControl
              field={{ name: 'card', label: adapter.fieldLabel, kind: 'text', required: true, autocomplete: adapter.autocomplete, hint: adapter.hint }}
              value={card}
              error={model.errors.card}
              idPrefix="purchase"
              onChange={(_, value) => setCard(String(value))}
            />
            <p className="lead-field__hint">We accept {props.acceptedCards.join(', ')}.</p>
          </>
        )
      )}
      <div className="lead-form__actions">
        <button type="submit" className="btn" disabled={model.busy} aria-busy={model.busy || undefined}>
          {model.busy && <span className="spinner" aria-hidden="true" />}
          {paid ? 'Continue' : `Pay ${formatAud(props.deposit)} deposit`}
        </button>
      </div>
    </form>
  );
}
