import type { PurchaseSteps } from '../../contract/index.ts';
import { formatAud } from '../../../../src/domain/format.ts';
import { formatWhen } from '../delivery/lead-summary.ts';

/**
 * The journey as the dealer reads it: one line per step, written into the lead's message when the
 * shopper sends the summary, so the email, its ADF comments, the webhook and the CSV all carry it.
 */
export function journeySummaryLines(carName: string, steps: PurchaseSteps, timeZone: string): string[] {
  const lines = [`Online purchase: ${carName}.`];
  const { price, trade_in: tradeIn, finance, deposit, fulfilment } = steps;
  if (price) lines.push(`Price confirmed: ${price.price_text}${price.price_type ? ` (${price.price_type})` : ''}.`);
  if (tradeIn) {
    if (tradeIn.skipped) lines.push('Trade-in: none.');
    else if (tradeIn.offer_price !== undefined) {
      lines.push(
        `Trade-in: ${tradeIn.vehicle ?? 'their car'}, offer ${formatAud(tradeIn.offer_price)} accepted (estimate ${formatAud(tradeIn.amount_min ?? 0)}–${formatAud(tradeIn.amount_max ?? 0)}, subject to inspection).`,
      );
    } else lines.push(`Trade-in: ${tradeIn.vehicle ?? 'their car'}, no instant estimate: value it in person.`);
  }
  if (finance) {
    lines.push(
      finance.choice === 'cash'
        ? 'Payment: cash (no finance).'
        : `Payment: finance, ${finance.weekly_text ?? ''} at ${finance.interest_rate}% p.a. (comparison ${finance.comparison_rate}% p.a.) over ${finance.term_years} years, ${formatAud(finance.deposit ?? 0)} deposit, ${formatAud(finance.amount_financed ?? 0, { cents: true })} financed, total payable ${formatAud(finance.total_payable ?? 0, { cents: true })}.`,
    );
  }
  if (deposit)
    lines.push(
      `Deposit: ${formatAud(deposit.amount)} paid (reservation ${deposit.reservation_id}), car held until ${formatWhen(deposit.reserved_until, timeZone)}.`,
    );
  if (fulfilment) {
    lines.push(
      fulfilment.method === 'delivery'
        ? `Delivery to ${fulfilment.postcode} (${fulfilment.region}): ${formatAud(fulfilment.price ?? 0)}.`
        : `Pick-up at ${[fulfilment.location_name, fulfilment.address].filter(Boolean).join(', ') || 'the dealership'}.`,
    );
  }
  return lines;
}
