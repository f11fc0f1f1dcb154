import { z } from 'zod';
import { safeUrl } from '../../security/safe-url.ts';
import { AddressSchema } from './vehicle.ts';

/** spec 02 §3 "Opening hour entry": weekday 0 is Sunday. */
export const OpeningHourSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  status: z.string().default('Open'),
  formated_hours: z.string().optional(),
  /** 24-hour "HH:MM" in the dealer's time zone. */
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullish(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullish(),
});

export const DepartmentSchema = z.enum(['all', 'sales', 'service', 'parts']);

/** spec 02 §3 "Special (holiday) hours". */
export const SpecialHoursSchema = z.object({
  date: z.iso.date(),
  status: z.string(),
  start_hour: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullish(),
  end_hour: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullish(),
  department: DepartmentSchema.default('all'),
  location_name: z.string().optional(),
  name: z.string().optional(),
});

/** spec 02 §3 "Review"; rating 1 to 5, review_date DD/MM/YYYY. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  customer_name: z.string(),
  rating: z.number().int().min(1).max(5),
  image: safeUrl().nullish(),
  created_at_time_ago_in_words: z.string().optional(),
  review_date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'DD/MM/YYYY'),
  review_date_in_words: z.string().optional(),
});

export const ReviewSummarySchema = z.object({
  /** A string in the data (spec 02 §3): e.g. "4.7". */
  average_rating: z.string(),
  count: z.number().int().min(0),
  list: z.array(ReviewSchema).default([]),
});

export const LocationTypeSchema = z.enum(['sales', 'service', 'parts', '']);

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  /** Empty means sales (spec 02 §3). */
  location_type: LocationTypeSchema.default(''),
  location_subtype: z.string().optional(),
  /** IANA time zone of this location (a group can span states); defaults to the site's. */
  time_zone: z.string().optional(),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  manufacturers: z.array(z.string()).default([]),
  address: AddressSchema,
  contact_detail: z.object({
    phone: z.string().optional(),
    landline_phone: z.string().optional(),
    email: z.string().optional(),
    opening_hours: z.array(OpeningHourSchema).default([]),
    /** Other departments' weekly hours at the same site, keyed by department. */
    department_hours: z.partialRecord(z.enum(['sales', 'service', 'parts']), z.array(OpeningHourSchema)).default({}),
  }),
  special_hours: z.array(SpecialHoursSchema).default([]),
  image: z.object({ url: safeUrl(), thumb: z.object({ url: safeUrl() }).optional() }).nullish(),
  average_rating: z.string().optional(),
  review_count: z.number().int().optional(),
  reviews: ReviewSummarySchema.optional(),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  team: z.array(z.object({ name: z.string(), role: z.string(), phone: z.string().optional() })).default([]),
});

export type Location = z.infer<typeof LocationSchema>;
export type OpeningHour = z.infer<typeof OpeningHourSchema>;
export type SpecialHours = z.infer<typeof SpecialHoursSchema>;
export type Review = z.infer<typeof ReviewSchema>;
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;
export type Department = z.infer<typeof DepartmentSchema>;
