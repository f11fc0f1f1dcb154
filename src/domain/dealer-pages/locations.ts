import type { Location } from '../../data/schemas/location.ts';
import { formatKm } from '../format.ts';
import type { HoursDepartment, Schedule } from '../opening-hours.ts';
import { distanceKm, type LatLng } from '../postcode.ts';

/** Location rules (spec 02 §2 "Locations listing", §3 "Location", §4 "Opening hours"). */

export const DEPARTMENTS: readonly HoursDepartment[] = ['sales', 'service', 'parts'];
export const DEPARTMENT_LABELS: Record<HoursDepartment, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

type Named = Pick<Location, 'name' | 'visible'>;

/** An empty location_type means a sales location. */
export function locationDepartment(location: Pick<Location, 'location_type'>): HoursDepartment {
  return location.location_type === '' ? 'sales' : location.location_type;
}

/** Listing order: visible locations only, sorted by name. */
export function visibleByName<T extends Named>(locations: readonly T[]): T[] {
  return locations.filter((l) => l.visible).sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

type HoursFields = Pick<Location, 'location_type' | 'contact_detail' | 'special_hours'>;

/**
 * Departments with weekly hours at the location, in Sales, Service, Parts order. The location's own
 * opening_hours belong to its own type; department_hours hold the other departments at the same site.
 */
export function departmentsOf(location: HoursFields): HoursDepartment[] {
  const own = locationDepartment(location);
  return DEPARTMENTS.filter((department) => {
    if (department === own) return true;
    return (location.contact_detail.department_hours[department] ?? []).length > 0;
  });
}

export function departmentSchedule(location: HoursFields, department: HoursDepartment): Schedule {
  const own = locationDepartment(location);
  const weekly = department === own ? location.contact_detail.opening_hours : (location.contact_detail.department_hours[department] ?? []);
  return { weekly, special: location.special_hours, department };
}

export interface Ranked<T> {
  item: T;
  km: number;
}

/** Places by great-circle distance from `origin`, nearest first; places without coordinates are left out. */
export function byDistance<T>(origin: LatLng, places: readonly T[], pointOf: (place: T) => LatLng | undefined): Ranked<T>[] {
  return places
    .flatMap((item) => {
      const point = pointOf(item);
      return point ? [{ item, km: distanceKm(origin, point) }] : [];
    })
    .sort((a, b) => a.km - b.km);
}

/** '3.2 km' under 10 km, else whole kilometres. */
export function formatDistance(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : formatKm(km);
}

export type ContactLayout = 'hero-map' | 'locations' | 'dealerships';

/** The contact page's map by the number of places (spec 02 §2 "Contact page"). */
export function contactLayout(visibleLocations: number, dealerships: number): ContactLayout {
  if (dealerships > 1) return 'dealerships';
  return visibleLocations <= 1 ? 'hero-map' : 'locations';
}
