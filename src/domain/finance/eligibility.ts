import type { FinanceLender, Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../availability.ts';
import { wallClock } from '../zoned-time.ts';

/** Whether the finance block is shown for a vehicle with the dealer's provider (spec 01 §5 "Finance shown"). */

export const FINANCE_PROVIDERS = ['taurus', '360-finance', 'ausloans', 'manual', 'angle', 'powertorque', 'nissan-finance'] as const;
export type FinanceProviderId = (typeof FINANCE_PROVIDERS)[number];

export const FINANCE_MIN_PRICE = 500;
export const TAURUS_MAX_AGE_YEARS = 12;
/** No finance block for this make, whatever the provider (spec 01 §5). */
export const FINANCE_EXCLUDED_MAKE = 'suzuki';

export function isFinanceProvider(value: string): value is FinanceProviderId {
  return (FINANCE_PROVIDERS as readonly string[]).includes(value);
}

export type FinanceFields = Pick<Vehicle, 'finance_lenders' | 'make' | 'dealership_id' | 'year' | 'price' | 'status'>;

export interface FinanceEligibilityOptions {
  now: Date;
  /** The dealer's time zone, for "the last 12 years". */
  timeZone?: string;
  excludedDealershipIds?: readonly number[];
}

/**
 * The lender entry is looked up under the provider id (e.g. finance_lenders['nissan-finance']).
 */
export function financeShown(vehicle: FinanceFields, provider: FinanceProviderId, options: FinanceEligibilityOptions): boolean {
  const lender = vehicle.finance_lenders[provider];
  if (!lender || lender.interestRate == null || lender.comparisonRate == null) return false;
  if (vehicle.make.trim().toLowerCase() === FINANCE_EXCLUDED_MAKE) return false;
  if (options.excludedDealershipIds?.includes(vehicle.dealership_id)) return false;
  return providerCheck(vehicle, lender, provider, options);
}

function providerCheck(vehicle: FinanceFields, lender: FinanceLender, provider: FinanceProviderId, options: FinanceEligibilityOptions): boolean {
  const available = isAvailable(vehicle);
  const priced = vehicle.price > FINANCE_MIN_PRICE;
  switch (provider) {
    case 'taurus': {
      const age = wallClock(options.now, options.timeZone ?? 'Australia/Brisbane').year - vehicle.year;
      return age <= TAURUS_MAX_AGE_YEARS && priced && available && lender.comparisonRate != null;
    }
    case '360-finance':
    case 'ausloans':
      return available;
    case 'manual':
    case 'angle':
    case 'powertorque':
      return priced && available && isPayment(lender.paymentWeek);
    case 'nissan-finance':
      return priced && available && isPayment(lender.paymentMonth);
  }
}

/** A repayment figure the block can show: present and above zero. */
function isPayment(value: number | null | undefined): boolean {
  return value != null && value > 0;
}
