import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PREVIEW_REPORT_PATH } from '../../src/tenant/draft.ts';
import type { BuildLog } from '../build/build-tenant.ts';
import { bufferedLog } from '../build/buffered-log.ts';
import { dealerBuildBytes, runPool } from '../build/jobs.ts';
import { buildDraft } from '../preview/draft-build.ts';
import { buildFingerprint } from '../preview/fingerprint.ts';
import { readLiveSnapshot } from '../publish/live-snapshot.ts';
import { publishSite } from '../publish/publish-site.ts';
import { STATE_PREFIX } from '../publish/site-files.ts';
import type { DealerPlace } from '../publish/state-target.ts';
import type { PublishTarget } from '../publish/targets/target.ts';
import { prLabelPrefix, previewLabel, previewOrigin } from './preview-location.ts';
import { PREVIEW_RECORD_FILE, PreviewRecordSchema, summarise, type PreviewEntry, type PreviewRecord } from './preview-results.ts';
import type { PreviewStore } from './preview-store.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const RECORD_KEY = `${STATE_PREFIX}${PREVIEW_RECORD_FILE}`;

export interface PublishPreviewsOptions {
  pr: number;
  /** The dealers this run looks at (its shard, or the --tenant list). */
  slugs: readonly string[];
  /** Every dealer folder there is, when this run also removes previews of dealers that no longer exist. */
  allSlugs?: readonly string[];
  tenantsDir: string;
  store: PreviewStore;
  liveFor: (slug: string) => DealerPlace;
  domain: string;
  /** Preview even a dealer whose inputs match its live build. */
  force?: boolean;
  jobs: number;
  memoryBytes: number;
  now?: Date;
}

export interface PublishPreviewsResult {
  entries: PreviewEntry[];
  /** Labels deleted: dealers this change no longer affects, failed drafts, dealers gone. */
  removed: string[];
}

function dealerName(tenantDir: string, slug: string): string {
  try {
    const name: unknown = (JSON.parse(readFileSync(join(tenantDir, 'site.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' && name.trim() !== '' ? name : slug;
  } catch {
    return slug;
  }
}

async function readRecord(site: PublishTarget): Promise<PreviewRecord | undefined> {
  const body = await site.read(RECORD_KEY).catch(() => undefined);
  if (!body) return undefined;
  try {
    const parsed = PreviewRecordSchema.safeParse(JSON.parse(body.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The draft flag reached Astro: every page noindex, robots.txt closed. Never publish a copy a search engine may index. */
function draftProblems(siteDir: string): string[] {
  const robots = join(siteDir, 'robots.txt');
  const home = join(siteDir, 'index.html');
  const problems: string[] = [];
  if (!existsSync(robots) || !/^Disallow: \/$/m.test(readFileSync(robots, 'utf8'))) problems.push('robots.txt of the draft does not disallow everything');
  if (!existsSync(home) || !/<meta name="robots" content="noindex/.test(readFileSync(home, 'utf8'))) problems.push('the home page of the draft is not noindex');
  return problems;
}

/** A log that also keeps the build's error lines, for the pull-request comment. */
function recordingLog(out: BuildLog, problems: string[]): BuildLog {
  return {
    log: (...parts: unknown[]) => out.log(...parts),
    warn: (...parts: unknown[]) => out.warn(...parts),
    error: (...parts: unknown[]) => {
      problems.push(parts.map(String).join(' ').trim().replace(/^✗\s*/, ''));
      out.error(...parts);
    },
  };
}

interface Run {
  options: PublishPreviewsOptions;
  now: Date;
  workDir: string;
  /** Labels of this pull request in the store now. */
  existing: Set<string>;
  remove(label: string): Promise<void>;
}

async function previewDealer(run: Run, slug: string, log: BuildLog): Promise<PreviewEntry | undefined> {
  const { options, now, workDir, existing } = run;
  const { pr, tenantsDir } = options;
  const tenantDir = join(tenantsDir, slug);
  const label = previewLabel(pr, slug);
  const site = options.store.site(label);
  const url = `${previewOrigin(label, options.domain)}/`;
  const reportUrl = `${url.slice(0, -1)}${PREVIEW_REPORT_PATH}`;
  const name = dealerName(tenantDir, slug);
  const fingerprint = buildFingerprint(ROOT, tenantDir);
  const livePlace = options.liveFor(slug);
  let live;
  try {
    live = await readLiveSnapshot(livePlace);
  } catch (error) {
    await run.remove(label);
    return {
      slug,
      name,
      status: 'failed',
      problems: [`could not read the live build at ${livePlace.site.name}: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  if (!options.force && live?.fingerprint === fingerprint) {
    log.log(`✓ ${slug}: same inputs as its live build — no preview`);
    await run.remove(label);
    return undefined;
  }
  const liveFingerprint = live?.fingerprint ?? null;
  const record = existing.has(label) ? await readRecord(site) : undefined;
  if (record && record.fingerprint === fingerprint && record.liveFingerprint === liveFingerprint) {
    log.log(`✓ ${slug}: its preview already holds these inputs (${fingerprint}) → ${url}`);
    return { slug, name, status: 'unchanged', url, reportUrl, summary: record.summary };
  }

  log.log(`▶ ${slug}: draft of ${fingerprint} (live: ${liveFingerprint ?? 'nothing yet'}) → ${url}`);
  const problems: string[] = [];
  const { build, report } = await buildDraft({ slug, tenantsDir, outDir: workDir, live: livePlace, quiet: true, log: recordingLog(log, problems) });
  const siteDir = join(workDir, slug);
  try {
    if (build.ok) problems.push(...draftProblems(siteDir));
    if (!build.ok || !report || problems.length > 0) {
      await run.remove(label);
      return { slug, name, status: 'failed', problems };
    }
    const summary = summarise(report);
    const record: PreviewRecord = { pr, slug, name, url, fingerprint, liveFingerprint, builtAt: now.toISOString(), summary };
    // A preview shows the pull request as it is now: files of an earlier push go at once (no grace period).
    const publish = await publishSite({
      siteDir,
      target: site,
      now,
      graceSeconds: 0,
      stateFiles: [{ name: PREVIEW_RECORD_FILE, body: JSON.stringify(record, null, 2) }],
    });
    existing.add(label);
    const { assets, files, pages } = publish.uploaded;
    log.log(`  published ${assets + files + pages} files (${publish.unchanged} unchanged, ${publish.deleted.length} deleted) to ${site.name}`);
    return { slug, name, status: 'published', url, reportUrl, summary };
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
}

/**
 * Draft builds of the dealers a pull request affects — the fingerprint `publish:changed` uses, against
 * each dealer's live build — each published at its own preview origin, `pr-<n>--<slug>.<domain>`.
 * A dealer the change no longer affects loses its preview; a dealer whose preview already holds these
 * inputs (and the same live build) is not rebuilt. Nothing is written to a live location.
 */
export async function publishPreviews(options: PublishPreviewsOptions): Promise<PublishPreviewsResult> {
  const { pr, store } = options;
  const existing = new Set(await store.labels(prLabelPrefix(pr)));
  const removed: string[] = [];
  const run: Run = {
    options,
    now: options.now ?? new Date(),
    workDir: join(ROOT, '.build', 'pr-preview', `pr-${pr}-${process.pid}`),
    existing,
    async remove(label) {
      if (!existing.has(label)) return;
      await store.remove([label]);
      existing.delete(label);
      removed.push(label);
    },
  };
  const items = options.slugs.map((slug) => ({ value: slug, bytes: dealerBuildBytes(options.tenantsDir, slug) }));
  const results = await runPool(items, { jobs: options.jobs, memoryBytes: options.memoryBytes }, async (slug): Promise<PreviewEntry | undefined> => {
    // Concurrent dealers report as whole blocks, each when it finishes.
    const buffered = options.jobs > 1 ? bufferedLog() : undefined;
    try {
      return await previewDealer(run, slug, buffered ?? console);
    } catch (error) {
      // One dealer's failed upload is that dealer's problem; the others still get their previews.
      const message = error instanceof Error ? error.message : String(error);
      (buffered ?? console).error(`✗ ${slug}: ${message}`);
      return { slug, name: dealerName(join(options.tenantsDir, slug), slug), status: 'failed', problems: [message] };
    } finally {
      buffered?.flush();
    }
  });
  const entries = results.filter((entry): entry is PreviewEntry => entry !== undefined);
  rmSync(run.workDir, { recursive: true, force: true });

  if (options.allSlugs) {
    const current = new Set(options.allSlugs.map((slug) => previewLabel(pr, slug)));
    for (const label of [...existing].filter((l) => !current.has(l))) await run.remove(label);
  }
  return { entries: entries.sort((a, b) => a.slug.localeCompare(b.slug)), removed };
}
