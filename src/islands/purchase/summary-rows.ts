import type { PurchaseJourneyReply } from '#contract/purchase-journey-calls.ts';
import { formatAud } from '../../domain/format.ts';
import type { JourneyCar } from '../../site/leads/purchase-journey.ts';
import { formatUntil } from './format-until.ts';

/** The summary step's rows: every saved answer, with the amounts the API saved (label, text). */
export function summaryRows(journey: PurchaseJourneyReply, car: JourneyCar, timeZone: string): Array<[string, string]> {
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
