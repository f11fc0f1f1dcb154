import type { Repositories } from '../storage/store.ts';
import type { CarStatusReply } from '../../contract/index.ts';
import type { StockVehicle } from '../tenants/tenant-schemas.ts';
import type { StockSnapshot } from '../tenants/tenant-store.ts';
import { activeHoldUntil, AVAILABLE_STATUSES } from './lookups.ts';

/**
 * A car's live state: the stock file's facts, overlaid with what the database knows now — a paid
 * reservation shows as reserved at once, before the next site build.
 */
export async function liveCarFields(
  store: Pick<Repositories, 'reservations'>,
  websiteId: number,
  vehicle: StockVehicle,
  stock: StockSnapshot,
  now: Date,
): Promise<CarStatusReply> {
  const reservedUntil = await activeHoldUntil(store, websiteId, vehicle.id, now);
  const reserved = vehicle.reserved === true || reservedUntil !== null;
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    status: vehicle.status,
    reserved,
    reserved_until: reservedUntil,
    available: AVAILABLE_STATUSES.has(vehicle.status) && !reserved,
    price: vehicle.price,
    photos_count: vehicle.images?.length ?? 0,
    updated_at: vehicle.updated_at ?? stock.generatedAt,
  };
}
