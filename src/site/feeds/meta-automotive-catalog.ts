import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { advertisedCondition, advertisedPrice, driveWheels } from '../../domain/advertised-vehicle.ts';
import { conditionLabel } from '../../domain/condition.ts';
import { itemTypeLabel } from '../../domain/vehicle-categories.ts';
import { dealerHtmlToText } from '../sanitize-html.ts';
import { advertisedCars, carUrls, dateInStock, needsPhoto, needsVin, priceText, type FeedInput, type FeedRule, type LeftOut } from './advertised-cars.ts';

/**
 * The Meta automotive inventory ads catalog (https://developers.facebook.com/docs/marketing-api/auto-ads/reference):
 * one CSV row per advertised car. Nested fields are flattened into JSON-path columns (`mileage.value`,
 * `address.city`), the pictures are one JSON array (`image`), as the reference allows. Enum values are
 * upper case (Meta reads them case-insensitively).
 */

export const META_FEED_PATH = 'feeds/meta-automotive-catalog.csv';

export const META_COLUMNS = [
  'vehicle_id',
  'vin',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'trim',
  'mileage.value',
  'mileage.unit',
  'image',
  'price',
  'state_of_vehicle',
  'availability',
  'vehicle_type',
  'body_style',
  'exterior_color',
  'interior_color',
  'transmission',
  'fuel_type',
  'drivetrain',
  'date_first_on_lot',
  'dealer_id',
  'dealer_name',
  'dealer_phone',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
] as const;

export type MetaRow = Record<(typeof META_COLUMNS)[number], string>;

/** Meta takes up to 20 pictures a vehicle. */
const MAX_IMAGES = 20;
const MAX_DESCRIPTION = 5000;

/** The feed's body names (src `simple_body`) as Meta's body_style values. */
const BODY_STYLES: Readonly<Record<string, string>> = {
  sedan: 'SEDAN',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  suv: 'SUV',
  wagon: 'WAGON',
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  cabriolet: 'CONVERTIBLE',
  ute: 'PICKUP',
  cabchassis: 'TRUCK',
  van: 'VAN',
  peoplemover: 'MINIVAN',
  crossover: 'CROSSOVER',
};

const VEHICLE_TYPES: Readonly<Record<string, string>> = {
  Car: 'CAR_TRUCK',
  'Light commercial': 'CAR_TRUCK',
  Truck: 'COMMERCIAL',
  Motorcycle: 'MOTORCYCLE',
  Caravan: 'RV_CAMPER',
  Motorhome: 'RV_CAMPER',
  Trailer: 'TRAILER',
  Boat: 'BOAT',
};

const FUEL_TYPES: Readonly<Record<string, string>> = {
  petrol: 'PETROL',
  diesel: 'DIESEL',
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
};

const DRIVETRAINS = { 'four-wheel': 'FOUR_WD', 'all-wheel': 'AWD', 'front-wheel': 'FWD', 'rear-wheel': 'RWD' } as const;

const key = (text: string | null | undefined) =>
  (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const needsColour: FeedRule = (vehicle) => (vehicle.colour?.trim() ? undefined : 'no exterior colour');

/** The dealer's own words, as plain text; where there are none, what the car is in one sentence. */
function description(vehicle: Vehicle, dealerName: string): string {
  const own = dealerHtmlToText(vehicle.dealercomments).trim();
  if (own) return own.length > MAX_DESCRIPTION ? `${own.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…` : own;
  const facts = [`${vehicle.km.toLocaleString('en-AU')} km`, vehicle.colour, vehicle.simple_transmission, vehicle.simple_fuel].filter(Boolean).join(', ');
  return `${conditionLabel(vehicle.car_type)} ${vehicle.name}: ${facts}. For sale at ${dealerName}.`;
}

export function metaAutomotiveCatalog(input: FeedInput): { rows: MetaRow[]; leftOut: LeftOut } {
  const { config } = input;
  const { cars, leftOut } = advertisedCars(input, [needsVin, needsPhoto, needsColour]);
  const rows = cars.map(({ vehicle, yard }): MetaRow => {
    const { page, photos } = carUrls(vehicle, config);
    const condition = advertisedCondition(vehicle);
    const drive = driveWheels(vehicle.drive);
    const transmission = key(vehicle.simple_transmission);
    return {
      vehicle_id: String(vehicle.id),
      vin: (vehicle.vin ?? '').trim().toUpperCase(),
      title: vehicle.name,
      description: description(vehicle, yard.name),
      url: page,
      make: vehicle.make,
      model: vehicle.model,
      year: String(vehicle.year),
      trim: vehicle.badge?.trim() ?? '',
      'mileage.value': String(Math.round(vehicle.km)),
      'mileage.unit': 'KM',
      image: JSON.stringify(photos.slice(0, MAX_IMAGES).map((url) => ({ url }))),
      price: priceText(advertisedPrice(vehicle) ?? 0),
      state_of_vehicle: condition === 'new' ? 'NEW' : vehicle.certified ? 'CPO' : 'USED',
      // A reserved car is on hold for a buyer: its sale is pending.
      availability: vehicle.reserved ? 'PENDING' : 'AVAILABLE',
      vehicle_type: VEHICLE_TYPES[itemTypeLabel(vehicle.item_type) ?? 'Car'] ?? 'OTHER',
      body_style: BODY_STYLES[key(vehicle.simple_body)] ?? 'OTHER',
      exterior_color: vehicle.colour?.trim() ?? '',
      interior_color: vehicle.interior_colour?.trim() ?? '',
      transmission: transmission === 'automatic' || transmission === 'manual' ? transmission.toUpperCase() : 'OTHER',
      fuel_type: FUEL_TYPES[(vehicle.simple_fuel ?? '').trim().toLowerCase()] ?? 'OTHER',
      drivetrain: drive ? DRIVETRAINS[drive] : 'OTHER',
      date_first_on_lot: dateInStock(vehicle, config.timeZone),
      dealer_id: yard.code,
      dealer_name: yard.name,
      dealer_phone: yard.phone ?? '',
      'address.addr1': yard.street,
      'address.city': yard.city,
      'address.region': yard.state,
      'address.postal_code': yard.postcode ?? '',
      'address.country': 'AU',
      latitude: yard.lat !== undefined ? String(yard.lat) : '',
      longitude: yard.lng !== undefined ? String(yard.lng) : '',
    };
  });
  return { rows, leftOut };
}
