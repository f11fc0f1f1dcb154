import type { VehicleInput } from '../../src/data/schemas/vehicle.ts';
import { formatKm } from '../../src/domain/format.ts';
import { slugify } from './catalogue.ts';
import { HOTSPOTS, hostileHtmlComment, longHtmlComment } from './content.ts';
import type { DealerDef } from './dealers/types.ts';
import { spinImages, vehicleImages } from './media.ts';
import type { Rng } from './prng.ts';
import { lenderEntry } from './vehicle-extras.ts';
import { DAY_MS, isoInstant, REFERENCE_MS } from './vehicles.ts';

/** The special cases of the demo stock (see showcase.ts). */

export type V = VehicleInput;
export interface Case {
  name: string;
  applies?: (def: DealerDef) => boolean;
  match: (v: V, def: DealerDef) => boolean;
  /** Candidates for `force`; by default a listed, available used vehicle with a price and no tag. */
  pool?: (v: V, def: DealerDef) => boolean;
  /** Turns a candidate into an example when the random draw produced none. */
  force?: (v: V, def: DealerDef, rng: Rng) => void;
}

const nowSeconds = REFERENCE_MS / 1000;
export const listed = (v: V) => v.show_on_dealer_website !== false;
export const available = (v: V) => v.status === 'in_stock' && !v.reserved && listed(v);
const lender = (v: V, def: DealerDef) => v.finance_lenders?.[def.provider];
const withRates = (v: V, def: DealerDef) => lender(v, def)?.interestRate != null && lender(v, def)?.comparisonRate != null;
const market = (v: V) => v.market_average_price?.state ?? v.market_average_price?.national ?? null;
const soldAgo = (v: V) => (v.sold_date_timestamp == null ? Number.NaN : (nowSeconds - v.sold_date_timestamp) / 86_400);
const excluded = (v: V, def: DealerDef) => (def.site.finance?.excludedDealershipIds ?? []).includes(v.dealership_id);
const priced = (v: V) => available(v) && v.price > 0;
const newCar = (v: V) => priced(v) && v.car_type === 'new' && !v.tag;
const context = (v: V, def: DealerDef) => ({
  name: v.name,
  carType: v.car_type,
  dealer: v.location?.name ?? def.site.name,
  phone: v.location?.phone ?? '',
  noun: def.site.vehicleNoun?.singular ?? 'car',
  kms: formatKm(v.km ?? 0),
});

function sell(v: V, daysAgo: number): void {
  const soldMs = REFERENCE_MS - daysAgo * DAY_MS;
  Object.assign(v, { status: 'sold', reserved: false, sold_date_timestamp: Math.floor(soldMs / 1000), created_at: isoInstant(soldMs - 30 * DAY_MS) });
}
const images = (v: V, def: DealerDef, count: number) => {
  v.images = vehicleImages(def.kind, v.simple_body ?? 'suv', slugify(v.colour ?? ''), count);
  v.primary_image_url = v.images[0]?.url ?? null;
};
const lend = (v: V, def: DealerDef, rng: Rng) => {
  v.finance_lenders = { [def.provider]: lenderEntry(rng, def.provider, v.price, v.car_type, false) };
};

const US_MAKES = new Set(['Jeep', 'Ford', 'Tesla', 'Harley-Davidson', 'Chevrolet', 'RAM']);
const toFeet = (mm: number | null | undefined) => (mm == null ? mm : Math.round((mm / 304.8) * 10) / 10);
const inFeet = (variant: V['variant']) => ({
  dimension_unit: 'ft' as const,
  vehiclelength: toFeet(variant?.vehiclelength),
  vehiclewidth: toFeet(variant?.vehiclewidth),
  vehicleheight: toFeet(variant?.vehicleheight),
});

export const CASES: Case[] = [
  { name: 'recentlySold', match: (v) => v.status === 'sold' && soldAgo(v) < 3 && listed(v), force: (v) => sell(v, 1.5) },
  { name: 'soldWithinFortnight', match: (v) => v.status === 'sold' && soldAgo(v) >= 4 && soldAgo(v) <= 14 && listed(v), force: (v) => sell(v, 9) },
  { name: 'longSold', match: (v) => v.status === 'sold' && soldAgo(v) > 30, force: (v) => sell(v, 120) },
  {
    name: 'comingSoon',
    match: (v) => v.status === 'coming_soon' && !v.preorder && v.price > 0 && listed(v),
    pool: newCar,
    force: (v) => void (v.status = 'coming_soon'),
  },
  {
    name: 'comingSoonPreorder',
    match: (v) => v.status === 'coming_soon' && v.preorder === true && listed(v),
    pool: (v) => (v.status === 'coming_soon' || available(v)) && v.car_type === 'new' && listed(v),
    force: (v) => void Object.assign(v, { status: 'coming_soon', preorder: true, km: 0 }),
  },
  {
    name: 'reserved',
    applies: (d) => d.status.reserved > 0,
    match: (v) => v.status === 'in_stock' && v.reserved === true && listed(v),
    force: (v) => void (v.reserved = true),
  },
  {
    name: 'newArrival',
    match: (v) => available(v) && Date.parse(v.created_at) > REFERENCE_MS - 8 * DAY_MS && !v.tag,
    force: (v) => void (v.created_at = isoInstant(REFERENCE_MS - 2.5 * DAY_MS)),
  },
  {
    name: 'electric',
    match: (v) => priced(v) && v.simple_fuel === 'Electric',
    pool: (v) => v.simple_fuel === 'Electric' && v.price > 0,
    force: (v) => void Object.assign(v, { status: 'in_stock', reserved: false, show_on_dealer_website: true, sold_date_timestamp: null }),
  },
  { name: 'manyImages', match: (v) => available(v) && (v.images?.length ?? 0) >= 10, force: (v, d) => images(v, d, 12) },
  { name: 'oneImage', match: (v) => available(v) && v.images?.length === 1, force: (v, d) => images(v, d, 1) },
  { name: 'threeImages', match: (v) => available(v) && v.images?.length === 3, force: (v, d) => images(v, d, 3) },
  {
    name: 'spin',
    match: (v) => available(v) && (v.spin_images?.length ?? 0) > 0 && v.hotspots !== undefined,
    force: (v, def) => {
      v.spin_images = spinImages(v.simple_body ?? 'suv', slugify(v.colour ?? ''));
      v.hotspots = { exterior: HOTSPOTS.exterior, interior: def.kind === 'bike' ? [] : HOTSPOTS.interior, positions: {} };
    },
  },
  {
    name: 'video',
    match: (v) => available(v) && Boolean(v.external_video_url),
    force: (v) => void (v.external_video_url = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'),
  },
  {
    name: 'toyotaCertified',
    applies: (d) => d.stock.some((s) => s.certifiedMake === 'Toyota'),
    match: (v) => available(v) && v.make === 'Toyota' && v.certified === true,
    pool: (v) => priced(v) && v.make === 'Toyota' && v.car_type === 'used',
    force: (v) => void (v.certified = true),
  },
  {
    name: 'belowMarket',
    match: (v) => priced(v) && (market(v) ?? 0) >= v.price + 500,
    force: (v) => void (v.market_average_price = { state: v.price + 2500, national: v.price + 2100 }),
  },
  {
    name: 'aboveMarket',
    match: (v) => priced(v) && market(v) !== null && (market(v) ?? 0) < v.price,
    force: (v) => void (v.market_average_price = { state: v.price - 1500, national: v.price - 1200 }),
  },
  { name: 'hostileComment', match: () => false, force: (v, d) => void (v.dealercomments = hostileHtmlComment(context(v, d))) },
  {
    name: 'longHtmlComment',
    match: (v) => available(v) && (v.dealercomments?.length ?? 0) > 400 && v.dealercomments?.includes('<ul>') === true,
    force: (v, d, rng) => void (v.dealercomments = longHtmlComment(rng, context(v, d))),
  },
  { name: 'noComments', match: (v) => available(v) && !v.dealercomments, force: (v) => void (v.dealercomments = null) },
  { name: 'noStandardEquipment', match: (v) => available(v) && (v.standardEquipment?.length ?? 0) === 0, force: (v) => void (v.standardEquipment = []) },
  {
    name: 'priceZero',
    match: (v) => available(v) && v.price === 0,
    force: (v) => {
      Object.assign(v, { price: 0, before_price: null, subscription_price: null, offer_price: null, finance_lenders: {} });
      delete v.market_average_price;
    },
  },
  { name: 'wasPrice', match: (v) => priced(v) && (v.before_price ?? 0) > v.price, force: (v) => void (v.before_price = v.price + 2000) },
  {
    name: 'subscription',
    applies: (d) => d.subscriptions,
    match: (v) => available(v) && (v.subscription_price ?? 0) > 0,
    force: (v) => void (v.subscription_price = Math.max(99, Math.round(v.price / 1200) * 10 - 1)),
  },
  { name: 'testDriveOnly', match: (v) => available(v) && v.tag === 'Test Drive Only', pool: newCar, force: (v) => void (v.tag = 'Test Drive Only') },
  { name: 'runoutSale', match: (v) => available(v) && v.tag === 'Runout Sale', pool: newCar, force: (v) => void (v.tag = 'Runout Sale') },
  {
    name: 'hiddenFromWebsite',
    match: (v) => v.status === 'in_stock' && v.show_on_dealer_website === false,
    force: (v) => void (v.show_on_dealer_website = false),
  },
  {
    name: 'otherLocation',
    applies: (d) => d.locations.length > 1,
    match: (v, d) => available(v) && d.locations.some((l) => l.id === v.location_id && !l.primary),
  },
  {
    name: 'distributionLocations',
    applies: (d) => d.locations.length > 1,
    match: (v) => available(v) && (v.location?.distribution_locations?.length ?? 0) > 1,
  },
  {
    name: 'historyFile',
    match: (v) => available(v) && Boolean(v.file),
    force: (v) => void (v.file = `https://reports.forecourt.example/history/${v.vin}.pdf`),
  },
  { name: 'financeEligible', match: (v, d) => priced(v) && v.price > 500 && withRates(v, d) && v.year >= 2016 && v.make !== 'Suzuki' && !excluded(v, d) },
  { name: 'financeMissing', match: (v) => priced(v) && Object.keys(v.finance_lenders ?? {}).length === 0, force: (v) => void (v.finance_lenders = {}) },
  {
    name: 'financeNullRate',
    match: (v, d) => priced(v) && lender(v, d) !== undefined && !withRates(v, d),
    force: (v, d, rng) => void (v.finance_lenders = { [d.provider]: lenderEntry(rng, d.provider, v.price, v.car_type, true) }),
  },
  {
    name: 'financeTooOld',
    applies: (d) => d.provider === 'taurus',
    match: (v, d) => priced(v) && withRates(v, d) && v.year <= 2013,
    pool: (v) => priced(v) && v.year <= 2013,
    force: lend,
  },
  { name: 'financeSuzuki', match: (v, d) => priced(v) && v.make === 'Suzuki' && withRates(v, d), pool: (v) => priced(v) && v.make === 'Suzuki', force: lend },
  {
    name: 'financeExcludedDealership',
    applies: (d) => (d.site.finance?.excludedDealershipIds ?? []).length > 0,
    match: (v, d) => priced(v) && withRates(v, d) && excluded(v, d),
    pool: (v, d) => priced(v) && excluded(v, d),
    force: lend,
  },
  {
    name: 'demoNissanUnderMinKm',
    applies: (d) => d.site.stock?.demoNissanMinKm != null,
    match: (v) => available(v) && v.car_type === 'demo' && v.make === 'Nissan' && (v.km ?? 0) <= 3000,
    pool: (v) => available(v) && v.car_type === 'demo' && v.make === 'Nissan',
    force: (v) => void (v.km = 1850),
  },
  { name: 'offerPrice', match: (v) => priced(v) && (v.offer_price ?? 0) > 0, pool: newCar, force: (v) => void (v.offer_price = v.price - 1000) },
  {
    name: 'manual',
    applies: (d) => d.kind === 'car',
    match: (v) => available(v) && v.simple_transmission === 'Manual',
    pool: (v) => priced(v) && v.car_type === 'used' && v.simple_fuel !== 'Electric',
    force: (v) => void Object.assign(v, { simple_transmission: 'Manual', gearnum: 6 }),
  },
  // A custom slider (spec 01 §1): the provider's embed code as dealers paste it into their feed.
  {
    name: 'customSlider',
    match: (v) => available(v) && Boolean(v.spin_code),
    pool: (v) => priced(v) && (v.images?.length ?? 0) >= 3 && !v.external_video_url,
    force: (v) => void (v.spin_code = `<iframe src="https://spins.spincar.com/forecourt-demo/${v.vin}" width="100%" height="480" allowfullscreen></iframe>`),
  },
  // An American-built vehicle whose feed gives its dimensions in feet (shown in metres, spec 01 §9).
  {
    name: 'dimensionsInFeet',
    match: (v) => available(v) && v.variant?.dimension_unit === 'ft',
    pool: (v) => priced(v) && US_MAKES.has(v.make) && v.variant?.vehiclelength != null && v.variant.vehiclewidth != null,
    force: (v) => void (v.variant = { ...v.variant, ...inFeet(v.variant) }),
  },
];
