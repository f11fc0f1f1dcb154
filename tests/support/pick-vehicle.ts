import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { demoSites, readBundle, type BuiltSite } from './sites.ts';

/** A demo vehicle chosen for a test case, with its dealer site and bundle. */
export interface VehicleCase {
  site: BuiltSite;
  bundle: TenantBundle;
  vehicle: Vehicle;
}

const sites = demoSites().map((site) => ({ site, bundle: readBundle<TenantBundle>(site) }));

/** The first demo vehicle (across dealers) matching the case, so tests follow the demo data. */
export function pickVehicle(predicate: (vehicle: Vehicle, bundle: TenantBundle) => boolean): VehicleCase | undefined {
  for (const { site, bundle } of sites) {
    const vehicle = bundle.vehicles.find((v) => predicate(v, bundle));
    if (vehicle) return { site, bundle, vehicle };
  }
  return undefined;
}
