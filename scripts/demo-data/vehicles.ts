import type { VehicleInput } from '../../src/data/schemas/vehicle.ts';
import { formatKm } from '../../src/domain/format.ts';
import { BODY_CONFIG, coloursFor, slugify, type ModelSpec } from './catalogue.ts';
import { equipment, HOTSPOTS, longHtmlComment, shortComment } from './content.ts';
import type { DealerDef, DealershipStock, LocationSeed } from './dealers/types.ts';
import { spinImages, stillName, mediaUrl, vehicleImages } from './media.ts';
import { suburb } from './postcodes.ts';
import { createRng, hashString, type Rng } from './prng.ts';
import { demoCategories, demoItemType } from './classify.ts';
import { lenderEntry, regoPlate, retail, variant, vin } from './vehicle-extras.ts';

export const REFERENCE_DATE = '2026-11-21T00:00:00+10:00';
export const REFERENCE_MS = Date.parse(REFERENCE_DATE);
export const DAY_MS = 86_400_000;
const THIS_YEAR = 2026;

type Lifecycle = 'in_stock' | 'reserved' | 'coming_soon' | 'soldRecent' | 'soldWeek' | 'soldLong';

export const isoInstant = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number): string => String(n).padStart(2, '0');
/** A car's trim colour, chosen by its id rather than the random stream so every other generated value stays as it was. */
const INTERIOR_COLOURS = ['Black cloth', 'Charcoal cloth', 'Black leather', 'Grey cloth', 'Light grey leather', 'Beige leather'] as const;
const interiorColour = (id: number): string => INTERIOR_COLOURS[id % INTERIOR_COLOURS.length]!;

/**
 * The feed's page views (spec 01 §3 `views`): from the car's id and days listed, not the random stream,
 * so every other generated value stays as it was. A car listed today has none yet (the card shows nothing).
 */
function demoViews(id: number, listedDays: number): number | null {
  const perDay = createRng(hashString(`views:${id}`)).float(2, 18);
  const views = Math.floor(Math.max(listedDays, 0) * perDay);
  return views > 0 ? views : null;
}

function pickModel(rng: Rng, models: readonly ModelSpec[]): ModelSpec {
  return rng.weighted(models.map((model) => [model, model.weight] as const));
}

/** All vehicles of a dealer, dealership by dealership, each from its own random stream. */
export function generateStock(def: DealerDef, rng: Rng): VehicleInput[] {
  const vehicles: VehicleInput[] = [];
  let id = def.ids.vehicle;
  for (const slot of def.stock) {
    const slotRng = rng.fork(slot.dealershipSlug);
    const sites = def.locations.filter((l) => l.dealershipId === slot.dealershipId && l.type !== 'service' && l.type !== 'parts' && l.visible !== false);
    let stockNumber = 10_000 + slotRng.int(0, 800);
    for (let i = 0; i < slot.count; i++) {
      id += slotRng.int(1, 40);
      stockNumber += slotRng.int(1, 7);
      vehicles.push(makeVehicle(def, slot, sites, slotRng, id, `${slot.stockPrefix}${stockNumber}`));
    }
  }
  return vehicles;
}

function chooseYear(rng: Rng, spec: ModelSpec, carType: string): number {
  const [first, last] = spec.years;
  if (carType === 'new') return rng.chance(0.15) && last - 1 >= first ? last - 1 : last;
  if (carType === 'demo') return rng.chance(0.4) && last - 1 >= first ? last - 1 : last;
  const newest = Math.max(first, Math.min(last, THIS_YEAR - 1));
  return newest - Math.floor((newest - first + 1) * rng.next() ** 1.6);
}

function chooseKm(rng: Rng, kind: DealerDef['kind'], carType: string, age: number): number {
  if (carType === 'new') return rng.int(0, 10);
  if (carType === 'demo') return kind === 'bike' ? rng.int(150, 2500) : rng.int(500, 9000);
  const perYear = kind === 'bike' ? rng.int(2000, 6000) : rng.int(9000, 19000);
  return Math.max(kind === 'bike' ? 300 : 1500, Math.round((Math.max(age, 0.5) * perYear + rng.int(0, 4000)) / 10) * 10);
}

function makeVehicle(def: DealerDef, slot: DealershipStock, sites: readonly LocationSeed[], rng: Rng, id: number, stocknum: string): VehicleInput {
  const carType = rng.weighted([
    ['new', slot.mix.new],
    ['demo', slot.mix.demo],
    ['used', slot.mix.used],
  ] as const);
  const spec = carType === 'used' ? pickModel(rng, rng.weighted(slot.used)) : pickModel(rng, slot.franchise);
  const badgeIndex = rng.int(0, spec.badges.length - 1);
  const badge = spec.badges[badgeIndex] ?? '';
  const year = chooseYear(rng, spec, carType);
  const age = THIS_YEAR - year;
  const s = def.status;
  const lifecycle = rng.weighted<Lifecycle>([
    ['coming_soon', carType === 'used' ? s.comingSoon / 4 : s.comingSoon],
    ['reserved', s.reserved],
    ['soldRecent', s.soldRecent],
    ['soldWeek', s.soldWeek],
    ['soldLong', s.soldLong],
    ['in_stock', 1 - s.comingSoon - s.reserved - s.soldRecent - s.soldWeek - s.soldLong],
  ]);
  const km = lifecycle === 'coming_soon' && carType === 'new' ? 0 : chooseKm(rng, def.kind, carType, age);
  const colour = rng.weighted(coloursFor(spec.body, def.colours).map((c, i) => [c, i < 3 ? 3 : 1] as const));
  const primary = sites.find((l) => l.primary) ?? sites[0];
  if (!primary) throw new Error(`${def.slug}: dealership ${slot.dealershipId} has no sales location`);
  const site = sites.length > 1 && rng.chance(0.15) ? rng.pick(sites.filter((l) => l !== primary)) : primary;
  const place = suburb(site.suburb, site.state);

  // Prices: the badge's place in the range, then age and kilometres for used.
  const level = spec.badges.length > 1 ? badgeIndex / (spec.badges.length - 1) : 0;
  const listNew = spec.price[0] + (spec.price[1] - spec.price[0]) * level;
  const runout = carType === 'new' && year < spec.years[1];
  const value =
    carType === 'new'
      ? listNew * rng.float(0.98, 1.03) * (runout ? 0.95 : 1)
      : carType === 'demo'
        ? listNew * rng.float(0.86, 0.94)
        : listNew * 0.84 * 0.89 ** age * (1 - Math.min(km / 500_000, 0.35));
  const noPrice = rng.chance(lifecycle === 'coming_soon' ? 0.2 : 0.015);
  const price = noPrice ? 0 : Math.max(2990, retail(rng, value));
  const wasPrice = price > 0 && rng.chance(0.1) ? retail(rng, price + rng.int(1000, 5000)) : price > 0 && rng.chance(0.01) ? price - 1000 : null;

  // Dates: new arrivals inside the last 8 days; sold cars carry their sale time in seconds.
  const soldDays =
    lifecycle === 'soldRecent' ? rng.float(0.1, 2.9) : lifecycle === 'soldWeek' ? rng.float(4, 13.5) : lifecycle === 'soldLong' ? rng.float(60, 240) : null;
  const soldMs = soldDays === null ? null : REFERENCE_MS - soldDays * DAY_MS;
  const createdMs =
    soldMs !== null
      ? soldMs - rng.float(5, 100) * DAY_MS
      : lifecycle === 'coming_soon'
        ? REFERENCE_MS - rng.float(0.1, 20) * DAY_MS
        : REFERENCE_MS - (rng.chance(0.09) ? rng.float(0.05, 7.9) : rng.float(8, 120)) * DAY_MS;
  const buildMonth = year === THIS_YEAR ? rng.int(1, 10) : rng.int(1, 12);

  const name = `${year} ${spec.make} ${spec.model}${badge && badge !== spec.model ? ` ${badge}` : ''}`;
  const electric = spec.powertrain.fuel === 'Electric';
  const manual = carType === 'used' && !electric && def.kind === 'car' && rng.chance(0.06);
  const imageCount =
    lifecycle === 'coming_soon'
      ? rng.int(1, 2)
      : rng.weighted([
          [1, 4],
          [2, 4],
          [3, 6],
          [4, 10],
          [5, 14],
          [6, 16],
          [7, 14],
          [8, 12],
          [9, 6],
          [10, 4],
          [11, 3],
          [12, 3],
        ] as const);
  const images = vehicleImages(def.kind, spec.body, colour.slug, imageCount);
  const spinnable = colour.slug === 'pearl-white' && ['suv', 'ute', 'adventure', 'naked'].includes(spec.body) && imageCount >= 5;
  const spin = spinnable && lifecycle === 'in_stock' && rng.chance(0.05);
  const dealershipName = def.site.dealerships.find((d) => d.id === slot.dealershipId)?.name ?? def.site.name;
  const comment = { name, carType, dealer: dealershipName, phone: site.phone, noun: def.site.vehicleNoun?.singular ?? 'car', kms: formatKm(km) };
  const commentRoll = rng.next();
  const vinText = vin(rng, spec.make, year);
  const registered = carType === 'used' || (carType === 'demo' && rng.chance(0.7));
  const market = carType === 'used' && price > 0 && rng.chance(0.5) ? rng.float(0.9, 1.12) : null;
  const distribution = sites.length > 1 && rng.chance(0.6) ? sites.map((l) => ({ id: l.id, name: l.name })) : [];

  return {
    id,
    slug: slugify(`${year} ${spec.make} ${spec.model} ${badge} ${stocknum}`),
    name,
    year,
    make: spec.make,
    model: spec.model,
    badge,
    series: spec.series,
    colour: colour.name,
    ...(def.kind === 'bike' ? {} : { interior_colour: interiorColour(id) }),
    gearnum: manual ? 6 : spec.powertrain.gears,
    bodyconfiguration: BODY_CONFIG[spec.body],
    car_type: carType,
    status: lifecycle === 'coming_soon' ? 'coming_soon' : soldMs !== null ? 'sold' : 'in_stock',
    price,
    before_price: wasPrice,
    subscription_price:
      def.subscriptions && price > 0 && carType !== 'demo' && rng.chance(0.1) ? Math.max(99, Math.round(price / 52 / 2.3 / 10) * 10 - 1) : null,
    offer_price: carType === 'new' && price > 0 && rng.chance(0.015) ? price - 1000 * rng.int(1, 3) : null,
    price_type: carType === 'used' && rng.chance(0.3) ? 'Excl. Govt. Charges' : 'Drive Away',
    preorder: lifecycle === 'coming_soon' && carType === 'new' && rng.chance(0.35),
    km,
    stocknum,
    vin: vinText,
    regplate: registered ? regoPlate(rng, site.state) : null,
    rego_expiry: registered ? isoDay(REFERENCE_MS + rng.int(20, 360) * DAY_MS) : null,
    build_date: `${year}-${pad(buildMonth)}`,
    compliance_date: `${year}-${pad(Math.min(12, buildMonth + 1))}`,
    images,
    primary_image_url: images[0]?.url ?? null,
    external_video_url: lifecycle !== 'soldLong' && rng.chance(0.012) ? `https://www.youtube-nocookie.com/embed/${videoId(rng)}` : null,
    spin_images: spin ? spinImages(spec.body, colour.slug) : [],
    spin_interior_image: spin ? mediaUrl(stillName(spec.body, colour.slug, def.kind === 'bike' ? 'cockpit' : 'interior')) : null,
    ...(spin ? { hotspots: hotspots(rng, def.kind) } : {}),
    tag: runout && rng.chance(def.tags.runout) ? 'Runout Sale' : carType !== 'used' && rng.chance(def.tags.testDriveOnly) ? 'Test Drive Only' : null,
    item_type: demoItemType(spec, def.kind),
    categories: demoCategories(spec, def.kind),
    reserved: lifecycle === 'reserved',
    certified: slot.certifiedMake === spec.make && carType === 'used' && age <= 6 && km < 140_000 && rng.chance(0.75),
    created_at: isoInstant(createdMs),
    views: demoViews(id, ((soldMs ?? REFERENCE_MS) - createdMs) / DAY_MS),
    simple_fuel: spec.powertrain.fuel,
    fuel: spec.powertrain.fuelText,
    simple_body: spec.body,
    simple_transmission: manual ? 'Manual' : spec.powertrain.transmission,
    drive: spec.powertrain.drive,
    seats: spec.seats,
    doors: spec.doors,
    engine_size: spec.powertrain.cc ?? (Math.round(spec.powertrain.litres * 1000) || null),
    engine_size_litres: spec.powertrain.litres || null,
    city: place.suburb,
    state: place.state,
    dealership_slug: slot.dealershipSlug,
    dealership_id: slot.dealershipId,
    location: {
      id: site.id,
      name: site.name,
      slug: site.slug,
      phone: site.phone,
      distribution_locations: distribution,
      address: { id: site.id, street: site.street, city: place.suburb, state: place.state, postcode: place.postcode, lat: place.lat, long: place.lng },
    },
    location_id: site.id,
    location_name: site.name,
    dealercomments: commentRoll < 0.12 ? null : commentRoll < 0.7 ? shortComment(rng, comment) : longHtmlComment(rng, comment),
    standardEquipment: rng.chance(0.1) ? [] : equipment(rng, def.kind, spec.body, electric),
    finance_lenders: price > 0 && !rng.chance(0.08) ? { [def.provider]: lenderEntry(rng, def.provider, price, carType, rng.chance(0.06)) } : {},
    ...(rng.chance(0.08) ? {} : { variant: { ...variant(rng, spec, def.kind), bodyconfiguration: BODY_CONFIG[spec.body] } }),
    file: carType === 'used' && rng.chance(0.06) ? `https://reports.forecourt.example/history/${vinText}.pdf` : null,
    sold_date_timestamp: soldMs === null ? null : Math.floor(soldMs / 1000),
    show_on_dealer_website: !rng.chance(0.01),
    has_nvic: carType === 'used',
    rank: rng.int(1, 1000),
    ...(market === null ? {} : { market_average_price: marketPrices(rng, price, market) }),
  };
}

function videoId(rng: Rng): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from({ length: 11 }, () => alphabet.charAt(rng.int(0, alphabet.length - 1))).join('');
}

export function marketPrices(rng: Rng, price: number, factor: number): { state: number | null; national: number } {
  const state = Math.round((price * factor) / 10) * 10;
  return { state: rng.chance(0.15) ? null : state, national: Math.round((state * rng.float(0.97, 1.03)) / 10) * 10 };
}

function hotspots(rng: Rng, kind: DealerDef['kind']): NonNullable<VehicleInput['hotspots']> {
  const exterior = kind === 'bike' ? HOTSPOTS.exterior.slice(0, 2) : HOTSPOTS.exterior;
  const interior = kind === 'bike' ? [] : HOTSPOTS.interior;
  const positions: Record<string, { activeAngle: number; posX: number; posY: number }> = {};
  for (const spot of [...exterior, ...interior]) {
    positions[spot.id] = { activeAngle: rng.int(0, 23), posX: rng.int(20, 80), posY: rng.int(30, 70) };
  }
  return { exterior, interior, positions };
}
