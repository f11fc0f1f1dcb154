import type { FormType } from '#contract/lead-payload.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import type { Location } from '../../data/schemas/location.ts';
import type { CarSummary } from '../../forms/car-summary.ts';
import { carSummaryOf } from '../../forms/car-summary-of.ts';
import type { LocationChoice } from '../../forms/form-fields.ts';
import { formSettingsOf, type LeadFormSettings } from '../../forms/form-settings.ts';
import { formTypeDefinition } from '../../forms/form-types/registry.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { collectionNotice } from '../../domain/privacy-notice.ts';

/**
 * Everything a lead form island needs, computed at build time and serialisable. Any page embeds a
 * form in one line:
 *
 *   <LeadForm client:visible {...formPropsFor(bundle, 'contact')} />
 *   <LeadForm client:visible {...formPropsFor(bundle, 'test-drive', vehicle)} />
 *   <LeadForm client:visible {...formPropsFor(bundle, 'contact', undefined, { locationSlug: location.slug })} />
 *
 * (LeadForm is src/islands/forms/LeadForm.tsx.) This signature is a stable API other pages rely on.
 */

export interface LeadFormSite {
  websiteId: number;
  /** null: the dealer has no platform API; the form shows the dealer's phone and email instead. */
  apiBaseUrl: string | null;
  name: string;
  phone?: string;
  email?: string;
  timeZone: string;
  defaultState: string;
  /** APP 5 collection notice shown where the form is submitted, and the privacy policy it links to. */
  privacy: { notice: string; policyUrl: string };
}

export interface LeadFormProps {
  site: LeadFormSite;
  formType: FormType;
  settings: LeadFormSettings;
  locations: LocationChoice[];
  /** Service locations, for a page that may turn into a service booking (/enquire?type=book-a-service). */
  serviceLocations?: LocationChoice[];
  dealerships: Array<{ slug: string; name: string }>;
  car?: CarSummary;
  /** Pages like /enquire learn their car from `?car_id=` in the browser. */
  carFromQuery: boolean;
  multiStep: boolean;
  manufacturerSlug?: string;
  autogaugeEnabled: boolean;
  captcha: 'none' | 'honeypot';
  /** Cloudflare Turnstile site key (integrations.turnstile.siteKey): the form shows the check; the API verifies it. */
  turnstileSiteKey: string | null;
  /** Online valuations come from the demonstration stand-in (valuationProvider 'demo'): the trade-in journey says so up front. */
  valuationDemonstration: boolean;
  /** Heading override; the form type's own heading otherwise. */
  heading?: string;
  /** Category/subcategory override (an online purchase is a vehicle enquiry of its own category). */
  category?: string;
  subcategory?: string;
  /** Prefix for element ids, unique per form on a page. */
  idPrefix: string;
  /** Sell-your-car / trade-in without a valuation provider: the form asks about the car itself. */
  recordCar: boolean;
}

export interface FormPropsOptions {
  /** Only this location (a per-location contact form): it is pre-selected. */
  locationSlug?: string;
  /** Read the car from `?car_id=` (lead pages; ignored when a vehicle is given). */
  carFromQuery?: boolean;
  heading?: string;
  category?: string;
  subcategory?: string;
  idPrefix?: string;
}

function departmentOf(location: Location): string {
  return location.location_type === '' ? 'sales' : location.location_type;
}

/** A workshop, or a showroom that lists service hours with at least one open day (every one is offered). */
function offersService(location: Location): boolean {
  const hours = location.contact_detail.department_hours.service ?? [];
  return departmentOf(location) === 'service' || hours.some((day) => day.status !== 'Closed' && Boolean(day.open));
}

/** Locations a form offers: the form's department (service for bookings, sales otherwise), visible ones. */
export function formLocations(bundle: TenantBundle, formType: FormType, locationSlug?: string): LocationChoice[] {
  const visible = bundle.locations.filter((location) => location.visible);
  const pick = (list: Location[]) => list.map((l) => ({ id: l.id, name: l.name, dealership_slug: l.dealership_slug }));
  if (locationSlug) return pick(visible.filter((location) => location.slug === locationSlug));
  const matching =
    formTypeDefinition(formType).department === 'service' ? visible.filter(offersService) : visible.filter((location) => departmentOf(location) === 'sales');
  return pick(matching.length > 0 ? matching : visible).sort((a, b) => a.name.localeCompare(b.name));
}

/** The dealer's collection notice for every form (src/domain/privacy-notice.ts). */
export function privacyOf(config: TenantBundle['config']): LeadFormSite['privacy'] {
  const settings = formSettingsOf(config);
  const notice = collectionNotice({ name: config.name, dealershipCount: config.dealerships.length }, settings.privacyNotice);
  return { notice, policyUrl: settings.privacyPolicyUrl };
}

export function formPropsFor(bundle: TenantBundle, formType: FormType, vehicle?: Vehicle, options: FormPropsOptions = {}): LeadFormProps {
  const { config } = bundle;
  const settings = formSettingsOf(config);
  const props: LeadFormProps = {
    site: {
      websiteId: config.id,
      apiBaseUrl: config.integrations.platformApi.baseUrl,
      name: config.name,
      timeZone: config.timeZone,
      defaultState: config.defaultState,
      privacy: privacyOf(config),
      ...(config.phone ? { phone: config.phone } : {}),
      ...(config.email ? { email: config.email } : {}),
    },
    formType,
    settings,
    locations: formLocations(bundle, formType, options.locationSlug),
    dealerships: config.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name })),
    carFromQuery: !vehicle && (options.carFromQuery ?? false),
    multiStep: settings.multiStepLeadForm,
    autogaugeEnabled: config.features.autogauge,
    captcha: config.integrations.captcha,
    turnstileSiteKey: config.integrations.turnstile.siteKey,
    valuationDemonstration: config.integrations.valuation && config.integrations.valuationProvider.kind === 'demo',
    idPrefix: options.idPrefix ?? formType,
    recordCar: !config.integrations.valuation && formTypeDefinition(formType).recordsCarWithoutValuation,
  };
  if (vehicle) props.car = carSummaryOf(vehicle, config, new Date(bundle.clock));
  if (props.carFromQuery && formTypeDefinition(formType).department !== 'service') props.serviceLocations = formLocations(bundle, 'book-a-service');
  if (config.manufacturer) props.manufacturerSlug = config.manufacturer.slug;
  if (options.heading) props.heading = options.heading;
  if (options.category) props.category = options.category;
  if (options.subcategory) props.subcategory = options.subcategory;
  return props;
}
