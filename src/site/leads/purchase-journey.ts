import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { departmentSchedule } from '../../domain/dealer-pages/locations.ts';
import { weeklyEstimateText } from '../../domain/finance/finance-offer.ts';
import { financeOfferSettings, vehicleFinanceOffer } from '../../domain/finance/vehicle-offer.ts';
import { formatAud } from '../../domain/format.ts';
import { hoursTable } from '../../domain/opening-hours.ts';
import { priceDisplay, salePrice } from '../../domain/price-display.ts';
import { canBuyOnline } from '../../domain/purchase-journey/can-buy-online.ts';
import { depositTerms } from '../../domain/purchase-journey/steps.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { carViewOf, priceOptions } from '../car-facts.ts';
import { dealerContact } from '../vehicle/location.ts';
import { vehicleTabs } from '../vehicle/tabs.ts';
import { privacyOf } from './form-props.ts';

/**
 * What the online purchase journey shows about one car, built with the vehicle page's own rules so
 * every figure is the page's: its price display, its "What's Included" points, its one finance offer
 * and the yard it stands at with that yard's sales hours. One small JSON file per car that can be
 * bought online (/checkout-journey/{slug}.json), read by the island for `?car_id={slug}`.
 */

export interface JourneyCar {
  id: number;
  slug: string;
  name: string;
  href: string;
  image?: string;
  stocknum?: string;
  priceText: string;
  priceType?: string;
  price: number;
  included: string[];
  tradeIn: boolean;
  finance?: {
    weeklyText: string;
    interestRate: number;
    comparisonRate: number;
    termYears: number;
    deposit: number;
    establishmentFee: number;
    /** The part of the price the loan pays: price − deposit, so deposit + this is the price. */
    priceFinanced: number;
    /** What is borrowed: the price financed plus the establishment fee. */
    amountFinanced: number;
    totalPayable: number;
    comparisonRateText: string;
  };
  pickup: { name: string; address?: string; phone?: string; hours: Array<{ day: string; text: string }> };
}

/** Cars a shopper can start buying online: listed, available, not reserved, with a price. */
export function purchasableVehicles(bundle: TenantBundle): Vehicle[] {
  const { features, integrations } = bundle.config;
  const options = { onlinePurchase: features.onlinePurchase, reserve: features.reserve, platformApi: integrations.platformApi.baseUrl !== null };
  const listed = new Set(bundle.listedSlugs);
  return bundle.vehicles.filter((v) => listed.has(v.slug) && canBuyOnline(v, options));
}

export function journeyCarOf(vehicle: Vehicle, bundle: TenantBundle): JourneyCar {
  const { config } = bundle;
  const now = new Date(bundle.clock);
  // The car view model names and pictures the car as its card does; the journey buys it outright, so its
  // price is the purchase price even where the card leads with a subscription.
  const view = carViewOf(vehicle, config, now);
  const display = priceDisplay(vehicle, { ...priceOptions(config), subscriptionsEnabled: false });
  const tabs = vehicleTabs(vehicle, config, { hasFeatures: false, reserveHref: '', enquireHref: '' });
  const location = bundle.locations.find((l) => l.id === vehicle.location?.id || l.id === vehicle.location_id);
  const contact = dealerContact(vehicle, bundle, location?.contact_detail.phone ?? config.phone);
  const car: JourneyCar = {
    id: vehicle.id,
    slug: vehicle.slug,
    name: view.title,
    href: view.href,
    priceText: display.text,
    price: salePrice(vehicle) ?? 0,
    included: tabs.find((tab) => tab.id === 'included')?.points ?? [],
    tradeIn: config.features.tradeIn,
    pickup: {
      name: contact.name,
      ...(contact.address ? { address: contact.address } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
      hours: location ? hoursTable(departmentSchedule(location, 'sales').weekly).map(({ day, text }) => ({ day, text })) : [],
    },
  };
  if (display.priceType) car.priceType = display.priceType;
  if (vehicle.stocknum) car.stocknum = vehicle.stocknum;
  if (view.image) car.image = view.image.src;
  const offer = vehicleFinanceOffer(vehicle, financeOfferSettings(config), now);
  const weeklyText = offer && weeklyEstimateText(offer);
  if (offer && weeklyText) {
    car.finance = {
      weeklyText,
      interestRate: offer.interestRate,
      comparisonRate: offer.comparisonRate,
      termYears: offer.termYears,
      deposit: offer.deposit,
      establishmentFee: offer.establishmentFee,
      priceFinanced: Math.max(0, offer.weekly.amountFinanced - offer.establishmentFee),
      amountFinanced: offer.weekly.amountFinanced,
      totalPayable: offer.weekly.totalPayable,
      comparisonRateText: config.finance.comparisonRateText,
    };
  }
  return car;
}

/** The island's props: the dealer's settings for the journey (the car comes from its JSON file). */
export function purchaseJourneyProps(bundle: TenantBundle) {
  const { config } = bundle;
  const deposit = formatAud(config.experience.reservationDeposit);
  return {
    site: { websiteId: config.id, apiBaseUrl: config.integrations.platformApi.baseUrl ?? '' },
    deposit: config.experience.reservationDeposit,
    depositTerms: depositTerms(deposit, config.experience.reservationHoldHours),
    acceptedCards: config.experience.acceptedCards,
    timeZone: config.timeZone,
    privacy: privacyOf(config),
    delivery: config.features.delivery,
  };
}

export type PurchaseJourneyProps = ReturnType<typeof purchaseJourneyProps>;
