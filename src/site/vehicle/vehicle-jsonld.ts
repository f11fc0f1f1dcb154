import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { advertisedCondition, advertisedPrice, driveWheels, engineDisplacement } from '../../domain/advertised-vehicle.ts';
import { itemTypeLabel } from '../../domain/vehicle-categories.ts';

/**
 * The vehicle page's schema.org data (docs/published-standards.md#structured-data): the vehicle as its own
 * schema.org type, with the properties Google's vehicle listing documentation requires and recommends that
 * the feed gives, and an Offer only when the site shows a purchase price — an Offer without `price` is
 * invalid to Google, so a sold car or one at "Enquire for price" has none.
 */

type JsonLd = Record<string, unknown>;

/**
 * schema.org type per vehicle kind (src/domain/vehicle-categories.ts). schema.org has Car, Motorcycle and
 * BusOrCoach under Vehicle; a ute or van is a car to it (a wheeled, self-powered motor vehicle), and the
 * kinds it has no type for (truck, motorhome, caravan, trailer, boat) are a Vehicle with their kind as
 * `category`.
 */
const SCHEMA_TYPES: Readonly<Record<string, { type: string; category?: string }>> = {
  Car: { type: 'Car' },
  'Light commercial': { type: 'Car' },
  Motorcycle: { type: 'Motorcycle' },
  Truck: { type: 'Vehicle', category: 'Truck' },
  Motorhome: { type: 'Vehicle', category: 'Motorhome' },
  Caravan: { type: 'Vehicle', category: 'Caravan' },
  Trailer: { type: 'Vehicle', category: 'Trailer' },
  Boat: { type: 'Vehicle', category: 'Boat' },
};

export function vehicleSchemaType(vehicle: Pick<Vehicle, 'item_type'>): { type: string; category?: string } {
  return SCHEMA_TYPES[itemTypeLabel(vehicle.item_type) ?? 'Car'] ?? { type: 'Car' };
}

const quantity = (value: number, unitCode: string): JsonLd => ({ '@type': 'QuantitativeValue', value, unitCode });

function vehicleEngine(vehicle: Vehicle): JsonLd | undefined {
  const displacement = engineDisplacement(vehicle);
  const fuel = vehicle.simple_fuel ?? vehicle.fuel;
  if (!displacement && !fuel) return undefined;
  return {
    '@type': 'EngineSpecification',
    // UN/CEFACT codes, as schema.org asks: CMQ cubic centimetre, LTR litre.
    ...(displacement ? { engineDisplacement: quantity(displacement.value, displacement.unit === 'cc' ? 'CMQ' : 'LTR') } : {}),
    ...(fuel ? { fuelType: fuel } : {}),
  };
}

function offer(vehicle: Vehicle, config: SiteConfig, canonical: string): JsonLd | undefined {
  const price = advertisedPrice(vehicle);
  if (price === undefined) return undefined;
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'AUD',
    // Coming soon: on its way to the yard, and can be ordered now.
    availability: vehicle.status === 'coming_soon' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
    url: canonical,
    seller: { '@type': 'AutoDealer', name: config.name },
  };
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

export function vehicleJsonLd(vehicle: Vehicle, config: SiteConfig, canonical: string, imageUrls: string[], description: string): JsonLd {
  const { type, category } = vehicleSchemaType(vehicle);
  // Only a drive wheel configuration (4x4, AWD, FWD, RWD): a motorcycle's "Chain" or "Belt" is its final drive.
  const drive = driveWheels(vehicle.drive) ? text(vehicle.drive) : undefined;
  const engine = vehicleEngine(vehicle);
  const offers = offer(vehicle, config, canonical);
  const entries: Array<[string, unknown]> = [
    ['@context', 'https://schema.org'],
    ['@type', type],
    ['name', vehicle.name],
    ['description', description],
    ['url', canonical],
    ['category', category],
    ['brand', { '@type': 'Brand', name: vehicle.make }],
    ['model', vehicle.model],
    ['vehicleConfiguration', text(vehicle.badge)],
    ['vehicleModelDate', String(vehicle.year)],
    ['vehicleIdentificationNumber', text(vehicle.vin)],
    ['mileageFromOdometer', quantity(vehicle.km, 'KMT')],
    ['itemCondition', advertisedCondition(vehicle) === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'],
    ['bodyType', text(vehicle.simple_body)],
    ['fuelType', text(vehicle.simple_fuel ?? vehicle.fuel)],
    ['vehicleTransmission', text(vehicle.simple_transmission)],
    ['driveWheelConfiguration', drive],
    ['vehicleEngine', engine],
    ['numberOfDoors', vehicle.doors && vehicle.doors > 0 ? vehicle.doors : undefined],
    ['vehicleSeatingCapacity', vehicle.seats && vehicle.seats > 0 ? vehicle.seats : undefined],
    ['color', text(vehicle.colour)],
    ['vehicleInteriorColor', text(vehicle.interior_colour)],
    ['image', imageUrls.length > 0 ? imageUrls : undefined],
    ['offers', offers],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
