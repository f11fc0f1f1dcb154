import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Vehicle } from '../../src/data/schemas/vehicle.ts';
import type { FeedInput, LeftOut } from '../../src/site/feeds/advertised-cars.ts';
import { feedCsv } from '../../src/site/feeds/feed-csv.ts';
import { GOOGLE_COLUMNS, GOOGLE_FEED_PATH, googleVehicleListings } from '../../src/site/feeds/google-vehicle-listings.ts';
import { META_COLUMNS, META_FEED_PATH, metaAutomotiveCatalog } from '../../src/site/feeds/meta-automotive-catalog.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';

/**
 * Build step: the inventory feeds the dealer switched on (site.json `feeds`), written into the site so
 * they are published with it, at every build and so at every stock change (docs/publishing.md). Returns
 * one report line a feed: how many cars it advertises and how many it left out, for each reason.
 */

function reportLine(path: string, cars: number, leftOut: LeftOut): string {
  const reasons = [...leftOut].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `${count} ${reason}`);
  return `feed /${path}: ${cars} cars${reasons.length > 0 ? `; left out ${reasons.join(', ')}` : ''}`;
}

export function writeFeeds(siteDir: string, bundle: TenantBundle, stock: readonly Vehicle[]): string[] {
  const input: FeedInput = { config: bundle.config, stock, locations: bundle.locations };
  const feeds = bundle.config.feeds;
  const written: Array<{ path: string; csv: string; cars: number; leftOut: LeftOut }> = [];
  if (feeds.googleVehicleListings.enabled) {
    const { rows, leftOut } = googleVehicleListings(input);
    written.push({ path: GOOGLE_FEED_PATH, csv: feedCsv(GOOGLE_COLUMNS, rows), cars: rows.length, leftOut });
  }
  if (feeds.metaAutomotive.enabled) {
    const { rows, leftOut } = metaAutomotiveCatalog(input);
    written.push({ path: META_FEED_PATH, csv: feedCsv(META_COLUMNS, rows), cars: rows.length, leftOut });
  }
  for (const feed of written) {
    const file = join(siteDir, feed.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, feed.csv);
  }
  return written.map((feed) => reportLine(feed.path, feed.cars, feed.leftOut));
}
