import type { Location } from '../../data/schemas/location.ts';
import { WEEKDAY_NAMES, type WeeklyHours } from '../../domain/opening-hours.ts';
import { addressLine, locationPoint } from './locations.ts';

/** schema.org data for dealer pages: AutoDealer with hours and rating, breadcrumbs. */

type JsonLd = Record<string, unknown>;

export function postalAddress(address: Location['address']): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    ...(address.postcode ? { postalCode: address.postcode } : {}),
    addressCountry: 'AU',
  };
}

/** Open days only; a day closing after midnight still states its closing time. */
export function openingHoursSpecification(weekly: readonly WeeklyHours[]): JsonLd[] {
  return [...weekly]
    .filter((day) => day.status.trim().toLowerCase() === 'open' && day.open && day.close)
    .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7))
    .map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[day.weekday]}`,
      opens: day.open,
      closes: day.close,
    }));
}

/** Holiday hours; a closed day is opens = closes = 00:00, as schema.org describes it. */
function specialHours(location: Location): JsonLd[] {
  return location.special_hours
    .filter((h) => h.department === 'all' || h.department === (location.location_type || 'sales'))
    .map((h) => {
      const open = h.status.trim().toLowerCase() === 'open' && h.start_hour && h.end_hour;
      return {
        '@type': 'OpeningHoursSpecification',
        validFrom: h.date,
        validThrough: h.date,
        opens: open ? h.start_hour : '00:00',
        closes: open ? h.end_hour : '00:00',
      };
    });
}

export function aggregateRating(average: string | undefined, count: number | undefined): JsonLd | undefined {
  const value = Number.parseFloat(average ?? '');
  if (!Number.isFinite(value) || !count) return undefined;
  return { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 };
}

/** `groupName` (config `dealershipGroup`) names the organisation the location belongs to, when the dealer is part of a group. */
export function autoDealerJsonLd(location: Location, options: { siteUrl: string; siteName: string; groupName?: string | null }): JsonLd {
  const url = new URL(`/locations/${location.slug}`, options.siteUrl).href;
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
  const point = locationPoint(location);
  const rating = aggregateRating(location.reviews?.average_rating ?? location.average_rating, location.reviews?.count ?? location.review_count);
  const special = specialHours(location);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${url}#dealer`,
    name: location.name,
    url,
    ...(phone ? { telephone: phone } : {}),
    ...(location.contact_detail.email ? { email: location.contact_detail.email } : {}),
    ...(location.image?.url ? { image: new URL(location.image.url, options.siteUrl).href } : {}),
    address: postalAddress(location.address),
    ...(point ? { geo: { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng } } : {}),
    ...(location.address.place_url ? { hasMap: location.address.place_url } : {}),
    openingHoursSpecification: openingHoursSpecification(location.contact_detail.opening_hours),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
    parentOrganization: { '@type': 'Organization', name: options.groupName ?? options.siteName, url: options.siteUrl },
    description: `${location.name}, ${addressLine(location.address)}`,
  };
}

export function breadcrumbJsonLd(crumbs: readonly { label: string; href?: string }[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, siteUrl).href } : {}),
    })),
  };
}
