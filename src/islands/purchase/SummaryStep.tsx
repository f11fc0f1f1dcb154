import type { FormEvent } from 'react';
import type { PurchaseJourneyReply } from '../../../integrations/platform-api/contract/purchase-journey-calls.ts';
import { formatAud } from '../../domain/format.ts';
import type { JourneyCar, PurchaseJourneyProps } from '../../site/leads/purchase-journey.ts';
import { formatUntil } from './format-until.ts';
import type { PurchaseJourneyModel } from './use-purchase-journey.ts';

/** Step 6: every saved answer at a glance; sending it hands the whole purchase to the dealer. */

function rows(journey: PurchaseJourneyReply, car: JourneyCar, timeZone: string): Array<[string, string]> {
  const { price, trade_in: tradeIn, finance, deposit, fulfilment } = journey.steps;
  const out: Array<[string, string]> = [['Car', car.name]];
  if (price) out.push(['Price', `${price.price_text}${price.price_type ? ` ${price.price_type}` : ''}`]);
  if (tradeIn) {
    out.push([
      'Trade-in',
      tradeIn.skipped
        ? 'None'
        : `${tradeIn.vehicle ?? 'Your car'}${tradeIn.offer_price !== undefined ? `: offer ${formatAud(tradeIn.offer_price)} (subject to inspection)` : ': valued when you visit'}`,
    ]);
  }
  if (finance) out.push(['Payment', finance.choice === 'cash' ? 'Cash' : `Finance from ${finance.weekly_text ?? ''}`]);
  if (deposit) out.push(['Deposit', `${formatAud(deposit.amount)} paid, car held until ${formatUntil(deposit.reserved_until, timeZone)}`]);
  if (fulfilment) {
    out.push([
      fulfilment.method === 'delivery' ? 'Delivery' : 'Pick-up',
      fulfilment.method === 'delivery'
        ? `To ${fulfilment.postcode} (${fulfilment.region}): ${fulfilment.price === 0 ? 'free' : formatAud(fulfilment.price ?? 0)}`
        : [fulfilment.location_name, fulfilment.address].filter(Boolean).join(', '),
    ]);
  }
  return out;
}

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
        {rows(journey, car, props.timeZone).map(([label, value]) => (
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
