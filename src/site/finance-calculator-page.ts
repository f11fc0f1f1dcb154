import type { SiteConfig } from '../config/site.ts';
import { purchasePriceHelpText, purchasePriceRange } from '../domain/finance/calculator-ranges.ts';
import type { FinanceCalculatorConfig } from '../domain/vehicle-page/finance-calculator.ts';
import { calculatorConfigFrom } from './vehicle/finance.ts';

/** The standalone finance calculator page (spec 01 §5): built only where the dealer offers finance. */

export interface StandaloneCalculatorProps {
  config: FinanceCalculatorConfig;
  amountHelp: string;
  comparisonRateText: string;
  disclaimer: string;
  requestQuoteHref: string;
}

export const FINANCE_CALCULATOR_PATH = '/finance-calculator';

export function standaloneCalculatorProps(config: SiteConfig): StandaloneCalculatorProps | undefined {
  if (!config.features.finance) return undefined;
  const f = config.finance;
  return {
    config: calculatorConfigFrom(f),
    // 'Cannot be less than $1,000 or more than $250,000', from the dealer's loan minimum.
    amountHelp: purchasePriceHelpText(purchasePriceRange(f.amount.min)),
    comparisonRateText: f.comparisonRateText,
    disclaimer: f.disclaimer,
    requestQuoteHref: '/finance-enquiry',
  };
}
