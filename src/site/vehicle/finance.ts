import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { weeklyEstimateText, type FinanceOffer, type LenderTerms } from '../../domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../domain/finance/vehicle-offer.ts';
import type { FinanceCalculatorConfig } from '../../domain/vehicle-page/finance-calculator.ts';

/**
 * The finance parts of a vehicle page, all from the car's one finance offer: whether they show, the
 * lender's terms, the estimate in the sidebar and sticky header, and the calculator that starts from it.
 */

export interface FinanceCalculatorProps {
  config: FinanceCalculatorConfig;
  /** The financed price: the price the shopper sees (never a subscription figure). */
  price: number;
  /** The lender's terms the calculator starts from. */
  offer: LenderTerms;
  comparisonRateText: string;
  disclaimer: string;
  requestQuoteHref: string;
}

export interface VehicleFinance {
  /** The provider's eligibility passed: finance block, Get Finance and the estimate show. */
  eligible: boolean;
  offer?: FinanceOffer;
  /** The lender's own disclaimer; absent when the feed has none (the page may fetch it). */
  lenderDisclaimer?: string;
  /** What the disclaimer block shows before (or without) a fetch. */
  disclaimer: string;
  calculator?: FinanceCalculatorProps;
  /** '$241.59 /week': the offer's weekly repayment, exactly what the calculator starts at. */
  estimate?: string;
}

/** Only what the calculator reads goes into an island's props. */
export function calculatorConfigFrom(f: SiteConfig['finance']): FinanceCalculatorConfig {
  return {
    amount: f.amount,
    amountMaxFollowsPrice: f.amountMaxFollowsPrice,
    term: f.term,
    termOptions: f.termOptions,
    defaultTermYears: f.defaultTermYears,
    interest: f.interest,
    defaultInterest: f.defaultInterest,
    interestLocked: f.interestLocked,
    deposit: f.deposit,
    residual: f.residual,
    defaultAmount: f.defaultAmount,
    roundUp: f.roundUp,
  };
}

/** What the calculator gets the same for every car of the dealer: its ranges and texts. */
export function calculatorDealerWide(f: SiteConfig['finance']): Pick<FinanceCalculatorProps, 'config' | 'comparisonRateText' | 'disclaimer'> {
  return { config: calculatorConfigFrom(f), comparisonRateText: f.comparisonRateText, disclaimer: f.disclaimer };
}

export function vehicleFinance(vehicle: Vehicle, config: SiteConfig, now: Date, requestQuoteHref: string): VehicleFinance {
  const provider = config.finance.provider;
  const entry = provider ? vehicle.finance_lenders[provider] : undefined;
  const lenderDisclaimer = entry?.disclaimer?.trim() || undefined;
  const offer = vehicleFinanceOffer(vehicle, financeOfferSettings(config), now);
  const finance: VehicleFinance = { eligible: offer !== undefined, disclaimer: lenderDisclaimer ?? config.finance.disclaimer };
  if (lenderDisclaimer) finance.lenderDisclaimer = lenderDisclaimer;
  if (!offer) return finance;

  finance.offer = offer;
  const { interestRate, comparisonRate, establishmentFee, termYears, deposit, balloon } = offer;
  finance.calculator = {
    ...calculatorDealerWide(config.finance),
    price: offer.price,
    offer: { interestRate, comparisonRate, establishmentFee, termYears, deposit, balloon },
    requestQuoteHref,
  };
  const estimate = weeklyEstimateText(offer);
  if (estimate) finance.estimate = estimate;
  return finance;
}
