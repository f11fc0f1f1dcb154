import { z } from 'zod';
import { EmailSchema } from './contact-fields.ts';
import { IsoInstantSchema, WebsiteIdSchema } from './primitives.ts';

/**
 * Saved searches and alert email: a signed-in shopper keeps the search page's URL state
 * (its listing path and query string) per website; the API names it from its refinements. Alerts go
 * to the account's alert email; deleting the account removes everything it saved.
 */

export const SavedSearchIdSchema = z.string().regex(/^ss_[a-z0-9]{16}$/, 'Unknown saved search.');

/** The listing page the search ran on: `/search`, `/used-car`, `/search/toyota` — a path, never a URL. */
export const ListingPathSchema = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9\-_/]*$/, 'A listing path like /search is required.');

/** The search's URL parameters without `?` (the URL codec's `formatSearchParams`). */
export const SearchQueryTextSchema = z
  .string()
  .max(2000, 'That search is too long to save.')
  .refine((text) => !text.startsWith('?'), 'Send the query without "?".');

export const SaveSearchRequestSchema = z.object({ website_id: WebsiteIdSchema, path: ListingPathSchema, query: SearchQueryTextSchema });

export const SavedSearchSchema = z.object({
  id: SavedSearchIdSchema,
  name: z.string(),
  path: ListingPathSchema,
  query: z.string(),
  created_at: IsoInstantSchema,
});
export const SaveSearchReplySchema = z.object({ saved_search: SavedSearchSchema });

export const SavedSearchesReplySchema = z.object({
  searches: z.array(SavedSearchSchema),
  /** Where alerts go; null: no alerts are sent. */
  alert_email: z.string().nullable(),
});

export const RemoveSavedSearchRequestSchema = z.object({ website_id: WebsiteIdSchema, id: SavedSearchIdSchema });
export const RemoveSavedSearchReplySchema = z.object({ success: z.literal(true) });

/** An empty string stops alerts. */
export const AlertEmailRequestSchema = z.object({ website_id: WebsiteIdSchema, email: z.literal('').or(EmailSchema) });
export const AlertEmailReplySchema = z.object({ alert_email: z.string().nullable() });

export const DeleteAccountRequestSchema = z.object({ website_id: WebsiteIdSchema });
export const DeleteAccountReplySchema = z.object({
  deleted: z.literal(true),
  /** What went, for the page to say so. */
  removed: z.object({ watched_cars: z.number().int(), saved_searches: z.number().int(), alert_email: z.boolean(), sessions: z.number().int() }),
  message: z.string(),
});

export type SavedSearch = z.infer<typeof SavedSearchSchema>;
