import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import { fuelCalculatorShown, vehicleConsumption } from '../../domain/fuel.ts';
import { belowMarket, toyotaCertified } from '../../domain/tags.ts';
import { VEHICLE_PAGE } from '../../domain/vehicle-page/constants.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { imageUrlAt } from '../image-url.ts';
import { listingRoutes } from '../search/listing-routes.ts';
import { paths, slugify, stockBase } from '../routes.ts';
import { vehicleActions, vehiclePhone, vehicleRoutes } from './actions.ts';
import { brandGrids, featureBanner } from './banners.ts';
import { dealerStatsFor } from '../dealer/dealer-stats.ts';
import { vehicleDriveAway } from './drive-away.ts';
import { vehicleFinance } from './finance.ts';
import { vehicleLive } from './live.ts';
import { announcementFor, dealerContact } from './location.ts';
import { vehicleMedia } from './media.ts';
import { vehicleMetaDescription, vehiclePageTitle } from './page.ts';
import { vehicleJsonLd } from './vehicle-jsonld.ts';
import { similarCarsProps } from './similar.ts';
import { allSpecifications, bodyLabel, keyInformation, usedCarFacts, usedCarPolicy, vehicleFeatures } from './specs.ts';
import { vehicleTabs } from './tabs.ts';
import { truncatedHtml, truncatedText } from './text.ts';
import { videoEmbed } from './video.ts';
import { vehicleView } from '../vehicle-view.ts';

/**
 * Everything the vehicle page renders, with every rule already applied, so the .astro files only
 * lay it out. One call per page at build time.
 */
export interface VehiclePageOptions {
  /** Whether the build has a page at an internal href (src/site/dealer/site.ts routeExists). */
  routeExists?: (href: string) => boolean;
}

export function vehiclePageModel(vehicle: Vehicle, bundle: TenantBundle, options: VehiclePageOptions = {}) {
  const { config } = bundle;
  const now = new Date(bundle.clock);
  const view = vehicleView(vehicle, config, now, 'page');
  const available = isAvailable(vehicle);
  const routes = vehicleRoutes(vehicle, config);
  const finance = vehicleFinance(vehicle, config, now, routes.finance);
  const phone = vehiclePhone(vehicle, config);
  const features = vehicleFeatures(vehicle);
  const canonicalPath = paths.vehicle(vehicle.slug);
  const canonical = new URL(canonicalPath, config.url).href;
  const description = vehicleMetaDescription(vehicle, config);
  const live = vehicleLive(vehicle, config, { canonical, phone });
  const cdn = config.integrations.imageCdn;
  const firstImage = vehicle.images[0];

  return {
    vehicle,
    config,
    view,
    available,
    routes,
    finance,
    phone,
    live,
    actions: vehicleActions(vehicle, config, { financeEligible: finance.eligible }),
    // The certified badge is shown as its own badge, so the tag does not repeat it.
    tag: view.tag?.kind === 'certified' ? undefined : view.tag,
    badges: { certified: toyotaCertified(vehicle), belowMarket: available && belowMarket(vehicle) },
    subtitle: [vehicle.simple_transmission, bodyLabel(vehicle.simple_body)].filter(Boolean).join(' · '),
    announcement: announcementFor(vehicle, bundle),
    crumbs: breadcrumbs(vehicle, bundle, view.conditionLabel),
    media: vehicleMedia(vehicle, config),
    keyInformation: keyInformation(vehicle, view),
    used: { facts: usedCarFacts(vehicle), policy: usedCarPolicy(vehicle, config) },
    video: videoEmbed(vehicle.video_url, config.url),
    comments: truncatedHtml(vehicle.dealercomments, VEHICLE_PAGE.commentsTruncateAt),
    tabs: vehicleTabs(vehicle, config, { hasFeatures: features.length > 0, reserveHref: routes.reserve, enquireHref: routes.enquire }),
    features,
    specs: allSpecifications(vehicle),
    fuel:
      config.features.fuelCalculator && fuelCalculatorShown(vehicle)
        ? { litresPer100Km: vehicleConsumption(vehicle), known: (vehicle.variant?.fuelconsumptioncombined ?? 0) > 0 }
        : undefined,
    driveAway: vehicleDriveAway(vehicle, config, now),
    disclaimer: truncatedText(finance.disclaimer, VEHICLE_PAGE.disclaimerTruncateAt),
    similar: config.features.similarCars ? similarCarsProps(vehicle, bundle) : undefined,
    contact: dealerContact(vehicle, bundle, phone),
    featureBanner: featureBanner(bundle, options.routeExists),
    brandGrids: brandGrids(bundle.brands, options.routeExists),
    stats: dealerStatsFor(bundle),
    sticky: {
      image: firstImage ? { src: imageUrlAt(firstImage.url, 240, cdn), width: 240, height: 160 } : undefined,
    },
    seo: {
      title: vehiclePageTitle(vehicle),
      description,
      canonicalPath,
      noindex: view.longSold,
      ogImage: firstImage ? imageUrlAt(firstImage.url, 1200, cdn) : undefined,
      jsonLd: vehicleJsonLd(
        vehicle,
        config,
        canonical,
        vehicle.images.slice(0, 5).map((image) => new URL(imageUrlAt(image.url, 1200, cdn), config.url).href),
        description,
      ),
    },
  };
}

export type VehiclePageModel = ReturnType<typeof vehiclePageModel>;

const listingPathsByBundle = new WeakMap<TenantBundle, ReadonlySet<string>>();

/** The listing pages' paths, collected once per dealer (every car's breadcrumbs ask). */
function listingPaths(bundle: TenantBundle): ReadonlySet<string> {
  let existing = listingPathsByBundle.get(bundle);
  if (!existing) listingPathsByBundle.set(bundle, (existing = new Set(listingRoutes(bundle).map((route) => `/${route.path}`))));
  return existing;
}

/** Home › Used cars › Toyota › RAV4: each crumb links only to a listing page that exists. */
function breadcrumbs(vehicle: Vehicle, bundle: TenantBundle, condition: string): Array<{ label: string; href: string }> {
  const existing = listingPaths(bundle);
  const noun = bundle.config.vehicleNoun.plural;
  const crumbs = [{ label: 'Home', href: '/' }];
  const segment = paths.stockSegment(bundle.config, `${vehicle.car_type}-cars`);
  crumbs.push(existing.has(segment) ? { label: `${condition} ${noun}`, href: segment } : { label: `All ${noun}`, href: stockBase(bundle.config) });
  const make = paths.make(bundle.config, vehicle.make);
  if (existing.has(make)) crumbs.push({ label: vehicle.make, href: make });
  const model = `${make}/${slugify(vehicle.model)}`;
  if (existing.has(model)) crumbs.push({ label: vehicle.model, href: model });
  return crumbs;
}
