import { z } from 'zod';

/** spec 01 §3 "Brand"; `kind` picks the brand grid it appears in (spec 01 §2). */
export const BrandSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  logoSrc: z.string().nullish(),
  imageBannerSrc: z.string().nullish(),
  description: z.string().default(''),
  /** An external brand link: the grid links out and no overview page is built. */
  skipPage: z.boolean().default(false),
  externalUrl: z.url().optional(),
  kind: z.enum(['car', 'motorcycle', 'truck', 'our']).default('car'),
  models: z
    .array(z.object({ name: z.string(), slug: z.string(), body: z.string().optional(), override_url: z.string().optional() }))
    .default([]),
});

export type Brand = z.infer<typeof BrandSchema>;
