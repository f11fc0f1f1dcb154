import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isReservable } from '../../domain/availability.ts';
import { formatAud } from '../../domain/format.ts';
import { toyotaCertified } from '../../domain/tags.ts';
import { TOYOTA_CERTIFIED_BENEFITS } from '../../domain/vehicle-page/constants.ts';
import { usedCarPolicy } from './specs.ts';

/**
 * The tabs under the gallery (spec 01 §2 "Tabs"): Dealer Comments, What's Included, Why Buy From Us?,
 * Reserve Online, Protect Your Car, and Features only when the car has standard equipment.
 * Dealer Comments and Features carry their own content (comments, equipment); the rest is listed here.
 */

export type VehicleTabId = 'comments' | 'included' | 'why-buy' | 'reserve' | 'protect' | 'features';

export interface VehicleTab {
  id: VehicleTabId;
  label: string;
  /** Bullet points for the text tabs; empty for comments and features. */
  points: string[];
  link?: { label: string; href: string };
}

export function vehicleTabs(
  vehicle: Vehicle,
  config: Pick<SiteConfig, 'features' | 'experience'>,
  options: { hasFeatures: boolean; reserveHref: string; enquireHref: string },
): VehicleTab[] {
  const { experience, features } = config;
  const deposit = formatAud(experience.reservationDeposit);
  const hours = experience.reservationHoldHours;
  const included: string[] =
    vehicle.car_type === 'used'
      ? ['Independent multi-point safety inspection', 'Professional detail before delivery', 'Registration check and clear title']
      : ["Full manufacturer's warranty", 'Pre-delivery inspection and detail', "Manufacturer's roadside assistance where offered"];
  if (toyotaCertified(vehicle)) included.unshift(...TOYOTA_CERTIFIED_BENEFITS.map((b) => `Toyota Certified: ${b}`));
  const policy = usedCarPolicy(vehicle, config);
  if (policy) included.push(policy);

  const whyBuy = [`${experience.whyBuyYears}-year mechanical protection`];
  if (features.finance) whyBuy.push('Competitive finance arranged in-house');
  if (features.tradeIn) whyBuy.push('Trade-ins welcome, valued on the spot');
  if (features.reserve) whyBuy.push(`Reserve online with a ${deposit} fully refundable deposit`);
  whyBuy.push('Friendly, no-pressure team');

  const tabs: VehicleTab[] = [
    { id: 'comments', label: 'Dealer Comments', points: [] },
    { id: 'included', label: "What's Included", points: included },
    { id: 'why-buy', label: 'Why Buy From Us?', points: whyBuy },
  ];
  if (features.reserve) {
    const tab: VehicleTab = {
      id: 'reserve',
      label: 'Reserve Online',
      points: [`A ${deposit} deposit holds this car for ${hours} hours`, 'The deposit is 100% refundable', 'Reserve in minutes, finish the paperwork with us'],
    };
    if (isReservable(vehicle, { reserveEnabled: true })) tab.link = { label: 'Reserve Car Now', href: options.reserveHref };
    tabs.push(tab);
  }
  tabs.push({
    id: 'protect',
    label: 'Protect Your Car',
    points: ['Extended warranty options', 'Paint, fabric and leather protection', 'Tyre and rim cover', 'Gap and comprehensive insurance'],
    link: { label: 'Ask about protection', href: options.enquireHref },
  });
  if (options.hasFeatures) tabs.push({ id: 'features', label: 'Features', points: [] });
  return tabs;
}
