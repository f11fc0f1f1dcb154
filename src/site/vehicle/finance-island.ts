import type { WithDealerWide } from '../../islands/shared/dealer-wide-props.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { dealerWideFile, propsBesideFile, type DealerWideFile } from '../dealer-wide-files.ts';
import { calculatorDealerWide, type FinanceCalculatorProps } from './finance.ts';

/** The finance calculator island's props: the car's calculator and its id. */
export interface FinanceIslandProps extends FinanceCalculatorProps {
  carId: number;
}

/** The dealer's ranges and texts, the same for every car (~0.7 KB of JSON that no longer repeats on each vehicle page). */
const DEALER_WIDE_KEYS = ['config', 'comparisonRateText', 'disclaimer'] as const satisfies ReadonlyArray<keyof FinanceIslandProps>;

export type FinanceWideKey = (typeof DEALER_WIDE_KEYS)[number];
export type TouchFinanceProps = WithDealerWide<FinanceIslandProps, FinanceWideKey>;

export function financeCalculatorFile(bundle: TenantBundle): DealerWideFile {
  return dealerWideFile(bundle, 'finance-calculator', () => calculatorDealerWide(bundle.config.finance));
}

/** The calculator for `client:interaction={{ dealerWide: file }}`: its props without what the file carries. */
export function touchFinanceProps(bundle: TenantBundle, calculator: FinanceCalculatorProps, carId: number): { props: TouchFinanceProps; file: string } {
  return propsBesideFile({ ...calculator, carId }, DEALER_WIDE_KEYS, financeCalculatorFile(bundle));
}
