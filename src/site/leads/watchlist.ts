import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';

/**
 * Props of the WatchlistButton island for a car, or null when the dealer has no watchlist (the
 * feature is off, or there is no platform API to keep it).
 */
export function watchlistButtonProps(bundle: TenantBundle, vehicle: Pick<Vehicle, 'id' | 'name' | 'status'>) {
  const { config } = bundle;
  const apiBaseUrl = config.integrations.platformApi.baseUrl;
  if (!config.features.watchlist || !apiBaseUrl) return null;
  return {
    site: { websiteId: config.id, apiBaseUrl },
    car: { id: vehicle.id, name: vehicle.name, available: isAvailable(vehicle) },
  };
}
