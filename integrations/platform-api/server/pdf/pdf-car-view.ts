import { carCity, carLocationName, priceOptions, tagOptions } from '../../../../src/site/car-facts.ts';
import { carView, type CarView } from '../../../../src/site/car-view.ts';
import type { StockVehicle, TenantSite } from '../tenants/tenant-schemas.ts';

/**
 * The car as the PDF shows it: the site's car view model (src/site/car-view.ts) over the API's view of
 * the stock file, so the printed title, price, condition and status are the card's and the page's.
 * The PDF has no picture and states its finance offer itself (pdf-finance.ts), so neither is asked for.
 */
export function pdfCarView(vehicle: StockVehicle, site: Pick<TenantSite, 'features' | 'texts' | 'stock'>, now: Date): CarView {
  const facts = {
    slug: vehicle.slug,
    name: vehicle.name,
    make: vehicle.make,
    car_type: vehicle.car_type,
    status: vehicle.status,
    price: vehicle.price,
    before_price: vehicle.before_price,
    offer_price: vehicle.offer_price,
    subscription_price: vehicle.subscription_price,
    price_type: vehicle.price_type,
    preorder: vehicle.preorder === true,
    km: vehicle.km ?? 0,
    tag: vehicle.tag,
    reserved: vehicle.reserved === true,
    certified: vehicle.certified === true,
    created_at: vehicle.created_at ?? '',
    simple_fuel: vehicle.simple_fuel,
    fuel: vehicle.fuel,
    simple_transmission: vehicle.simple_transmission,
    city: carCity(vehicle),
    location_name: carLocationName(vehicle),
    sold_date_timestamp: vehicle.sold_date_timestamp,
  };
  const context = {
    now: now.toISOString(),
    imageCdn: { kind: 'none' as const, quality: 0 },
    price: priceOptions(site),
    tag: tagOptions(site),
    finance: { enabled: false, roundUp: false, label: '' },
  };
  return carView(facts, context);
}
