import { z } from 'zod';
import { AccountSchema } from '../../../../src/config/account.ts';
import { FeaturesSchema } from '../../../../src/config/features.ts';
import { FinanceSettingsSchema } from '../../../../src/config/finance.ts';
import { StockSettingsSchema } from '../../../../src/config/stock.ts';
import { TextsSchema } from '../../../../src/config/texts.ts';
import { TurnstileSchema, ValuationProviderSchema } from '../../../../src/config/third-party.ts';
import { LeadDeliverySchema } from '../../../../src/config/lead-delivery.ts';
import { RESERVATION_DEPOSIT_AUD, RESERVATION_HOLD_HOURS } from '../../contract/index.ts';

/**
 * Narrow views of the dealer folders: only what the API reads. z.object drops unknown keys, so the
 * lead can add fields to site.json or the stock feed without breaking the server (boundary rule:
 * validate at the edge, tolerate extras).
 */

export const TenantSiteSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  url: z.url(),
  timeZone: z.string().default('Australia/Brisbane'),
  phone: z.string().optional(),
  email: z.string().optional(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), postcode: z.string() }).partial().optional(),
  dealerships: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })).default([]),
  // onlinePurchase: absent means off (src/config/features.ts), so narrower site objects stay valid.
  features: z
    .object({
      reserve: z.boolean().default(true),
      finance: z.boolean().default(true),
      onlinePurchase: z.boolean().optional(),
      // The PDF words a car's price as the site's car view model does (src/site/car-view.ts).
      subscriptions: FeaturesSchema.unwrap().shape.subscriptions,
      electricTag: FeaturesSchema.unwrap().shape.electricTag,
    })
    .prefault({}),
  /** The dealer's wording and stock labels (src/config/texts.ts, stock.ts): the PDF's price and status read them. */
  texts: TextsSchema,
  stock: StockSettingsSchema,
  /** The dealer's finance settings (src/config/finance.ts): the PDF states the car's finance offer as the page does. */
  finance: FinanceSettingsSchema,
  /** The dealer's own deposit and hold (src/config/experience.ts), defaulting to the spec's $200 / 48 h. */
  experience: z
    .object({
      reservationDeposit: z.number().positive().default(RESERVATION_DEPOSIT_AUD),
      reservationHoldHours: z.number().int().positive().default(RESERVATION_HOLD_HOURS),
    })
    .prefault({}),
  /** Where leads are delivered (src/config/lead-delivery.ts): the site build validates the same schema. */
  leadDelivery: LeadDeliverySchema,
  /** The outside services the API calls for this dealer (src/config/third-party.ts): valuation and captcha adapters. */
  integrations: z.object({ valuationProvider: ValuationProviderSchema, turnstile: TurnstileSchema }).prefault({}),
  /** Spin-to-win prizes and online-payment limits (src/config/account.ts): the page shows what the API enforces. */
  account: AccountSchema,
});
export type TenantSite = z.infer<typeof TenantSiteSchema>;

const text = z.string().nullish();
const num = z.number().nullish();

export const StockLenderSchema = z.object({
  disclaimer: text,
  deposit: num,
  termYears: num,
  termMonths: num,
  interestRate: num,
  comparisonRate: num,
  establishmentFees: num,
  paymentWeek: num,
  paymentMonth: num,
  totalPayable: num,
});

export const StockVehicleSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: text,
  series: text,
  price: z.number().min(0),
  /** The reduced price the shopper pays when there is one (the PDF prints it, as the page does). */
  offer_price: num,
  /** With the fields below: what the car view model reads to word the price, status and place. */
  before_price: num,
  subscription_price: num,
  preorder: z.boolean().nullish(),
  price_type: text,
  tag: text,
  certified: z.boolean().nullish(),
  created_at: text,
  sold_date_timestamp: num,
  fuel: text,
  city: text,
  location_name: text,
  km: num,
  status: z.string(),
  car_type: z.string(),
  reserved: z.boolean().nullish(),
  dealership_id: z.number().int(),
  dealership_slug: text,
  stocknum: text,
  vin: text,
  colour: text,
  simple_transmission: text,
  simple_fuel: text,
  simple_body: text,
  drive: text,
  updated_at: text,
  /** The feed's views count, which the page's count starts from (so a card and its page agree). */
  views: z.number().int().nonnegative().nullish().catch(null),
  images: z.array(z.unknown()).nullish(),
  location: z
    .object({
      id: z.number().int(),
      name: z.string(),
      phone: text,
      address: z.object({ street: text, city: text, state: text, postcode: text }).nullish(),
    })
    .nullish(),
  finance_lenders: z.record(z.string(), StockLenderSchema).nullish(),
  market_average_price: z.object({ state: num, national: num }).nullish(),
});
export type StockVehicle = z.infer<typeof StockVehicleSchema>;

export const StockFileSchema = z.object({
  generated_at: z.string().optional(),
  vehicles: z.array(z.unknown()),
});

const hhmm = z.string().regex(/^\d{2}:\d{2}$/).nullish();
const OpeningHourSchema = z.object({ weekday: z.number().int().min(0).max(6), status: z.string(), open: hhmm, close: hhmm });

export const TenantLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  location_type: z.string().nullish(),
  /** The dealership the location belongs to: a lead's dealership and location must agree. */
  dealership_slug: z.string().nullish(),
  time_zone: z.string().nullish(),
  primary: z.boolean().nullish(),
  address: z.object({ state: text, city: text, postcode: text }).nullish(),
  contact_detail: z
    .object({
      opening_hours: z.array(OpeningHourSchema).default([]),
      department_hours: z.object({ sales: z.array(OpeningHourSchema).optional() }).nullish(),
    })
    .nullish(),
  special_hours: z
    .array(z.object({ date: z.string(), status: z.string(), start_hour: hhmm, end_hour: hhmm, department: z.string().default('all') }))
    .default([]),
});
export type TenantLocation = z.infer<typeof TenantLocationSchema>;
export type OpeningHourEntry = z.infer<typeof OpeningHourSchema>;
