import type { LeadDeliverySettings, LeadType } from '../../../../src/config/lead-delivery.ts';

/**
 * Pure routing: the deliveries one lead needs under a dealer's settings. Every matching route adds
 * its recipients (a finance lead can reach both the finance manager and the CRM); duplicates are
 * merged. A lead no route takes goes to the dealer's main email so nothing is silently unrouted.
 */

export type DeliveryChannel = 'email' | 'webhook' | 'confirmation';

export interface DeliveryTarget {
  channel: DeliveryChannel;
  /** An email address, or the name of a configured webhook. */
  target: string;
}

export interface RoutableLead {
  leadType: LeadType;
  locationId: number | null;
  dealershipSlug: string | null;
  shopperEmail: string | null;
  suspectedSpam: boolean;
}

export function deliveriesFor(settings: LeadDeliverySettings, lead: RoutableLead, dealerEmail: string | null): DeliveryTarget[] {
  // Suspected spam is kept for the inbox but never pushed to people or CRMs.
  if (lead.suspectedSpam) return [];
  const matching = settings.routes.filter(
    (route) =>
      (route.leadTypes === null || route.leadTypes.includes(lead.leadType)) &&
      (route.locations === null || (lead.locationId !== null && route.locations.includes(lead.locationId))) &&
      (route.dealerships === null || (lead.dealershipSlug !== null && route.dealerships.includes(lead.dealershipSlug))),
  );
  const emails = new Set(matching.flatMap((route) => route.emails.map((email) => email.toLowerCase())));
  const webhooks = new Set(matching.flatMap((route) => route.webhooks));
  if (matching.length === 0 && settings.smtp && dealerEmail) emails.add(dealerEmail.toLowerCase());

  const targets: DeliveryTarget[] = [
    ...[...emails].map((target) => ({ channel: 'email' as const, target })),
    ...[...webhooks].map((target) => ({ channel: 'webhook' as const, target })),
  ];
  if (settings.shopperConfirmation && settings.smtp && lead.shopperEmail) {
    targets.push({ channel: 'confirmation', target: lead.shopperEmail.toLowerCase() });
  }
  return targets;
}
