import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import { financeShown } from '../../domain/finance/eligibility.ts';
import { formatAud } from '../../domain/format.ts';
import {
  calculatorBounds,
  calculatorRepayment,
  initialCalculatorState,
  type FinanceCalculatorConfig,
} from '../../domain/vehicle-page/finance-calculator.ts';
import { priceFor } from '../vehicle-view.ts';

/** The finance parts of a vehicle page: whether they show, the lender's offer, the calculator's props. */

export interface LenderOffer {
  interestRate: number;
  comparisonRate: number;
  paymentWeek?: number;
  paymentMonth?: number;
  termYears?: number;
}

export interface FinanceCalculatorProps {
  config: FinanceCalculatorConfig;
  price: number;
  comparisonRateText: string;
  disclaimer: string;
  requestQuoteHref: string;
}

export interface VehicleFinance {
  /** The provider's eligibility passed: finance block, Get Finance and the estimate show. */
  eligible: boolean;
  lender?: LenderOffer;
  /** The lender's own disclaimer; absent when the feed has none (the page may fetch it). */
  lenderDisclaimer?: string;
  /** What the disclaimer block shows before (or without) a fetch. */
  disclaimer: string;
  calculator?: FinanceCalculatorProps;
  /** '$166 /week': the lender's weekly figure, else the calculator's starting repayment. */
  estimate?: string;
}

export function vehicleFinance(vehicle: Vehicle, config: SiteConfig, now: Date, requestQuoteHref: string): VehicleFinance {
  const provider = config.finance.provider;
  const eligible =
    config.features.finance &&
    provider !== null &&
    isAvailable(vehicle) &&
    financeShown(vehicle, provider, { now, timeZone: config.timeZone, excludedDealershipIds: config.finance.excludedDealershipIds });
  const entry = provider ? vehicle.finance_lenders[provider] : undefined;
  const lenderDisclaimer = entry?.disclaimer?.trim() || undefined;
  const finance: VehicleFinance = { eligible, disclaimer: lenderDisclaimer ?? config.finance.disclaimer };
  if (lenderDisclaimer) finance.lenderDisclaimer = lenderDisclaimer;
  if (!eligible || !entry || entry.interestRate == null || entry.comparisonRate == null) return finance;

  finance.lender = {
    interestRate: entry.interestRate,
    comparisonRate: entry.comparisonRate,
    ...(entry.paymentWeek != null ? { paymentWeek: entry.paymentWeek } : {}),
    ...(entry.paymentMonth != null ? { paymentMonth: entry.paymentMonth } : {}),
    ...(entry.termYears != null ? { termYears: entry.termYears } : {}),
  };
  const price = priceFor(vehicle, config).amount ?? 0;
  const f = config.finance;
  // Only what the calculator reads goes into the island's props.
  const calculatorConfig: FinanceCalculatorConfig = {
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
  finance.calculator = {
    config: calculatorConfig,
    price,
    comparisonRateText: config.finance.comparisonRateText,
    disclaimer: config.finance.disclaimer,
    requestQuoteHref,
  };
  const weekly =
    entry.paymentWeek != null && entry.paymentWeek > 0
      ? entry.paymentWeek
      : calculatorRepayment(initialCalculatorState(calculatorConfig, calculatorBounds(calculatorConfig, price), price), config.finance)
          .amount;
  if (weekly > 0) finance.estimate = `${formatAud(Math.ceil(weekly))} /week`;
  return finance;
}
