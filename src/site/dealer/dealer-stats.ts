import { dealerStats, type DealerStat } from '../../domain/dealer-pages/dealer-stats.ts';
import { visibleByName } from '../../domain/dealer-pages/locations.ts';
import { wallClock } from '../../domain/zoned-time.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { listedVehicles } from '../search/listing-routes.ts';

/**
 * The stats banner from the dealer's bundle: the locations the site lists, the brands it sells (its
 * brand list, else the makes in its listed stock) and the years since the founding year it states.
 */
export function dealerStatsFor(bundle: TenantBundle): DealerStat[] {
  const sold = bundle.brands.filter((brand) => brand.kind !== 'our').map((brand) => brand.title);
  const names = sold.length > 0 ? sold : listedVehicles(bundle).map((vehicle) => vehicle.make);
  return dealerStats({
    locations: visibleByName(bundle.locations).length,
    brands: new Set(names.map((name) => name.trim().toLowerCase())).size,
    establishedYear: bundle.config.experience.establishedYear,
    currentYear: wallClock(new Date(bundle.clock), bundle.config.timeZone).year,
  });
}
