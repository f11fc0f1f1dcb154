import { z } from 'zod';
import { httpUrl } from '../security/safe-url.ts';

export const EmbeddedEngineSchema = z.strictObject({ type: z.literal('embedded') });
export const MeilisearchEngineSchema = z.strictObject({
  type: z.literal('meilisearch'),
  host: httpUrl(),
  /** A search-only key or a tenant token: never an admin or master key. */
  searchKey: z.string().min(1),
  indexUid: z.string().min(1),
});

/** Search settings (spec 01 §7, §9; spec 02 §7). */
export const SearchSettingsSchema = z
  .strictObject({
    engine: z
      .discriminatedUnion('type', [EmbeddedEngineSchema, MeilisearchEngineSchema])
      .default({ type: 'embedded' })
      .describe('embedded (the default: runs in the browser over the build snapshot) or meilisearch.'),
    filter: z.string().nullable().default(null).describe("The dealer's own Meilisearch filter expression."),
    pageSize: z.number().int().min(1).max(100).default(21).describe('Cars per search results page.'),
    priceAscRequiresPositive: z.boolean().default(false).describe("Add 'price > 0' when sorting by price ascending."),
    preset: z
      .strictObject({
        kind: z.enum(['price', 'age']),
        value: z.number().int().min(0).max(14),
      })
      .nullable()
      .default(null)
      .describe('0–14 floor preset (7 on many sites): price → price ≥ value × 1000; age → year ≥ this year − value.'),
    persistedAttributes: z.array(z.string()).default([]).describe('Refinements kept when filters are reset.'),
    facetLimits: z
      .strictObject({ city: z.number().int().default(20), dealership: z.number().int().default(40), body: z.number().int().default(20) })
      .prefault({}),
  })
  .prefault({});

export type SearchSettings = z.infer<typeof SearchSettingsSchema>;
