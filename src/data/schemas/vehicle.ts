import { z } from 'zod';
import { safeUrl } from '../../security/safe-url.ts';

/**
 * A stock record as dealers' feeds deliver it (spec 01 §3 "Vehicle", "Variant"; spec 02 §3 "Car").
 * Unknown feed fields are dropped, not rejected: feeds carry many fields we never show.
 */

const optionalText = z.string().trim().nullish();
const optionalNumber = z.number().nullish();
/** Every URL field shares one rule (src/security/safe-url.ts). */
const optionalUrl = safeUrl().nullish();

export const VehicleImageSchema = z.object({
  url: safeUrl(),
  thumb: z.object({ url: safeUrl() }).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  alt: z.string().optional(),
});

export const VariantSchema = z.object({
  cylinders: optionalNumber,
  enginesize: optionalNumber,
  enginesize_litres: optionalNumber,
  induction: optionalText,
  fuelconsumptioncombined: optionalNumber,
  fuelcapacity: optionalNumber,
  grossvehiclemass: optionalNumber,
  vehiclelength: optionalNumber,
  vehicleheight: optionalNumber,
  vehiclewidth: optionalNumber,
  towingcapacitybraked: optionalNumber,
  torque: optionalText,
  bodyconfiguration: optionalText,
  ancaprating: optionalNumber,
  /**
   * The unit of vehiclelength / vehiclewidth / vehicleheight: millimetres (absent or 'mm') unless the
   * feed says feet (caravan and imported-vehicle feeds do); feet are shown in metres (spec 01 §9: 0.3048).
   */
  dimension_unit: z.enum(['mm', 'ft']).optional(),
});

export const AddressSchema = z.object({
  id: z.number().int().optional(),
  street: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  postcode: z
    .string()
    .regex(/^\d{4}$/, 'a 4-digit Australian postcode')
    .optional(),
  lat: z.number().optional(),
  long: z.number().optional(),
  place_id: z.string().optional(),
  place_url: safeUrl().optional(),
  map_key: z.string().optional(),
});

export const VehicleLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  phone: z.string().optional(),
  distribution_locations: z.array(z.object({ id: z.number().int(), name: z.string() })).default([]),
  address: AddressSchema.optional(),
});

const HotspotSchema = z.object({
  id: z.string(),
  anchors: z.array(z.string()).default([]),
  description: z.string(),
});

export const HotspotsSchema = z.object({
  exterior: z.array(HotspotSchema).default([]),
  interior: z.array(HotspotSchema).default([]),
  positions: z.record(z.string(), z.object({ activeAngle: z.number(), posX: z.number(), posY: z.number() })).default({}),
});

export const FinanceLenderSchema = z.object({
  disclaimer: optionalText,
  deposit: optionalNumber,
  termYears: optionalNumber,
  interestRate: optionalNumber,
  comparisonRate: optionalNumber,
  establishmentFees: optionalNumber,
  paymentWeek: optionalNumber,
  paymentMonth: optionalNumber,
  totalPayable: optionalNumber,
  termMonths: optionalNumber,
});

export const CarTypeSchema = z.enum(['new', 'demo', 'used']);

export const VehicleSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes'),
  name: z.string().trim().min(1),
  year: z.number().int().min(1900).max(2100),
  make: z.string().trim().min(1),
  model: z.string().trim().min(1),
  badge: optionalText,
  series: optionalText,
  colour: optionalText,
  /** The trim's colour ('Black cloth'), when the feed gives it: All Specifications, structured data, ad feeds. */
  interior_colour: optionalText,
  gearnum: optionalNumber,
  bodyconfiguration: optionalText,
  car_type: CarTypeSchema,
  /** in_stock | coming_soon | sold, or anything else a feed sends (treated as not available). */
  status: z.string().min(1),
  price: z.number().min(0),
  before_price: optionalNumber,
  subscription_price: optionalNumber,
  offer_price: optionalNumber,
  price_type: optionalText,
  preorder: z.boolean().default(false),
  km: z.number().min(0).default(0),
  stocknum: optionalText,
  vin: optionalText,
  regplate: optionalText,
  rego_expiry: optionalText,
  build_date: optionalText,
  compliance_date: optionalText,
  images: z.array(VehicleImageSchema).default([]),
  primary_image_url: optionalUrl,
  video_url: optionalUrl,
  external_video_url: optionalUrl,
  spin_images: z.array(safeUrl()).default([]),
  spin_interior_image: optionalUrl,
  /**
   * Optional custom slider (spec 01 §1 gallery): a 360/tour provider's embed, as a URL or the
   * provider's `<iframe src=…>` code. Only the frame URL is ever used, and only on an allowed host
   * (src/site/vehicle/custom-slider.ts); the feed's markup itself never reaches a page.
   */
  spin_code: optionalText,
  hotspots: HotspotsSchema.optional(),
  tag: optionalText,
  /** What kind of vehicle it is (spec 01 §3 `item_type`: Car, Motorcycle, Caravan…; src/domain/vehicle-categories.ts). */
  item_type: optionalText,
  /** Shopping categories the dealer puts the car in (spec 01 §3 `categories`: Family, Off-road…). */
  categories: z.array(z.string()).default([]),
  reserved: z.boolean().default(false),
  certified: z.boolean().default(false),
  created_at: z.iso.datetime({ offset: true }),
  /** When the feed last changed the record (price, status, photos…), when it says: the sitemap's lastmod. */
  updated_at: z.iso.datetime({ offset: true }).nullish(),
  simple_fuel: optionalText,
  fuel: optionalText,
  simple_body: optionalText,
  simple_transmission: optionalText,
  drive: optionalText,
  seats: optionalNumber,
  doors: optionalNumber,
  engine_size: optionalNumber,
  engine_size_litres: optionalNumber,
  city: optionalText,
  state: optionalText,
  dealership_slug: z.string().min(1),
  dealership_id: z.number().int(),
  location: VehicleLocationSchema.optional(),
  location_id: z.number().int().nullish(),
  location_name: optionalText,
  dealercomments: optionalText,
  standardEquipment: z.array(z.string()).default([]),
  finance_lenders: z.record(z.string(), FinanceLenderSchema).default({}),
  variant: VariantSchema.optional(),
  /** Car history report file (spec 02 §3 Car.file). */
  file: optionalUrl,
  sold_date_timestamp: z.number().int().nullish(),
  show_on_dealer_website: z.boolean().default(true),
  has_nvic: z.boolean().default(false),
  payment_processors: z.array(z.string()).default([]),
  /** Custom rank; the index is ordered by it, descending (spec 01 §7). */
  rank: z.number().default(0),
  /** Page views as the feed counted them (spec 01 §3 Vehicle `views`): the card's views count. */
  views: z.number().int().min(0).nullish(),
  /** Average market prices for the below-market badge (spec 01 §5). */
  market_average_price: z.object({ state: optionalNumber, national: optionalNumber }).optional(),
});

export type Vehicle = z.infer<typeof VehicleSchema>;
export type VehicleInput = z.input<typeof VehicleSchema>;
export type VehicleImage = z.infer<typeof VehicleImageSchema>;
export type FinanceLender = z.infer<typeof FinanceLenderSchema>;
export type CarType = z.infer<typeof CarTypeSchema>;

/** The stock snapshot file: tenants/<slug>/data/stock.json */
export const StockFileSchema = z.object({
  generated_at: z.iso.datetime({ offset: true }).optional(),
  vehicles: z.array(z.unknown()),
});
