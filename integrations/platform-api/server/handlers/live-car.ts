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
  return liveFieldsOf(vehicle, stock, await activeHoldUntil(store, websiteId, vehicle.id, now));
}

/** Many cars' live fields with one look at the holds (a search page's cards). */
export async function liveCarsFields(
  store: Pick<Repositories, 'reservations'>,
  websiteId: number,
  vehicles: readonly StockVehicle[],
  stock: StockSnapshot,
  now: Date,
): Promise<CarStatusReply[]> {
  const holds = await store.reservations.activeHoldsUntil(
    websiteId,
    vehicles.map((vehicle) => vehicle.id),
    now,
  );
  return vehicles.map((vehicle) => liveFieldsOf(vehicle, stock, holds.get(vehicle.id) ?? null));
}

function liveFieldsOf(vehicle: StockVehicle, stock: StockSnapshot, reservedUntil: string | null): CarStatusReply {
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
