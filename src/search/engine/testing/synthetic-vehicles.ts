import { vehiclePath } from '../../../site/routes.ts';
import type { SearchDocument } from '../port.ts';

/**
 * Deterministic, realistic Australian stock for size tests and benchmarks (never shipped): the same
 * seed always gives the same vehicles, shaped like the search documents the build produces.
 */

/** mulberry32: tiny, fast and good enough for test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATALOGUE: Record<string, Record<string, [body: string, badges: string[]]>> = {
  Toyota: {
    Corolla: ['Hatch', ['Ascent Sport', 'SX', 'ZR']],
    Camry: ['Sedan', ['Ascent', 'SL', 'SX']],
    HiLux: ['Ute', ['Workmate', 'SR', 'SR5', 'Rogue']],
    RAV4: ['SUV', ['GX', 'GXL', 'Cruiser', 'Edge']],
    LandCruiser: ['SUV', ['GX', 'GXL', 'VX', 'Sahara']],
    Prado: ['SUV', ['GX', 'GXL', 'Kakadu']],
  },
  Mazda: {
    'CX-5': ['SUV', ['Maxx', 'Touring', 'Akera']],
    Mazda3: ['Hatch', ['G20', 'G25', 'Astina']],
    'BT-50': ['Ute', ['XT', 'XTR', 'Thunder']],
    'CX-30': ['SUV', ['G20', 'G25']],
  },
  Ford: { Ranger: ['Ute', ['XL', 'XLT', 'Wildtrak', 'Raptor']], Everest: ['SUV', ['Ambiente', 'Trend', 'Platinum']], Mustang: ['Coupe', ['GT', 'EcoBoost']] },
  Hyundai: { i30: ['Hatch', ['Active', 'Elite', 'N Line']], Tucson: ['SUV', ['Elite', 'Highlander']], Kona: ['SUV', ['Active', 'Premium']] },
  Kia: { Sportage: ['SUV', ['S', 'SX', 'GT-Line']], Cerato: ['Hatch', ['S', 'Sport', 'GT']], Carnival: ['People Mover', ['S', 'Platinum']] },
  Mitsubishi: { Triton: ['Ute', ['GLX', 'GLS', 'GSR']], Outlander: ['SUV', ['ES', 'LS', 'Exceed']], ASX: ['SUV', ['ES', 'LS']] },
  Nissan: { Navara: ['Ute', ['SL', 'ST', 'ST-X', 'Pro-4X']], 'X-Trail': ['SUV', ['ST', 'ST-L', 'Ti']], Patrol: ['SUV', ['Ti', 'Ti-L']] },
  Volkswagen: { Golf: ['Hatch', ['Life', 'R-Line', 'GTI']], Amarok: ['Ute', ['Core', 'Style', 'Aventura']], Tiguan: ['SUV', ['Life', 'Elegance']] },
  Subaru: { Forester: ['SUV', ['2.5i', '2.5i-L', 'Hybrid S']], Outback: ['Wagon', ['AWD', 'Touring']], WRX: ['Sedan', ['Base', 'tS']] },
  Isuzu: { 'D-Max': ['Ute', ['SX', 'LS-U', 'X-Terrain']], 'MU-X': ['SUV', ['LS-M', 'LS-T']] },
  Tesla: { 'Model 3': ['Sedan', ['RWD', 'Long Range', 'Performance']], 'Model Y': ['SUV', ['RWD', 'Long Range']] },
  'Mercedes-Benz': { 'A-Class': ['Hatch', ['A200', 'A250']], GLC: ['SUV', ['GLC300', 'GLC43']] },
  'Land Rover': { Defender: ['SUV', ['110', '130']], 'Range Rover Evoque': ['SUV', ['S', 'SE']] },
  Honda: { Civic: ['Hatch', ['VTi-LX', 'Type R']], 'CR-V': ['SUV', ['VTi', 'VTi L']] },
  BYD: { Atto: ['SUV', ['Dynamic', 'Premium']], Seal: ['Sedan', ['Premium', 'Performance']] },
};
const WEIGHTS: Record<string, number> = {
  Toyota: 9,
  Mazda: 5,
  Ford: 5,
  Hyundai: 4,
  Kia: 4,
  Mitsubishi: 3,
  Nissan: 3,
  Volkswagen: 2,
  Subaru: 2,
  Isuzu: 2,
  Tesla: 1,
  'Mercedes-Benz': 1,
  'Land Rover': 1,
  Honda: 1,
  BYD: 1,
};
const LOCATIONS: Array<[state: string, cities: string[]]> = [
  ['NSW', ['Sydney', 'Parramatta', 'Newcastle', 'Wollongong', 'Penrith', 'Dubbo']],
  ['VIC', ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo', 'Dandenong']],
  ['QLD', ['Brisbane', 'Gold Coast', 'Sunshine Coast', 'Toowoomba', 'Cairns', 'Townsville']],
  ['WA', ['Perth', 'Joondalup', 'Bunbury']],
  ['SA', ['Adelaide', 'Mount Gambier']],
  ['TAS', ['Hobart', 'Launceston']],
  ['ACT', ['Canberra']],
  ['NT', ['Darwin']],
];
const COLOURS = ['White', 'Silver', 'Grey', 'Black', 'Blue', 'Red', 'Green', 'Orange', 'Bronze'];
const DEALERSHIPS = [
  'Harbour City Motors',
  'Bayside Auto',
  'Sunshine Cars',
  'Swan Valley Autos',
  'Torrens Motor Group',
  'Apple Isle Cars',
  'Capital Car Co',
  'Top End Motors',
];
const TAGS = ['Runout Sale', 'Test Drive Only', 'One Owner', 'Low Kms', 'Certified Pre-Owned'];

export function syntheticVehicles(count: number, seed = 20260501): SearchDocument[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const weightedMakes = Object.entries(WEIGHTS).flatMap(([make, weight]) => Array<string>(weight).fill(make));
  const vehicles: SearchDocument[] = [];
  for (let i = 0; i < count; i++) {
    const id = 100000 + i;
    const make = pick(weightedMakes);
    const models = CATALOGUE[make]!;
    const model = pick(Object.keys(models));
    const [body, badges] = models[model]!;
    const badge = pick(badges);
    const carType = random() < 0.15 ? 'new' : random() < 0.2 ? 'demo' : 'used';
    const year = carType === 'used' ? 2008 + Math.floor(random() * 16) : 2024 + Math.floor(random() * 2);
    const age = 2026 - year;
    const price = Math.round((carType === 'used' ? 8000 + (random() * 70000) / (1 + age * 0.15) : 30000 + random() * 90000) / 10) * 10;
    const km = carType === 'new' ? Math.floor(random() * 50) : Math.round((age * 14000 + random() * 20000) / 10) * 10;
    const [state, cities] = pick(LOCATIONS);
    const city = pick(cities);
    const dealershipId = 1 + Math.floor(random() * DEALERSHIPS.length);
    const dealership = DEALERSHIPS[dealershipId - 1]!;
    const status = random() < 0.85 ? 'in_stock' : random() < 0.5 ? 'coming_soon' : 'sold';
    const created = 1735689600 + Math.floor(random() * 31536000);
    const fuel = body === 'Ute' ? 'Diesel' : make === 'Tesla' || make === 'BYD' ? 'Electric' : random() < 0.2 ? 'Hybrid' : 'Petrol';
    vehicles.push({
      id,
      slug: `${year}-${make}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: `${year} ${make} ${model} ${badge}`,
      make,
      model,
      badge,
      series: null,
      colour: pick(COLOURS),
      year,
      price,
      before_price: random() < 0.2 ? price + 2000 : null,
      subscription_price: random() < 0.1 ? Math.round(price / 150) : null,
      km,
      car_type: carType,
      status,
      simple_body: body,
      simple_fuel: fuel,
      simple_transmission: random() < 0.85 ? 'Automatic' : 'Manual',
      drive: body === 'Ute' ? '4x4' : random() < 0.7 ? 'FWD' : 'AWD',
      seats: body === 'People Mover' ? 8 : body === 'SUV' && random() < 0.4 ? 7 : 5,
      doors: body === 'Coupe' || body === 'Ute' ? 2 : 4,
      state,
      city,
      stocknum: `${make.slice(0, 2).toUpperCase()}${id}`,
      dealership_id: dealershipId,
      dealership_name: dealership,
      dealership_slug: dealership.toLowerCase().replace(/\s+/g, '-'),
      location_name: `${dealership} ${city}`,
      tag: random() < 0.15 ? pick(TAGS) : null,
      certified: random() < 0.1,
      reserved: random() < 0.03,
      show_on_dealer_website: random() < 0.97,
      sold_date_timestamp: status === 'sold' ? created + 86400 * 30 : null,
      created_at_timestamp: created,
      rank: Math.floor(random() * 100),
      views: Math.floor(random() * 900),
      photos_count: 10 + Math.floor(random() * 30),
      primary_image_url: `https://images.example.com/stock/${id}/1.jpg`,
      path: vehiclePath(String(id)),
      price_type: random() < 0.8 ? 'Drive Away' : 'Excl. Government Charges',
    });
  }
  return vehicles;
}
