import type { SiteConfig } from '../../config/site.ts';
import type { Location, Vehicle } from '../../data/schemas/index.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { paths } from '../routes.ts';

/** Where the car is: the announcement bar (spec 01 §4) and the call-the-dealer block. */

export interface Announcement {
  city: string;
  directionsHref: string;
}

/** The dealer's primary sales location, else its first visible sales location. */
export function primaryLocation(locations: readonly Location[]): Location | undefined {
  const sales = locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
  return sales.find((l) => l.primary) ?? sales.find((l) => l.visible) ?? sales[0];
}

export function vehicleCity(vehicle: Vehicle): string | undefined {
  return (vehicle.location?.address?.city || vehicle.city || '').trim() || undefined;
}

function mapsSearch(parts: Array<string | undefined>): string {
  const query = parts.filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** 'Located at {city}' with directions, only when the car sits somewhere other than the primary location. */
export function announcementFor(vehicle: Vehicle, bundle: Pick<TenantBundle, 'locations' | 'config'>): Announcement | undefined {
  const city = vehicleCity(vehicle);
  if (!city) return undefined;
  const primaryCity = (primaryLocation(bundle.locations)?.address.city || bundle.config.address.city).trim();
  if (city.toLowerCase() === primaryCity.toLowerCase()) return undefined;
  const carLocation = bundle.locations.find((l) => l.id === vehicle.location?.id || l.id === vehicle.location_id);
  const address = vehicle.location?.address ?? carLocation?.address;
  const directionsHref =
    address?.place_url ||
    carLocation?.address.place_url ||
    mapsSearch([vehicle.location?.name ?? carLocation?.name, address?.street, city, address?.state, address?.postcode]);
  return { city, directionsHref };
}

export interface DealerContact {
  name: string;
  phone?: string;
  address?: string;
  locationHref?: string;
}

/** The yard the car is at (its location), else the dealer itself. */
export function dealerContact(vehicle: Vehicle, bundle: Pick<TenantBundle, 'locations' | 'config'>, phone: string | undefined): DealerContact {
  const config: SiteConfig = bundle.config;
  const location = bundle.locations.find((l) => l.id === vehicle.location?.id || l.id === vehicle.location_id);
  const address = vehicle.location?.address ?? location?.address ?? config.address;
  const contact: DealerContact = {
    name: vehicle.location?.name ?? location?.name ?? config.name,
    address: [address.street, address.city, address.state, address.postcode].filter(Boolean).join(', '),
  };
  if (phone) contact.phone = phone;
  if (location?.visible) contact.locationHref = paths.location(location.slug);
  return contact;
}
