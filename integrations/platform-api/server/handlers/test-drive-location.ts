import type { Repositories } from '../storage/store.ts';
import type { TenantLocation } from '../tenants/tenant-schemas.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';

/**
 * Which location a test drive is at, and which of its slots are taken — shared by the availability
 * call and by the lead that books a slot, so both apply the same rule.
 */

export function chooseLocation(locations: TenantLocation[], wanted: number | undefined): TenantLocation | undefined {
  if (wanted !== undefined) return locations.find((location) => location.id === wanted);
  const sales = locations.filter((location) => !location.location_type || location.location_type === 'sales');
  return sales.find((location) => location.primary) ?? sales[0] ?? locations[0];
}

export function testDriveLocation(
  context: { tenants: TenantStore; tenant: Tenant },
  locationId: number | undefined,
  carLocationId: number | undefined,
): TenantLocation | undefined {
  return chooseLocation(context.tenants.locations(context.tenant), locationId ?? carLocationId);
}

/** Slots booked by non-spam test-drive leads from `from` on (spam cannot fill the diary). */
export async function bookedSlots(store: Pick<Repositories, 'leads'>, websiteId: number, locationId: number, from: Date): Promise<Set<string>> {
  return new Set(await store.leads.bookedSlots(websiteId, locationId, from));
}
