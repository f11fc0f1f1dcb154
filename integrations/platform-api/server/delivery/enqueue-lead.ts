import type { Repositories } from '../storage/store.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';
import { leadTypeOf } from './lead-type.ts';
import { loadLead } from './lead-record.ts';
import { enqueueDeliveries, type DeliveryEvent } from './outbox-store.ts';
import { deliveriesFor } from './routing.ts';

/**
 * Queues a just-stored lead's deliveries under the dealer's routing, reading the lead as stored (its
 * location is the one the booking was held against). A lead about a car that names no location is
 * routed as the car's location: the team where the car stands. Call it inside the transaction that
 * inserted the lead: if either write fails neither happens, so no lead is stored without its deliveries.
 */
export async function enqueueLeadDelivery(
  store: Pick<Repositories, 'leads' | 'outbox'>,
  tenants: TenantStore,
  tenant: Tenant,
  leadRowId: number,
  now: Date,
  event: DeliveryEvent = 'lead.created',
): Promise<void> {
  const lead = await loadLead(store, leadRowId);
  if (!lead) throw new Error(`lead row ${leadRowId} vanished inside its own transaction`);
  const leadType = leadTypeOf(lead.formType, lead.category, lead.subcategory);
  const carLocationId = lead.carId === null ? null : (tenants.vehicleById(tenant, lead.carId)?.location?.id ?? null);
  const targets = deliveriesFor(
    tenant.site.leadDelivery,
    {
      leadType,
      locationId: lead.locationId ?? carLocationId,
      dealershipSlug: lead.dealershipSlug,
      shopperEmail: lead.email,
      suspectedSpam: lead.suspectedSpam,
    },
    tenant.site.email ?? null,
  );
  // The shopper is confirmed once, when the lead arrives, and told when their hold lapsed; other events go to the dealer only.
  const toShopper = event === 'lead.created' || event === 'reservation.hold-expired';
  const forEvent = toShopper ? targets : targets.filter((target) => target.channel !== 'confirmation');
  await enqueueDeliveries(store, { rowId: lead.rowId, websiteId: tenant.site.id, leadType }, forEvent, now, event);
}
