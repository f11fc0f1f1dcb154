import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import { financeShown } from '../../src/domain/finance/eligibility.ts';
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

/** A listed car that shows the dealer's finance (its calculator and offer), on the bundle's clock. */
export function financeEligible(vehicle: Vehicle, bundle: TenantBundle): boolean {
  const { features, finance, timeZone } = bundle.config;
  return (
    features.finance &&
    finance.provider !== null &&
    bundle.listedSlugs.includes(vehicle.slug) &&
    financeShown(vehicle, finance.provider, { now: new Date(bundle.clock), timeZone, excludedDealershipIds: finance.excludedDealershipIds })
  );
}
