import { z } from 'zod';
import { safeLink, safeUrl } from '../../security/safe-url.ts';

/** spec 02 §3 "Offer". `description` may hold dealer HTML: it is sanitised at build time. */
export const OfferSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  description: z.string().default(''),
  sanitized_description: z.string().optional(),
  disclaimer: z.string().default(''),
  category: z.string().default('Special offer'),
  manufacturer: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  model: z
    .object({ name: z.string(), slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes'), override_url: safeLink().nullish() })
    .optional(),
  image_url: safeUrl().nullish(),
  image_or_model_image: z.object({ url: safeUrl() }).nullish(),
  excluded_website_ids: z.array(z.number().int()).default([]),
  dealership_ids: z.array(z.number().int()).default([]),
  price: z.number().nullish(),
  starts_at: z.iso.date().optional(),
  ends_at: z.iso.date().optional(),
});

export type Offer = z.infer<typeof OfferSchema>;
