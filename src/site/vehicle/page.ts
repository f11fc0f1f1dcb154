import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import { formatAud } from '../../domain/format.ts';
import { dealerHtmlToText } from '../sanitize-html.ts';
import { priceFor } from '../vehicle-view.ts';
import { conditionLabel } from '../../domain/condition.ts';

/** The vehicle page's search-engine face: title and description (its schema.org data: vehicle-jsonld.ts). */

export function vehiclePageTitle(vehicle: Vehicle): string {
  return isAvailable(vehicle) ? `${vehicle.name} for sale` : `${vehicle.name} (sold)`;
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
