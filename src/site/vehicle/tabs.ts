import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isReservable } from '../../domain/availability.ts';
import { formatAud } from '../../domain/format.ts';
import { toyotaCertified } from '../../domain/tags.ts';
import { TOYOTA_CERTIFIED_BENEFITS } from '../../domain/vehicle-page/constants.ts';
import { usedCarPolicy } from './specs.ts';

/**
 * The tabs under the gallery (spec 01 §2 "Tabs"): Dealer Comments, What's Included, Why Buy From Us?,
 * Reserve Online, Protect Your Car, and Features only when the car has standard equipment. A text tab
 * shows only when the dealer's config gives it something true to say.
 * Dealer Comments and Features carry their own content (comments, equipment); the rest is listed here.
 */

export type VehicleTabId = 'comments' | 'included' | 'why-buy' | 'reserve' | 'protect' | 'features';

export interface VehicleTab {
  id: VehicleTabId;
  label: string;
  /** Bullet points for the text tabs; empty for comments and features. */
  points: string[];
  link?: { label: string; href: string };
  /**
   * The tab as a whole (Reserve Online), or its point at this index (Why Buy From Us?), offers a
   * reservation: shown by the Reserve button's rule, and withdrawn with it when live status says the car
   * was sold or reserved (data-reservation-offer).
   */
  reservationOffer?: 'tab' | number;
}

export function vehicleTabs(
  vehicle: Vehicle,
  config: Pick<SiteConfig, 'features' | 'experience'>,
  options: { hasFeatures: boolean; reserveHref: string; enquireHref: string },
): VehicleTab[] {
  const { experience, features } = config;
  const deposit = formatAud(experience.reservationDeposit);
  const hours = experience.reservationHoldHours;
  // Only what the dealer states (its config) or what the spec fixes (Toyota Certified benefits):
  // no generic promises a dealer never made.
  const included: string[] = [...experience.includedPoints[vehicle.car_type]];
  if (toyotaCertified(vehicle)) included.unshift(...TOYOTA_CERTIFIED_BENEFITS.map((b) => `Toyota Certified: ${b}`));
  const policy = usedCarPolicy(vehicle, config);
  if (policy) included.push(policy);

  // Everything that offers a reservation follows the Reserve button's rule (spec 02 §4 "Reservation").
  const reservable = isReservable(vehicle, { reserveEnabled: features.reserve });
  const whyBuy: string[] = [];
  if (experience.whyBuyYears !== null) whyBuy.push(`${experience.whyBuyYears}-year mechanical protection`);
  whyBuy.push(...experience.whyBuyPoints);
  // Facts of this site's own services, true wherever the switch is on (reserving: for this car).
  const reservationPoint = reservable ? whyBuy.push(`Reserve online with a ${deposit} fully refundable deposit`) - 1 : undefined;
  if (features.tradeIn) whyBuy.push('Online trade-in valuation');
  if (features.finance) whyBuy.push('Finance enquiries online');

  const tabs: VehicleTab[] = [{ id: 'comments', label: 'Dealer Comments', points: [] }];
  if (included.length > 0) tabs.push({ id: 'included', label: "What's Included", points: included });
  if (whyBuy.length > 0)
    tabs.push({ id: 'why-buy', label: 'Why Buy From Us?', points: whyBuy, ...(reservationPoint !== undefined ? { reservationOffer: reservationPoint } : {}) });
  if (reservable) {
    tabs.push({
      id: 'reserve',
      label: 'Reserve Online',
      points: [`A ${deposit} deposit holds this car for ${hours} hours`, 'The deposit is 100% refundable', 'Reserve in minutes, finish the paperwork with us'],
      link: { label: 'Reserve Car Now', href: options.reserveHref },
      reservationOffer: 'tab',
    });
  }
  if (experience.protectionProducts.length > 0) {
    tabs.push({
      id: 'protect',
      label: 'Protect Your Car',
      points: [...experience.protectionProducts],
      link: { label: 'Ask about protection', href: options.enquireHref },
    });
  }
  if (options.hasFeatures) tabs.push({ id: 'features', label: 'Features', points: [] });
  return tabs;
}
