import type { DatabaseSync } from 'node:sqlite';
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
export function completeJourney(
  context: { db: DatabaseSync; tenants: TenantStore; tenant: Tenant; now: Date },
  journey: JourneyRow,
  vehicle: StockVehicle,
): void {
  const { db, tenants, tenant, now } = context;
  const steps = savedSteps(db, journey.leadRowId);
  const message = journeySummaryLines(vehicle.name, steps, tenant.site.timeZone).join('\n');
  const row = db.prepare('SELECT payload_json FROM leads WHERE id = ?').get(journey.leadRowId);
  const payload = { ...(JSON.parse(String(row?.payload_json ?? '{}')) as Record<string, unknown>), message, purchase_journey: steps };
  db.prepare('UPDATE leads SET payload_json = ? WHERE id = ?').run(JSON.stringify(payload), journey.leadRowId);
  setJourneyStatus(db, journey.leadRowId, 'submitted', now);
  enqueueLeadDelivery(db, tenants, tenant, journey.leadRowId, now);
}
