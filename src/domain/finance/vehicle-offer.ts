import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../availability.ts';
import { salePrice } from '../price-display.ts';
import { financeShown, type FinanceProviderId } from './eligibility.ts';
import { financeOffer, lenderTerms, type FinanceOffer } from './finance-offer.ts';

/** The dealer settings that decide a car's finance offer (config `features.finance` and `finance`). */
export interface FinanceOfferSettings {
  enabled: boolean;
  provider: FinanceProviderId | null;
  excludedDealershipIds: readonly number[];
  defaultTermYears: number;
  roundUp: boolean;
  timeZone?: string;
}

/** The dealer config parts the offer reads (structurally `SiteConfig`). */
export interface FinanceOfferConfig {
  features: { finance: boolean };
  finance: Pick<FinanceOfferSettings, 'provider' | 'excludedDealershipIds' | 'defaultTermYears' | 'roundUp'>;
  timeZone?: string;
}

export function financeOfferSettings(config: FinanceOfferConfig): FinanceOfferSettings {
  const { provider, excludedDealershipIds, defaultTermYears, roundUp } = config.finance;
  return {
    enabled: config.features.finance,
    provider,
    excludedDealershipIds,
    defaultTermYears,
    roundUp,
    ...(config.timeZone ? { timeZone: config.timeZone } : {}),
  };
}

export type OfferFields = Pick<Vehicle, 'finance_lenders' | 'make' | 'dealership_id' | 'year' | 'price' | 'offer_price' | 'status'>;

/**
 * The car's finance offer when finance is shown for it (spec 01 §5 "Finance shown"), on the price the
 * shopper sees (the offer price when there is one); undefined otherwise, and then no Get Finance,
 * estimate or calculator anywhere for this car.
 */
export function vehicleFinanceOffer(vehicle: OfferFields, settings: FinanceOfferSettings, now: Date): FinanceOffer | undefined {
  const { provider } = settings;
  if (!settings.enabled || provider === null || !isAvailable(vehicle)) return undefined;
  const options = { now, excludedDealershipIds: settings.excludedDealershipIds, ...(settings.timeZone ? { timeZone: settings.timeZone } : {}) };
  if (!financeShown(vehicle, provider, options)) return undefined;
  const terms = lenderTerms(vehicle.finance_lenders[provider], settings.defaultTermYears);
  const price = salePrice(vehicle);
  if (!terms || price === undefined) return undefined;
  return financeOffer(price, terms, settings.roundUp);
}
