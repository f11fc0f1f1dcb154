import { z } from 'zod';
import { httpUrl, safeLink, safeUrl } from '../../security/safe-url.ts';

/** spec 01 §3 "Brand"; `kind` picks the brand grid it appears in (spec 01 §2). */
export const BrandSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  logoSrc: safeUrl().nullish(),
  imageBannerSrc: safeUrl().nullish(),
  description: z.string().default(''),
  /** An external brand link: the grid links out and no overview page is built. */
  skipPage: z.boolean().default(false),
  externalUrl: httpUrl().optional(),
  kind: z.enum(['car', 'motorcycle', 'truck', 'our']).default('car'),
  models: z
    .array(
      z.object({
        name: z.string(),
        slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes'),
        body: z.string().optional(),
        override_url: safeLink().optional(),
      }),
    )
    .default([]),
});

export type Brand = z.infer<typeof BrandSchema>;
