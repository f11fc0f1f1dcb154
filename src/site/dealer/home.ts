import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable, isReservable } from '../../domain/availability.ts';
import { bodyTypesInStock } from '../../domain/dealer-pages/body-types.ts';
import { bodyTypeHref, makesAndModels, priceBands, type MakeModels, type PriceBand } from '../../domain/dealer-pages/quick-search.ts';
import { combinedRating, type RatingSummary } from '../../domain/dealer-pages/review-summary.ts';
import { sellYourCarCopy } from '../../domain/sell-your-car.ts';
import { visibleByName } from '../../domain/dealer-pages/locations.ts';
import { parseReviewDate } from '../../domain/reviews.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { isCurrentOffer, offerView, visibleOffersOf, type OfferView } from './offers.ts';
import { reviewViews, type ReviewView } from './locations.ts';
import { routeExists, type DealerSite } from './site.ts';
import { byRank, listedVehicles } from '../search/listing-routes.ts';
import { STOCK_SEGMENTS, stockBase } from '../routes.ts';
import { vehicleRoutes } from '../vehicle/actions.ts';
import { favouriteAllowed } from '../search/card-view.ts';
import type { VehicleView } from '../car-view.ts';
import { vehicleView } from '../vehicle-view.ts';

/** The home page's sections, every rule applied (spec 02 §2 home; spec 01 §2 feature banner, stats banner). */

export interface HomeCard {
  view: VehicleView;
  financeHref?: string;
  reserveHref?: string;
  /** The car's id where its card shows the compare toggle (the search cards' rule). */
  compareId?: number;
  /** The feed's views count, when it has one. */
  views?: number;
}

export interface QuickSearchOptions {
  action: string;
  carTypes: { value: string; label: string }[];
  makes: MakeModels[];
  prices: PriceBand[];
  noun: string;
}

export interface FeatureTile {
  title: string;
  text: string;
  href: string;
  cta: string;
}

export interface HomeReviews {
  rating?: RatingSummary;
  list: ReviewView[];
  /** Review id → location name, when the dealer has several locations. */
  sources: Record<number, string>;
}

const CARDS = 6;
const HOME_OFFERS = 3;

export function homeCard(vehicle: Vehicle, config: SiteConfig, now: Date): HomeCard {
  const card: HomeCard = { view: vehicleView(vehicle, config, now) };
  const routes = vehicleRoutes(vehicle, config);
  if (card.view.finance) card.financeHref = routes.finance;
  if (isReservable(vehicle, { reserveEnabled: config.features.reserve })) card.reserveHref = routes.reserve;
  const favourites = {
    enabled: config.features.favourites,
    requirePriceAndImage: config.stock.favouritesNeedPriceAndImage,
    usedOnly: config.stock.favouritesUsedOnly,
  };
  if (vehicle.views != null && vehicle.views > 0) card.views = vehicle.views;
  if (config.features.compare && favouriteAllowed({ ...vehicle, image: vehicle.images[0] }, favourites)) card.compareId = vehicle.id;
  return card;
}

/** Featured: the dealer's own ranking; latest: newest arrivals not already featured. */
export function homeStock(bundle: TenantBundle): { featured: Vehicle[]; latest: Vehicle[] } {
  const available = listedVehicles(bundle).filter(isAvailable);
  const featured = byRank(available).slice(0, CARDS);
  const shown = new Set(featured.map((v) => v.slug));
  const latest = [...available]
    .filter((v) => !shown.has(v.slug))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.slug.localeCompare(b.slug))
    .slice(0, CARDS);
  return { featured, latest };
}

export function quickSearchOptions(bundle: TenantBundle): QuickSearchOptions {
  const stock = listedVehicles(bundle).filter(isAvailable);
  const types = new Set(stock.map((v) => v.car_type));
  return {
    action: stockBase(bundle.config),
    carTypes: STOCK_SEGMENTS.filter((s) => s.carTypes.length === 1 && types.has(s.carTypes[0])).map((s) => ({ value: s.carTypes[0], label: s.label })),
    makes: makesAndModels(stock),
    prices: priceBands(stock.map((v) => v.price)),
    noun: bundle.config.vehicleNoun.plural,
  };
}

export function homeBodyTypes(bundle: TenantBundle) {
  const base = stockBase(bundle.config);
  return bodyTypesInStock(listedVehicles(bundle).filter(isAvailable)).map((b) => ({ ...b, href: bodyTypeHref(base, b.body) }));
}

export function homeOffers(bundle: TenantBundle): OfferView[] {
  const now = new Date(bundle.clock);
  return visibleOffersOf(bundle)
    .map((offer) => offerView(offer, bundle.config.integrations.imageCdn, bundle.config.timeZone))
    .filter((o) => isCurrentOffer(o, now))
    .slice(0, HOME_OFFERS);
}

/** Latest offers, book service online, sell your car: each only when its page exists. */
export function featureTiles(bundle: TenantBundle, site: DealerSite): FeatureTile[] {
  const { config } = bundle;
  const tiles: FeatureTile[] = [];
  if (homeOffers(bundle).length > 0) {
    tiles.push({ title: 'Latest offers', text: `Current deals on new and demo ${config.vehicleNoun.plural}.`, href: '/special-offers', cta: 'See the offers' });
  }
  const service = ['/pages/book-a-service', '/service'].find((href) => routeExists(site, href));
  if (service)
    tiles.push({ title: 'Book service online', text: 'Pick a time that suits you: we will confirm your booking.', href: service, cta: 'Book a service' });
  if (routeExists(site, '/sell-your-car')) {
    const copy = sellYourCarCopy(config.integrations.valuation, config.vehicleNoun);
    tiles.push({ title: `Sell your ${config.vehicleNoun.singular}`, text: copy.tile, href: '/sell-your-car', cta: copy.cta });
  }
  return tiles;
}

/** The dealer's reviews across visible locations: newest first through the dealer's filters. */
export function homeReviews(bundle: TenantBundle): HomeReviews {
  const { config } = bundle;
  const locations = visibleByName(bundle.locations);
  const tagged = locations.flatMap((l) => (l.reviews?.list ?? []).map((review) => ({ review, location: l.name })));
  const time = (date: string) => parseReviewDate(date)?.getTime() ?? 0;
  tagged.sort((a, b) => time(b.review.review_date) - time(a.review.review_date));
  const list = reviewViews(
    tagged.map((t) => t.review),
    config.experience.reviews,
    config.experience.reviews.googleQuantity,
    bundle.clock.slice(0, 10),
  );
  const sources: Record<number, string> = {};
  if (locations.length > 1) for (const t of tagged) sources[t.review.id] = t.location;
  const reviews: HomeReviews = { list, sources };
  const rating = combinedRating(locations.map((l) => l.reviews));
  if (rating) reviews.rating = rating;
  return reviews;
}
