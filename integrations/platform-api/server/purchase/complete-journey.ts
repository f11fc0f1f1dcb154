import type { Repositories } from '../storage/store.ts';
import { enqueueLeadDelivery } from '../delivery/enqueue-lead.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';
import type { Tenant, TenantStore } from '../tenants/tenant-store.ts';
import { journeySummaryLines } from './journey-summary.ts';
import { savedSteps, setJourneyStatus, type JourneyRow } from './journey-store.ts';

/**
 * The shopper sent the summary: the lead's message becomes the whole journey (one line per step),
 * its payload carries every step's record, and its deliveries are queued — all in the transaction
 * that saves the summary step, so the order is never recorded without the dealer being told.
 */
export async function completeJourney(
  tx: Repositories,
  context: { tenants: TenantStore; tenant: Tenant; now: Date },
  journey: JourneyRow,
  vehicle: StockVehicle,
): Promise<void> {
  const { tenants, tenant, now } = context;
  const steps = await savedSteps(tx, journey.leadRowId);
  const message = journeySummaryLines(vehicle.name, steps, tenant.site.timeZone).join('\n');
  const row = await tx.leads.byRowId(journey.leadRowId);
  const payload = { ...(JSON.parse(row?.payload_json ?? '{}') as Record<string, unknown>), message, purchase_journey: steps };
  await tx.leads.setPayload(journey.leadRowId, JSON.stringify(payload));
  await setJourneyStatus(tx, journey.leadRowId, 'submitted', now);
  await enqueueLeadDelivery(tx, tenants, tenant, journey.leadRowId, now);
}
