import type { SiteConfig } from '../../config/site.ts';
import type { Location, Review } from '../../data/schemas/location.ts';
import { DEPARTMENT_LABELS, departmentSchedule, departmentsOf, locationDepartment } from '../../domain/dealer-pages/locations.ts';
import { reviewDates, reviewsShown, type ReviewDates } from '../../domain/dealer-pages/review-summary.ts';
import { locationTimeZone } from '../../domain/dealer-pages/time-zones.ts';
import { holidayHoursTable, hoursTable, type HolidayRow, type HoursDepartment, type HoursRow, type Schedule } from '../../domain/opening-hours.ts';
import type { LatLng } from '../../domain/postcode.ts';
import { paths } from '../routes.ts';

/** View models of locations: cards, the location page, its hours, map and reviews. */

/** What the open-now island needs: plain data, evaluated in the shopper's browser. */
export interface OpenNowProps {
  schedule: Required<Pick<Schedule, 'weekly' | 'special' | 'department'>>;
  timeZone: string;
}

export interface LocationSummary {
  id: number;
  name: string;
  slug: string;
  href: string;
  contactHref: string;
  teamHref: string;
  dealershipSlug: string;
  department: HoursDepartment;
  departmentLabel: string;
  addressLine: string;
  phone?: string;
  phoneHref?: string;
  email?: string;
  directionsUrl: string;
  image?: { src: string; alt: string };
  rating?: { average: string; count: number };
  openNow: OpenNowProps;
  point?: LatLng;
  timeZone: string;
  visible: boolean;
}

export interface DepartmentHours {
  department: HoursDepartment;
  label: string;
  rows: HoursRow[];
  holidays: HolidayRow[];
  openNow: OpenNowProps;
}

export interface ReviewView {
  id: number;
  name: string;
  rating: number;
  text: string;
  date: ReviewDates;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

export function addressLine(address: Location['address']): string {
  return [address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Google's directions link: the location's own place_url when the data has one. */
export function directionsUrl(location: Pick<Location, 'name' | 'address'>): string {
  if (location.address.place_url) return location.address.place_url;
  const query = `${location.name}, ${addressLine(location.address)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`;
}

export function locationPoint(location: Pick<Location, 'address'>): LatLng | undefined {
  const { lat, long } = location.address;
  return typeof lat === 'number' && typeof long === 'number' ? { lat, lng: long } : undefined;
}

function openNowProps(location: Location, department: HoursDepartment, timeZone: string): OpenNowProps {
  const schedule = departmentSchedule(location, department);
  return { schedule: { weekly: [...schedule.weekly], special: [...(schedule.special ?? [])], department }, timeZone };
}

export function locationSummary(location: Location, config: Pick<SiteConfig, 'timeZone'>): LocationSummary {
  const department = locationDepartment(location);
  const timeZone = locationTimeZone(location, config.timeZone);
  const summary: LocationSummary = {
    id: location.id,
    name: location.name,
    slug: location.slug,
    href: paths.location(location.slug),
    contactHref: paths.contactLocation(location.slug),
    teamHref: `/teams/${location.slug}`,
    dealershipSlug: location.dealership_slug,
    department,
    departmentLabel: DEPARTMENT_LABELS[department],
    addressLine: addressLine(location.address),
    directionsUrl: directionsUrl(location),
    openNow: openNowProps(location, department, timeZone),
    timeZone,
    visible: location.visible,
  };
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
  if (phone) Object.assign(summary, { phone, phoneHref: telHref(phone) });
  if (location.contact_detail.email) summary.email = location.contact_detail.email;
  if (location.image?.url) summary.image = { src: location.image.url, alt: location.name };
  const average = location.reviews?.average_rating ?? location.average_rating;
  const count = location.reviews?.count ?? location.review_count;
  if (average && count) summary.rating = { average, count };
  const point = locationPoint(location);
  if (point) summary.point = point;
  return summary;
}

/** Hours per department (Sales, Service, Parts), each with its upcoming holiday hours. */
export function departmentHours(location: Location, config: Pick<SiteConfig, 'timeZone'>, todayIso: string): DepartmentHours[] {
  const timeZone = locationTimeZone(location, config.timeZone);
  return departmentsOf(location).map((department) => {
    const schedule = departmentSchedule(location, department);
    return {
      department,
      label: DEPARTMENT_LABELS[department],
      rows: hoursTable(schedule.weekly),
      holidays: holidayHoursTable(schedule, todayIso),
      openNow: openNowProps(location, department, timeZone),
    };
  });
}

/** `todayIso`: the build's day, for the words a page without script shows (the browser recounts them). */
export function reviewViews(reviews: readonly Review[], settings: SiteConfig['experience']['reviews'], limit?: number, todayIso?: string): ReviewView[] {
  return reviewsShown(reviews, settings, limit).map((r) => ({
    id: r.id,
    name: r.customer_name,
    rating: r.rating,
    text: r.text,
    date: reviewDates(r, todayIso),
  }));
}

/** OpenStreetMap embed: no API key, and nothing is requested until the shopper asks for the map. */
export function osmEmbedUrl(point: LatLng): string {
  const dLng = 0.012;
  const dLat = 0.007;
  const bbox = [point.lng - dLng, point.lat - dLat, point.lng + dLng, point.lat + dLat].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
}

export function osmLinkUrl(point: LatLng): string {
  return `https://www.openstreetmap.org/?mlat=${point.lat.toFixed(5)}&mlon=${point.lng.toFixed(5)}#map=16/${point.lat.toFixed(5)}/${point.lng.toFixed(5)}`;
}
