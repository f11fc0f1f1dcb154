import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import { formatAud } from '../../domain/format.ts';
import { dealerHtmlToText } from '../sanitize-html.ts';
import { priceFor } from '../vehicle-view.ts';
import { conditionLabel } from '../../domain/condition.ts';

/** The vehicle page's search-engine face: title, description and schema.org Car JSON-LD (issue 4 §11). */

export function vehiclePageTitle(vehicle: Vehicle): string {
  return isAvailable(vehicle) ? `${vehicle.name} for sale` : `${vehicle.name} (sold)`;
}

export function carJsonLd(vehicle: Vehicle, config: SiteConfig, canonical: string, imageUrls: string[]): object {
  const condition = vehicle.car_type === 'used' ? 'UsedCondition' : 'NewCondition';
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'AUD',
    availability: isAvailable(vehicle) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    url: canonical,
    seller: { '@type': 'AutoDealer', name: config.name },
  };
  const price = priceFor(vehicle, config);
  if (price.kind === 'price' && price.amount !== undefined) offer.price = price.amount;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicle.name,
    url: canonical,
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
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    offers: offer,
  };
}

/** 'Used 2023 Toyota RAV4 GX for $38,990 at Demo Motors. {first words of the comments}' (≤ 160 characters). */
export function vehicleMetaDescription(vehicle: Vehicle, config: SiteConfig): string {
  const price = priceFor(vehicle, config);
  const forPrice = isAvailable(vehicle) && price.kind === 'price' && price.amount !== undefined ? ` for ${formatAud(price.amount)}` : '';
  const base = `${conditionLabel(vehicle.car_type)} ${vehicle.name}${forPrice} at ${config.name}.`;
  const comments = dealerHtmlToText(vehicle.dealercomments);
  if (!comments) return base;
  const room = 160 - base.length - 1;
  if (room < 20) return base;
  const cut = comments.length > room ? `${comments.slice(0, room - 1).replace(/\s+\S*$/, '')}…` : comments;
  return `${base} ${cut}`;
}
