import { advertisedCondition, advertisedPrice } from '../../domain/advertised-vehicle.ts';
import { itemTypeLabel } from '../../domain/vehicle-categories.ts';
import { advertisedCars, carUrls, dateInStock, needsVin, priceText, type FeedInput, type FeedRule, type LeftOut } from './advertised-cars.ts';

/**
 * The Google vehicle listings feed (https://developers.google.com/vehicle-listings/reference/feed-specification;
 * file format: https://developers.google.com/vehicle-listings/integration-process/feed-setup#feed-format):
 * one CSV row (RFC 4180) per advertised car, the whole inventory in one file.
 */

export const GOOGLE_FEED_PATH = 'feeds/google-vehicle-listings.csv';

/** The spec's attributes this feed fills, in column order. */
export const GOOGLE_COLUMNS = [
  'store_code',
  'id',
  'vin',
  'dealership_name',
  'dealership_address',
  'tracking_phone_number',
  'year',
  'make',
  'model',
  'trim',
  'condition',
  'certified_pre_owned',
  'mileage',
  'price',
  'vehicle_msrp',
  'exterior_color',
  'interior_color',
  'link',
  'image_link',
  'additional_image_link',
  'date_in_stock',
] as const;

export type GoogleRow = Record<(typeof GOOGLE_COLUMNS)[number], string>;

/**
 * Google takes passenger vehicles only: its vehicle ads policy
 * (https://support.google.com/merchants/answer/11544533) excludes motorcycles, motorhomes, boats and any
 * vehicle needing a commercial licence, and names utes as supported in Australia. A feed item type we do
 * not know is a car, as everywhere else on the site.
 */
const PASSENGER_TYPES: ReadonlySet<string> = new Set(['Car', 'Light commercial']);

export const needsPassengerVehicle: FeedRule = (vehicle) => {
  const type = itemTypeLabel(vehicle.item_type) ?? 'Car';
  return PASSENGER_TYPES.has(type) ? undefined : `not a passenger vehicle (${type.toLowerCase()})`;
};

/** Google shows up to 10 additional pictures a car. */
const ADDITIONAL_IMAGES = 10;

export function googleVehicleListings(input: FeedInput): { rows: GoogleRow[]; leftOut: LeftOut } {
  const { config } = input;
  const { cars, leftOut } = advertisedCars(input, [needsPassengerVehicle, needsVin]);
  const rows = cars.map(({ vehicle, yard }): GoogleRow => {
    const { page, photos } = carUrls(vehicle, config);
    const condition = advertisedCondition(vehicle);
    return {
      store_code: yard.code,
      id: vehicle.stocknum?.trim() || String(vehicle.id),
      vin: (vehicle.vin ?? '').trim().toUpperCase(),
      dealership_name: yard.name,
      // "Full dealership address, which includes the city, postal code, and country".
      dealership_address: [yard.street, yard.city, [yard.state, yard.postcode].filter(Boolean).join(' '), 'AU'].filter(Boolean).join(', '),
      tracking_phone_number: yard.phone ?? '',
      year: String(vehicle.year),
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.badge?.trim() ?? '',
      condition,
      certified_pre_owned: condition === 'used' ? (vehicle.certified ? 'yes' : 'no') : '',
      // Kilometres: the odometer as the site shows it, the unit written out.
      mileage: `${Math.round(vehicle.km)} km`,
      price: priceText(advertisedPrice(vehicle) ?? 0),
      // The stock feed has no manufacturer's list price; a new car's regular price (before any offer price) is the nearest.
      vehicle_msrp: condition === 'new' ? priceText(vehicle.price) : '',
      exterior_color: vehicle.colour?.trim() ?? '',
      interior_color: vehicle.interior_colour?.trim() ?? '',
      link: page,
      image_link: photos[0] ?? '',
      additional_image_link: photos.slice(1, 1 + ADDITIONAL_IMAGES).join(','),
      date_in_stock: dateInStock(vehicle, config.timeZone),
    };
  });
  return { rows, leftOut };
}
