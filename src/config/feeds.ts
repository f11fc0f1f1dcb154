import { z } from 'zod';

const feed = (what: string) =>
  z.strictObject({ enabled: z.boolean().default(false).describe(`Publish ${what} with the site, rebuilt at every build and stock change.`) }).prefault({});

/** Inventory feeds for advertising (docs/published-standards.md#inventory-feeds), each switched on by the dealer. */
export const FeedsSchema = z
  .strictObject({
    googleVehicleListings: feed('the Google vehicle listings feed at /feeds/google-vehicle-listings.csv').describe(
      'Google vehicle listings feed (CSV): one row per advertised car.',
    ),
    metaAutomotive: feed('the Meta automotive inventory catalog at /feeds/meta-automotive-catalog.csv').describe(
      'Meta (Facebook, Instagram) automotive inventory ads catalog (CSV): one row per advertised car.',
    ),
  })
  .prefault({})
  .describe('Inventory feeds for advertising platforms; cars without a price, sold and hidden cars are left out.');

export type FeedsSettings = z.infer<typeof FeedsSchema>;
