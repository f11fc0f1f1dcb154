import { z } from 'zod';
import type { SiteConfig } from '../../src/config/site.ts';
import type { Vehicle } from '../../src/data/schemas/index.ts';
import type { StockChangeReport } from '../../src/domain/publishing/stock-changes.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { readStateFile, STATE_FILES, type DealerPlace } from './state-target.ts';

/**
 * What is live for a dealer is recorded in its private state target (state-target.ts):
 * `snapshot.json` (the cars with a page, the config and the input fingerprint of the live build) and
 * `change-report.json` (the last change). The next stock update diffs against this, not against the
 * dealer's folder, and the push-to-main workflow compares fingerprints with it.
 */
export const SNAPSHOT_KEY = STATE_FILES.snapshot;

const LiveSnapshotSchema = z.object({
  slug: z.string(),
  published_at: z.string(),
  fingerprint: z.string(),
  clock: z.string(),
  config: z.record(z.string(), z.unknown()),
  listedSlugs: z.array(z.string()),
  vehicles: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), status: z.string(), price: z.number() }).loose()),
});

export interface LiveSnapshot {
  slug: string;
  published_at: string;
  fingerprint: string;
  clock: string;
  config: SiteConfig;
  listedSlugs: string[];
  vehicles: Vehicle[];
}

export function liveSnapshotOf(bundle: TenantBundle, fingerprint: string, now: Date): LiveSnapshot {
  return {
    slug: bundle.config.slug,
    published_at: now.toISOString(),
    fingerprint,
    clock: bundle.clock,
    config: bundle.config,
    listedSlugs: bundle.listedSlugs,
    vehicles: bundle.vehicles,
  };
}

export async function readLiveSnapshot(place: DealerPlace): Promise<LiveSnapshot | undefined> {
  const body = await readStateFile(place, SNAPSHOT_KEY);
  if (!body) return undefined;
  const parsed = LiveSnapshotSchema.safeParse(JSON.parse(body.toString('utf8')));
  if (!parsed.success) throw new Error(`${place.state.name}/${SNAPSHOT_KEY} is not a live snapshot: ${parsed.error.issues[0]?.message}`);
  // Written by this publisher from a validated bundle: the shape was checked above, the records were validated at build.
  return parsed.data as unknown as LiveSnapshot;
}

export interface ChangeReportFile extends StockChangeReport {
  slug: string;
  generated_at: string;
  /** The feed file the update came from, when there was one. */
  source?: string;
  skippedRecords: number;
}
