import type { FormEvent } from 'react';
import type { JourneyCar, PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { summaryRows } from './summary-rows.ts';
import type { PurchaseJourneyModel } from './use-purchase-journey.ts';

/** Step 6: every saved answer at a glance; sending it hands the whole purchase to the dealer. */

export function SummaryStep({ model, car, props }: { model: PurchaseJourneyModel; car: JourneyCar; props: PurchaseJourneyProps }) {
  const journey = model.journey;
  if (!journey) return null;
  const sent = journey.status === 'submitted';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.run(async () => void (await model.saveStep({ step: 'summary', confirmed: true })));
  };
  return (
    <form noValidate className="lead-form__form" onSubmit={onSubmit}>
      <dl className="purchase-summary" data-testid="purchase-summary">
        {summaryRows(journey, car, props.timeZone).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {sent ? (
        <p role="status" data-testid="purchase-sent">
          Thank you, your order is with us (reference {journey.journey_id}). We will call you to arrange the paperwork
          {journey.steps.fulfilment?.method === 'delivery' ? ' and the delivery' : ' and a pick-up time'}.
        </p>
      ) : (
        <div className="lead-form__actions">
          <button type="submit" className="btn" disabled={model.busy} aria-busy={model.busy || undefined}>
            {model.busy && <span className="spinner" aria-hidden="true" />}
            Send my order
          </button>
        </div>
      )}
    </form>
  );
}
