import { loanSummary } from '../domain/finance/finance-offer.ts';
import { salePrice } from '../domain/price-display.ts';
import type { StockDocument } from './stock-document.ts';

/** The stock document fields a weekly repayment is worked out from. */
export type FinanceTermFields = Pick<StockDocument, 'price' | 'offer_price' | 'finance_rate' | 'finance_years' | 'finance_fee' | 'finance_deposit'>;

/**
 * The weekly repayment a stock document's lender terms give on the price it shows (its offer price
 * when it has one), the same amortisation as the car's finance offer (finance-offer.ts): undefined
 * without terms, a price to finance, or a payment above nothing. The search snapshot rebuilds
 * `weekly_repayment` with it rather than carry it beside the terms, and a live re-price on a card
 * moves the figure with it (docs/decisions/0005-search-snapshot-carries-rules-not-figures.md).
 */
export function weeklyFromTerms(doc: FinanceTermFields, roundUp: boolean): number | undefined {
  const price = salePrice(doc);
  if (doc.finance_rate === undefined || doc.finance_years === undefined || price === undefined) return undefined;
  const { payment } = loanSummary({
    price,
    deposit: doc.finance_deposit ?? 0,
    balloon: 0,
    establishmentFee: doc.finance_fee ?? 0,
    interestRate: doc.finance_rate,
    termYears: doc.finance_years,
    frequency: 'week',
    roundUp,
  });
  return payment > 0 ? payment : undefined;
}
