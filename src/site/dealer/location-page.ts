import type { SiteConfig } from '../../config/site.ts';
import type { Location } from '../../data/schemas/location.ts';
import { LOCATION_LABELS } from '../../domain/dealer-pages/site-constants.ts';
import { combinedRating } from '../../domain/dealer-pages/review-summary.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import {
  departmentHours,
  locationSummary,
  osmEmbedUrl,
  osmLinkUrl,
  reviewViews,
  type DepartmentHours,
  type LocationSummary,
  type ReviewView,
} from './locations.ts';
import { routeExists, type DealerSite } from './site.ts';

/** Everything the single location page (and its contact and team pages) renders. */
export interface LocationPageView {
  location: Location;
  summary: LocationSummary;
  dealershipName?: string;
  departments: DepartmentHours[];
  reviews: ReviewView[];
  rating?: { average: string; count: number };
  actions: { label: string; href: string; primary?: boolean }[];
  map?: { name: string; address: string; embedUrl: string; largerMapUrl: string; directionsUrl: string };
  registrations: string[];
}

export function locationPageView(bundle: TenantBundle, site: Pick<DealerSite, 'routes'>, location: Location): LocationPageView {
  const { config } = bundle;
  const summary = locationSummary(location, config);
  const today = bundle.clock.slice(0, 10);
  const view: LocationPageView = {
    location,
    summary,
    departments: departmentHours(location, config, today),
    reviews: config.features.reviews ? reviewViews(location.reviews?.list ?? [], config.experience.reviews, undefined, today) : [],
    actions: locationActions(config, site, location),
    registrations: [location.dealer_license_number, location.motor_vehicle_repairer].filter((n): n is string => !!n),
  };
  const dealership = config.dealerships.find((d) => d.id === location.dealership_id || d.slug === location.dealership_slug);
  if (dealership) view.dealershipName = dealership.name;
  const rating = combinedRating([
    location.reviews ??
      (location.average_rating && location.review_count ? { average_rating: location.average_rating, count: location.review_count } : undefined),
  ]);
  if (rating && config.features.reviews) view.rating = rating;
  if (summary.point) {
    view.map = {
      name: location.name,
      address: summary.addressLine,
      embedUrl: osmEmbedUrl(summary.point),
      largerMapUrl: osmLinkUrl(summary.point),
      directionsUrl: summary.directionsUrl,
    };
  }
  return view;
}

/** The location's buttons, each only when its route exists and its feature is on. */
function locationActions(config: SiteConfig, site: Pick<DealerSite, 'routes'>, location: Location) {
  const service = ['/pages/book-a-service', '/service'].find((href) => routeExists(site, href));
  const actions: { label: string; href: string; primary?: boolean }[] = [
    { label: LOCATION_LABELS.contactUs, href: `/contact-us/${location.slug}`, primary: true },
    { label: LOCATION_LABELS.enquire, href: '/enquire' },
  ];
  if (config.features.testDrive) actions.push({ label: LOCATION_LABELS.testDrive, href: '/book-test-drive' });
  if (service) actions.push({ label: LOCATION_LABELS.service, href: service });
  return actions.filter((a) => routeExists(site, a.href));
}
