import { z } from 'zod';
import { LIST_FIELDS } from '../search/query/refinement-fields.ts';
import { SORT_KEYS } from '../search/query/search-state.ts';
import { httpUrl } from '../security/safe-url.ts';

export const EmbeddedEngineSchema = z.strictObject({ type: z.literal('embedded') });
export const MeilisearchEngineSchema = z.strictObject({
  type: z.literal('meilisearch'),
  host: httpUrl(),
  /** A search-only key or a tenant token: never an admin or master key. */
  searchKey: z.string().min(1),
  // The index is named after the website id (src/search/dealer-index.ts): a folder naming one is refused.
  indexUid: z
    .never({
      error:
        "refused: the dealer's Meilisearch index is named after its website id (forecourt-<website id>-vehicles), so no folder can search or write another dealer's index (docs/search.md). Remove this key.",
    })
    .optional(),
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
        kind: z.enum(['price', 'age']).describe('price: a floor on price; age: a floor on model year.'),
        value: z.number().int().min(0).max(14).describe('The preset number (0–14).'),
      })
      .nullable()
      .default(null)
      .describe('0–14 floor preset (7 on many sites): price → price ≥ value × 1000; age → year ≥ this year − value.'),
    persistedAttributes: z.array(z.string()).default([]).describe('Refinements kept when filters are reset.'),
    defaultSortBy: z
      .enum(SORT_KEYS)
      .default('relevance')
      .describe('Sort a listing opens with when the URL names none (spec 01 §4 "defaults apply only if none is set").'),
    defaultRefinements: z
      .record(
        z.string().refine((param) => LIST_FIELDS.some((field) => field.param === param), {
          message: `expected a list filter: ${LIST_FIELDS.map((field) => field.param).join(', ')}`,
        }),
        z.array(z.string().trim().min(1)).min(1),
      )
      .default({})
      .describe('List refinements a listing opens with when neither its URL nor its path sets any, e.g. { "car_type": ["used"] }.'),
    facetLimits: z
      .strictObject({
        city: z.number().int().default(20).describe('Most cities listed in the city filter.'),
        dealership: z.number().int().default(40).describe('Most dealerships listed in the dealership filter.'),
        body: z.number().int().default(20).describe('Most body types listed in the body filter.'),
      })
      .prefault({}),
  })
  .prefault({});

export type SearchSettings = z.infer<typeof SearchSettingsSchema>;
