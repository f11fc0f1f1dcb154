import type { SiteConfig } from '../config/site.ts';
import type { CarType, Vehicle } from '../data/schemas/vehicle.ts';
import { filteredFeatures } from '../domain/filtered-features.ts';
import { priceBand } from '../domain/price-bands.ts';
import { categoryLabels, itemTypeLabel } from '../domain/vehicle-categories.ts';
import { carCity, carImage, carLocationName, carFinanceOffer } from '../site/car-facts.ts';

/**
 * The stock search document: what one car looks like inside the search index (the embedded snapshot
 * and a Meilisearch index alike). Only what cards, filters, sort and text search need, so the
 * 2,000-car snapshot stays small; empty fields and false flags are left out. Where a card shows a
 * fact (the place, the picture, the weekly figure) the document carries it as the car view model reads it
 * (src/site/car-facts.ts), so a search card and a home card of one car say the same.
 */
export interface StockDocument {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge?: string;
  series?: string;
  car_type: CarType;
  status: string;
  price: number;
  before_price?: number;
  offer_price?: number;
  subscription_price?: number;
  price_type?: string;
  preorder?: true;
  km: number;
  stocknum?: string;
  tag?: string;
  reserved?: true;
  /** Always present so the Certified facet counts both ways. */
  certified: boolean;
  created_at: string;
  /** Unix seconds: sorts "Latest" correctly whatever offset the feed wrote. */
  created_at_timestamp: number;
  simple_fuel?: string;
  fuel?: string;
  simple_body?: string;
  simple_transmission?: string;
  drive?: string;
  colour?: string;
  seats?: number;
  city?: string;
  state?: string;
  dealership_id: number;
  dealership_name?: string;
  location_name?: string;
  sold_date_timestamp?: number;
  /**
   * The car's advertised weekly repayment (its finance offer, the figure the vehicle page shows);
   * present only where finance is shown for the car, so it also drives the card's Get Finance.
   */
  weekly_repayment?: number;
  /**
   * The lender's terms behind `weekly_repayment` (rate % p.a., establishment fee, years, deposit;
   * fee and deposit only when above 0), so a live re-price on a card works out its own weekly figure
   * as the vehicle page does. Flat numbers: the snapshot packs each column apart.
   */
  finance_rate?: number;
  finance_fee?: number;
  finance_years?: number;
  finance_deposit?: number;
  /** Searchable equipment named in the feed (spec 01 `filtered_features`, e.g. Sunroof). */
  filtered_features?: string[];
  /** Spec 01 `item_type`: Car, Light commercial, Motorcycle… (the feed's value on the closed vocabulary). */
  item_type?: string;
  /** Spec 01 `categories`: the feed's shopping categories (Family, Off-road…), vocabulary labels only. */
  categories?: string[];
  /** 'Toyota HiLux': the spec's `make_model` refinement. */
  make_model?: string;
  /**
   * The spec's `price_range` refinement: the price band ('$20,000 to $30,000', domain/price-bands.ts),
   * absent without a price. A function of `price`: the snapshot never carries it (stock-snapshot.ts).
   */
  price_range?: string;
  show_on_dealer_website: boolean;
  rank: number;
  /** Views as the feed counted them at the snapshot (the card's views count). */
  views?: number;
  image?: { url: string; width?: number; height?: number; alt?: string };
}

type DocumentConfig = Pick<SiteConfig, 'dealerships'> & Partial<Pick<SiteConfig, 'features' | 'finance' | 'timeZone'>>;

/** `now` is the build clock: finance eligibility can depend on the car's age (spec 01 §5). */
export function toStockDocument(vehicle: Vehicle, config: DocumentConfig, now: Date = new Date()): StockDocument {
  const doc: StockDocument = {
    id: vehicle.id,
    slug: vehicle.slug,
    name: vehicle.name,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    make_model: `${vehicle.make} ${vehicle.model}`,
    car_type: vehicle.car_type,
    status: vehicle.status,
    price: vehicle.price,
    km: vehicle.km,
    certified: vehicle.certified,
    created_at: vehicle.created_at,
    created_at_timestamp: Math.floor(Date.parse(vehicle.created_at) / 1000),
    dealership_id: vehicle.dealership_id,
    show_on_dealer_website: vehicle.show_on_dealer_website,
    rank: vehicle.rank,
  };
  const text = (key: keyof StockDocument, value: string | null | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) (doc as unknown as Record<string, unknown>)[key] = trimmed;
  };
  const number = (key: keyof StockDocument, value: number | null | undefined) => {
    if (value != null && Number.isFinite(value)) (doc as unknown as Record<string, unknown>)[key] = value;
  };
  text('badge', vehicle.badge);
  text('series', vehicle.series);
  number('before_price', vehicle.before_price);
  number('offer_price', vehicle.offer_price);
  number('subscription_price', vehicle.subscription_price);
  text('price_type', vehicle.price_type);
  if (vehicle.preorder) doc.preorder = true;
  text('stocknum', vehicle.stocknum);
  text('tag', vehicle.tag);
  if (vehicle.reserved) doc.reserved = true;
  text('simple_fuel', vehicle.simple_fuel);
  text('fuel', vehicle.fuel);
  text('simple_body', vehicle.simple_body);
  text('simple_transmission', vehicle.simple_transmission);
  text('drive', vehicle.drive);
  text('colour', vehicle.colour);
  number('seats', vehicle.seats);
  text('city', carCity(vehicle));
  text('state', (vehicle.state ?? vehicle.location?.address?.state)?.toUpperCase());
  text('dealership_name', config.dealerships.find((d) => d.id === vehicle.dealership_id)?.name);
  text('location_name', carLocationName(vehicle));
  number('sold_date_timestamp', vehicle.sold_date_timestamp);
  text('price_range', priceBand(vehicle.price));
  if (vehicle.views != null && vehicle.views > 0) doc.views = vehicle.views;
  const features = filteredFeatures(vehicle.standardEquipment);
  if (features.length > 0) doc.filtered_features = features;
  text('item_type', itemTypeLabel(vehicle.item_type));
  const categories = categoryLabels(vehicle.categories);
  if (categories.length > 0) doc.categories = categories;
  if (config.features && config.finance) {
    const offer = carFinanceOffer(
      vehicle,
      { features: config.features, finance: config.finance, ...(config.timeZone ? { timeZone: config.timeZone } : {}) },
      now,
    );
    if (offer) {
      doc.weekly_repayment = offer.weekly.payment;
      doc.finance_rate = offer.interestRate;
      doc.finance_years = offer.termYears;
      if (offer.establishmentFee > 0) doc.finance_fee = offer.establishmentFee;
      if (offer.deposit > 0) doc.finance_deposit = offer.deposit;
    }
  }
  const image = carImage(vehicle);
  if (image) doc.image = image;
  return doc;
}
