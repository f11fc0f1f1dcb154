import type { LeadType } from '../../../../src/config/lead-delivery.ts';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../../../src/forms/trade-in.ts';
import type { StockVehicle, TenantLocation, TenantSite } from '../tenants/tenant-schemas.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';
import { leadTypeOf } from './lead-type.ts';
import type { LeadRecord } from './lead-record.ts';
import type { DeliveryEvent } from './outbox-store.ts';
import type { TradeInFacts } from './trade-in-facts.ts';

/** Everything a lead email, ADF document or webhook body says about one lead, gathered once. */
export interface LeadContext {
  lead: LeadRecord;
  leadType: LeadType;
  site: TenantSite;
  vehicle: StockVehicle | undefined;
  location: TenantLocation | undefined;
  dealershipName: string;
  /** Why this delivery happens: the lead arriving, or a later step such as an accepted trade-in offer. */
  event: DeliveryEvent;
  tradeIn: TradeInFacts | null;
}

export function leadContextOf(
  tenants: TenantStore,
  tenant: Tenant,
  lead: LeadRecord,
  event: DeliveryEvent = 'lead.created',
  tradeIn: TradeInFacts | null = null,
): LeadContext {
  const vehicle = lead.carId === null ? undefined : tenants.vehicleById(tenant, lead.carId);
  const locationId = lead.locationId ?? vehicle?.location?.id ?? null;
  const location = locationId === null ? undefined : tenants.locations(tenant).find((candidate) => candidate.id === locationId);
  const dealership =
    tenant.site.dealerships.find((candidate) => candidate.slug === lead.dealershipSlug) ??
    tenant.site.dealerships.find((candidate) => candidate.id === vehicle?.dealership_id);
  return {
    lead,
    leadType: leadTypeOf(lead.formType, lead.category, lead.subcategory),
    site: tenant.site,
    vehicle,
    location,
    dealershipName: dealership?.name ?? tenant.site.name,
    event,
    tradeIn,
  };
}

export function fullName(lead: LeadRecord): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ');
}

/** "2021 Toyota Corolla Ascent Sport" for the car a lead is about, when there is one. */
export function vehicleTitle(vehicle: StockVehicle | undefined): string | null {
  return vehicle ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ') : null;
}

/** 'Trade-In / 3. Offer Accepted': the category, and the subcategory of the step this delivery tells. */
export function leadHeading(context: LeadContext): string {
  const accepted = context.event === 'trade-in.offer-accepted';
  const subcategory = accepted ? (context.tradeIn?.subcategory ?? OFFER_ACCEPTED_SUBCATEGORY) : context.lead.subcategory;
  return `${context.lead.category}${subcategory ? ` / ${subcategory}` : ''}`;
}

/**
 * The form's `Vehicle Make`/`Vehicle Model` describe the shopper's own car (a service booking, or a
 * car to sell recorded without a valuation service) rather than the stock car the lead is about.
 */
export function formDescribesOwnCar(context: LeadContext): boolean {
  const { formType, payload } = context.lead;
  if (formType === 'book-a-service') return true;
  return (formType === 'sell-your-car' || formType === 'trade-in') && (!context.vehicle || 'vehicle_year' in payload);
}
