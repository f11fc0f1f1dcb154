import { useState, type FormEvent } from 'react';
import { EmailSchema, NameSchema, PhoneSchema } from '#contract/contact-fields.ts';
import type { FieldDef } from '../../forms/form-fields.ts';
import { readStoredSession } from '../../forms/browser/stored-session.ts';
import type { JourneyCar, PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { FieldControl } from '../forms/FieldControl.tsx';
import { PrivacyNotice } from '../forms/PrivacyNotice.tsx';
import type { PurchaseJourneyModel } from './use-purchase-journey.ts';

/** Step 1: the car, its advertised price and what is included; the shopper's details start the journey. */

const FIELDS: FieldDef[] = [
  { name: 'name', label: 'First name', kind: 'text', required: true, autocomplete: 'given-name', half: true },
  { name: 'last_name', label: 'Last name', kind: 'text', required: false, autocomplete: 'family-name', half: true },
  { name: 'email', label: 'Email', kind: 'email', required: true, autocomplete: 'email', half: true },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true, autocomplete: 'tel', half: true },
];
const CHECKS = { name: NameSchema, email: EmailSchema, phone: PhoneSchema } as const;

export function PriceStep({ model, car, props }: { model: PurchaseJourneyModel; car: JourneyCar; props: PurchaseJourneyProps }) {
  const started = model.journey;
  const [details, setDetails] = useState(() => ({ name: '', last_name: '', email: '', phone: readStoredSession()?.user.phone ?? '' }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (started) return model.goTo(started.next_step);
    const found: Record<string, string> = {};
    for (const [name, schema] of Object.entries(CHECKS)) {
      const checked = schema.safeParse(details[name as keyof typeof CHECKS]);
      if (!checked.success) found[name] = checked.error.issues[0]?.message ?? 'Please check this field.';
    }
    model.setErrors(found);
    if (Object.keys(found).length > 0) return;
    void model.run(async () => {
      const body = { car_id: car.id, ...details, price_confirmed: true as const };
      const reply = await model.api().startPurchaseJourney(body, { idempotencyKey: model.keyFor(body) });
      if (reply.resume_token) model.remember({ journeyId: reply.journey_id, token: reply.resume_token });
      model.advance(reply);
    });
  };
  return (
    <form noValidate className="lead-form__form" onSubmit={onSubmit}>
      <p className="journey-price">
        Price: <strong data-testid="journey-price">{car.priceText}</strong>
        {car.priceType && <span> {car.priceType}</span>}
      </p>
      <p role="status" data-testid="purchase-availability">
        Available now: this car can be bought online.
      </p>
      {car.included.length > 0 && (
        <>
          <h3>What’s included</h3>
          <ul data-testid="purchase-included">
            {car.included.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      )}
      {started ? (
        <p>
          You confirmed this price. Your details: {started.contact.name} {started.contact.last_name ?? ''}, {started.contact.email}, {started.contact.phone}.
        </p>
      ) : (
        <>
          <div className="lead-form__grid">
            {FIELDS.map((field) => (
              <FieldControl
                key={field.name}
                field={field}
                value={details[field.name as keyof typeof details]}
                error={model.errors[field.name]}
                idPrefix="purchase"
                onChange={(name, value) => setDetails((current) => ({ ...current, [name]: String(value) }))}
              />
            ))}
          </div>
          <PrivacyNotice privacy={props.privacy} />
        </>
      )}
      <div className="lead-form__actions">
        <button type="submit" className="btn" disabled={model.busy} aria-busy={model.busy || undefined}>
          {model.busy && <span className="spinner" aria-hidden="true" />}
          {started ? 'Continue' : `Confirm ${car.priceText} and continue`}
        </button>
      </div>
    </form>
  );
}
