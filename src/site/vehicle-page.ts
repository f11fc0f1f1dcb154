import type { SiteConfig } from '../config/site.ts';
import type { Vehicle } from '../data/schemas/vehicle.ts';
import { isAvailable } from '../domain/availability.ts';
import { formatAud } from '../domain/format.ts';
import { dealerHtmlToText } from './sanitize-html.ts';

/** schema.org Car JSON-LD (issue 4 §11). */
export function carJsonLd(vehicle: Vehicle, config: SiteConfig, canonical: string, imageUrls: string[]): object {
  const condition = vehicle.car_type === 'used' ? 'UsedCondition' : 'NewCondition';
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'AUD',
    availability: isAvailable(vehicle) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    url: canonical,
    seller: { '@type': 'AutoDealer', name: config.name },
  };
  if (vehicle.price > 10) offer.price = vehicle.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicle.name,
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.model,
    ...(vehicle.badge ? { vehicleConfiguration: vehicle.badge } : {}),
    vehicleModelDate: String(vehicle.year),
    ...(vehicle.vin ? { vehicleIdentificationNumber: vehicle.vin } : {}),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.km, unitCode: 'KMT' },
    itemCondition: `https://schema.org/${condition}`,
    ...(vehicle.simple_body ? { bodyType: vehicle.simple_body } : {}),
    ...(vehicle.simple_fuel ? { fuelType: vehicle.simple_fuel } : {}),
    ...(vehicle.simple_transmission ? { vehicleTransmission: vehicle.simple_transmission } : {}),
    ...(vehicle.colour ? { color: vehicle.colour } : {}),
    image: imageUrls,
    offers: offer,
  };
}

export function vehicleMetaDescription(vehicle: Vehicle, config: SiteConfig): string {
  const price = vehicle.price > 10 && isAvailable(vehicle) ? ` for ${formatAud(vehicle.price)}` : '';
  const comments = dealerHtmlToText(vehicle.dealercomments).slice(0, 80);
  const base = `${vehicle.car_type === 'used' ? 'Used' : vehicle.car_type === 'demo' ? 'Demo' : 'New'} ${vehicle.name}${price} at ${config.name}`;
  return comments ? `${base}. ${comments}` : `${base}.`;
}
