import type { Brand } from '../../data/schemas/brand.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { isBrandMake, isModel } from './brands.ts';
import { listedOffers, type OfferView } from './offers.ts';
import { routeExists, type DealerSite } from './site.ts';
import { byRank, listedVehicles } from '../search/listing-routes.ts';
import { paths } from '../routes.ts';

/** Stock and offers of a brand or one of its models, for the brand overview and model pages. */

type BrandModel = Brand['models'][number];

export function brandStock(bundle: TenantBundle, brand: Brand, model?: BrandModel): Vehicle[] {
  return byRank(listedVehicles(bundle).filter((v) => isAvailable(v) && isBrandMake(brand, v.make) && (!model || isModel(model, v.model))));
}

export function brandOffers(bundle: TenantBundle, brand: Brand, model?: BrandModel): OfferView[] {
  return listedOffers(bundle).filter((offer) => {
    if (!offer.manufacturer || !isBrandMake(brand, offer.manufacturer)) return false;
    if (!model) return true;
    return offer.modelPath === `/${model.slug}` || offer.modelName?.toLowerCase() === model.name.toLowerCase();
  });
}

/** The stock listing of the make (and model), when the build has it. */
export function stockListingHref(bundle: TenantBundle, site: Pick<DealerSite, 'routes'>, stock: readonly Vehicle[]): string | undefined {
  const first = stock[0];
  if (!first) return undefined;
  const sameModel = stock.every((v) => v.model === first.model);
  const candidates = [sameModel ? paths.model(bundle.config, first.make, first.model) : undefined, paths.make(bundle.config, first.make)];
  return candidates.find((href): href is string => !!href && routeExists(site, href));
}
