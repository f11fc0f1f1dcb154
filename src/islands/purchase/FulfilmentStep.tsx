import { useState, type FormEvent } from 'react';
import type { JourneyCar, PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { FieldControl } from '../forms/FieldControl.tsx';
import type { PurchaseJourneyModel } from './use-purchase-journey.ts';

/** Step 5: pick the car up where it stands (address and sales hours) or have it delivered to a postcode (the delivery estimate). */
export function FulfilmentStep({ model, car, props }: { model: PurchaseJourneyModel; car: JourneyCar; props: PurchaseJourneyProps }) {
  const saved = model.journey?.steps.fulfilment;
  const [method, setMethod] = useState<'pickup' | 'delivery'>(saved?.method ?? 'pickup');
  const [postcode, setPostcode] = useState(saved?.postcode ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.run(async () => void (await model.saveStep({ step: 'fulfilment', method, postcode: method === 'delivery' ? postcode : '' })));
  };
  const { pickup } = car;
  return (
    <form noValidate className="lead-form__form" onSubmit={onSubmit}>
      <fieldset className="lead-field">
        <legend>How would you like to get your car?</legend>
        <label className="purchase-choice">
          <input type="radio" name="method" value="pickup" checked={method === 'pickup'} onChange={() => setMethod('pickup')} />
          Pick it up from {pickup.name}
        </label>
        {props.delivery && (
          <label className="purchase-choice">
            <input type="radio" name="method" value="delivery" checked={method === 'delivery'} onChange={() => setMethod('delivery')} />
            Deliver it to me
          </label>
        )}
      </fieldset>
      {method === 'pickup' ? (
        <div data-testid="purchase-pickup">
          {pickup.address && (
            <p>
              {pickup.name}, {pickup.address}
              {pickup.phone ? ` · ${pickup.phone}` : ''}
            </p>
          )}
          {pickup.hours.length > 0 && (
            <table className="purchase-hours">
              <caption>Sales hours</caption>
              <tbody>
                {pickup.hours.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{row.day}</th>
                    <td>{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : (
        <FieldControl
          field={{
            name: 'postcode',
            label: 'Delivery postcode',
            kind: 'postcode',
            required: true,
            autocomplete: 'postal-code',
            hint: 'We quote delivery from where the car is.',
          }}
          value={postcode}
          error={model.errors.postcode}
          idPrefix="purchase"
          onChange={(_, value) => setPostcode(String(value))}
        />
      )}
      <div className="lead-form__actions">
        <button type="submit" className="btn" disabled={model.busy} aria-busy={model.busy || undefined}>
          Continue
        </button>
      </div>
    </form>
  );
}
