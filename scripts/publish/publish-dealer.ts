import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { problemToString } from '../../src/config/config-error.ts';
import { diffStock, formatChangeTable } from '../../src/domain/publishing/stock-changes.ts';
import { DEFAULT_ACCEPTANCE, refusalReason, type AcceptanceRules } from '../../src/domain/publishing/snapshot-acceptance.ts';
import { recordProblemToString } from '../../src/tenant/data-problems.ts';
import { buildTenant, type BuildLog } from '../build/build-tenant.ts';
import { prepareTenant } from '../build/prepare-tenant.ts';
import { buildFingerprint } from '../preview/fingerprint.ts';
import { liveSnapshotOf, readLiveSnapshot, type ChangeReportFile } from './live-snapshot.ts';
import { describeNotice, notifyStockAlerts } from './notify-alerts.ts';
import { PhaseTimer } from './phase-timer.ts';
import { publishSite, type PublishResult } from './publish-site.ts';
import { readStockSnapshot } from './read-snapshot.ts';
import { updateSearchIndex } from './search-update.ts';
import { putStateFile, removeLegacyPublicState, STATE_FILES, type DealerPlace } from './state-target.ts';
import { bundleOfFolder } from '../../integrations/platform-api/server/tenants/platform-bundle.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface PublishDealerOptions {
  slug: string;
  tenantsDir: string;
  /** The public site and the private state (state-target.ts). */
  place: DealerPlace;
  /** A new stock feed file; without it the dealer's folder is published as it is. */
  from?: string;
  now?: Date;
  /** Read once when `now` is not given (default: the system clock); tests inject one. */
  clock?: () => Date;
  graceSeconds?: number;
  rules?: AcceptanceRules;
  /** Where the report goes (`--jobs` passes a buffered log so dealers print whole blocks). */
  log?: BuildLog;
  /** Cores the dealer's build may render on (default: all; `--jobs` shares them between dealers). */
  cores?: number;
}

export interface PublishDealerResult {
  report: ChangeReportFile;
  publish: PublishResult;
  phases: PhaseTimer['phases'];
  totalSeconds: number;
}

/** A snapshot refused before anything changed: the live site and the dealer's folder are untouched. */
export class RefusedSnapshotError extends Error {}

/**
 * One dealer from "stock changed" to "live": validate the feed (refusing a broken one), rebuild the
 * dealer into a private folder, report the change against the live snapshot, publish (assets → pages
 * → report), then update the search index. Any failure leaves the previous live site as it was.
 */
export async function publishDealer(options: PublishDealerOptions): Promise<PublishDealerResult> {
  const { slug, place } = options;
  const target = place.site;
  const buildLog = options.log ?? console;
  const log = (line: string) => buildLog.log(line);
  const timer = new PhaseTimer(log);
  const tenantDir = join(options.tenantsDir, slug);
  const stockFile = join(tenantDir, 'data/stock.json');
  // One clock for the whole publish: the build, the bundle checked against it and the state written. Read
  // twice, a car whose sold window ends during the build is listed by one and not the other.
  const now = options.now ?? (options.clock ?? (() => new Date()))();

  const live = await timer.run('read live', () => readLiveSnapshot(place));
  let skippedRecords = 0;
  let previousStock: Buffer | undefined;
  if (options.from) {
    const from = options.from;
    const feed = await timer.run('validate', () => readStockSnapshot(from));
    if (!feed.ok) throw new RefusedSnapshotError(feed.reason);
    for (const problem of feed.problems.slice(0, 20)) log(`  ⚠ ${recordProblemToString(problem)}`);
    if (feed.problems.length > 20) log(`  ⚠ … and ${feed.problems.length - 20} more records skipped`);
    const refusal = refusalReason(
      { records: feed.records, invalid: feed.problems.length, previous: live?.vehicles.length },
      options.rules ?? DEFAULT_ACCEPTANCE,
    );
    if (refusal) throw new RefusedSnapshotError(`${from}: ${refusal}. Nothing was changed.`);
    skippedRecords = feed.problems.length;
    previousStock = existsSync(stockFile) ? readFileSync(stockFile) : undefined;
    writeFileSync(`${stockFile}.incoming`, JSON.stringify(feed.raw, null, 2));
    renameSync(`${stockFile}.incoming`, stockFile);
  }
  const restoreFolder = () => {
    if (previousStock) writeFileSync(stockFile, previousStock);
  };

  const outDir = join(ROOT, '.build', 'publish', `${slug}-${process.pid}`);
  let published = false;
  try {
    const built = await timer.run('build', () =>
      buildTenant({
        slug,
        tenantsDir: options.tenantsDir,
        outDir,
        now,
        quiet: true,
        log: buildLog,
        cores: options.cores ?? availableParallelism(),
      }),
    );
    if (!built.ok) throw new Error(`${slug} did not build (see above); the live site is unchanged.`);
    const prepared = prepareTenant(tenantDir, slug, { now });
    if (!prepared.bundle) throw new Error(prepared.errors.map(problemToString).join('\n'));
    const bundle = prepared.bundle;

    const report: ChangeReportFile = {
      slug,
      generated_at: now.toISOString(),
      ...(options.from ? { source: options.from } : {}),
      skippedRecords,
      ...diffStock(live?.vehicles ?? [], bundle.vehicles),
    };
    log(`  change report against ${live ? `the build published ${live.published_at}` : 'nothing (first publish)'}:\n${formatChangeTable(report)}`);

    const fingerprint = buildFingerprint(ROOT, tenantDir);
    const publish = await timer.run('publish', () =>
      publishSite({
        siteDir: join(outDir, slug),
        target,
        now,
        graceSeconds: options.graceSeconds,
      }),
    );
    published = true;
    await timer.run('state', async () => {
      // The platform API's copy of the dealer (settings, stock, locations): `--dealers-from` reads it.
      await putStateFile(place.state, STATE_FILES.bundle, JSON.stringify(bundleOfFolder(tenantDir, slug, now)));
      await putStateFile(place.state, STATE_FILES.changeReport, `${JSON.stringify(report, null, 2)}\n`);
      // Last: the snapshot says what is live, so it is written once everything it describes is.
      await putStateFile(place.state, STATE_FILES.snapshot, JSON.stringify(liveSnapshotOf(bundle, fingerprint, now)));
      await place.state.flush?.();
      const removed = await removeLegacyPublicState(target);
      if (removed.length > 0) log(`  moved the publish state out of the public site: removed ${removed.join(', ')} from ${target.name}`);
      await target.flush?.();
    });
    const { assets, files, pages, state } = publish.uploaded;
    log(
      `  published to ${target.name}: ${assets} assets, ${files} files, ${pages} pages, ${state} state files uploaded, state to ${place.state.name}; ${publish.unchanged} unchanged; ${publish.deleted.length} deleted, ${publish.pending} kept for the grace period`,
    );
    const s = publish.seconds;
    log(
      `    (hash build ${s.scan.toFixed(1)} s, list target ${s.list.toFixed(1)} s, upload ${s.upload.toFixed(1)} s, state + late delete ${s.finish.toFixed(1)} s)`,
    );

    await timer.run('search', () => updateSearchIndex({ bundle, previous: live, siteDir: join(outDir, slug), log }));
    // Shoppers hear about the change once it is live: the platform API queues their alert emails.
    const notice = await timer.run('alerts', () => notifyStockAlerts({ config: bundle.config, report, hadLiveSite: live !== undefined }));
    log(describeNotice(notice));
    log(`  total ${timer.totalSeconds.toFixed(2)} s`);
    return { report, publish, phases: timer.phases, totalSeconds: timer.totalSeconds };
  } catch (error) {
    // Once published, the folder holds what is live; before that, it goes back to what it was.
    if (!published) restoreFolder();
    throw error;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
