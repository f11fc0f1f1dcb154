import { z } from 'zod';

/**
 * What one alert email tells one shopper about one stock change: watched cars that dropped in
 * price, went on special or sold, and saved searches that gained cars. Kept in the outbox row as it
 * was when the change was evaluated, so a retry sends the same email whatever changed since.
 */

export const AlertCarSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  price_text: z.string(),
  details: z.string(),
  image_url: z.string().optional(),
});

export const WatchedAlertSchema = z.object({
  kind: z.enum(['price_drop', 'on_special', 'sold']),
  car: AlertCarSchema,
  from: z.number().optional(),
  to: z.number().optional(),
});

export const SearchAlertSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The first few new cars; `total` counts them all. */
  cars: z.array(AlertCarSchema),
  total: z.number().int(),
});

export const AlertContentSchema = z.object({
  dealer: z.object({ name: z.string(), url: z.string(), phone: z.string().optional() }),
  unsubscribe_url: z.string(),
  garage_url: z.string(),
  watched: z.array(WatchedAlertSchema),
  searches: z.array(SearchAlertSchema),
});

export type AlertCar = z.infer<typeof AlertCarSchema>;
export type WatchedAlert = z.infer<typeof WatchedAlertSchema>;
export type AlertContent = z.infer<typeof AlertContentSchema>;
