/**
 * npm run preview:publish: drafts of the dealers a pull request affects (its fingerprint differs from
 * the live build's), each published at its own preview origin `pr-<n>--<slug>.<domain>` from the
 * store prefix of that name — never a live location. What the pull-request workflow runs; the
 * results file feeds `npm run preview:comment`.
 *
 *   npm run preview:publish -- --pr <n> [--store s3://bucket/prefix | dir:<path>] [--domain previews.example.com]
 *                              [--live 's3://dealer-sites/{slug}'] [--shard K/N] [--jobs N] [--tenant slug]... [--force]
 *                              [--results file.json] [--commit sha] [--tenants-dir dir] [--now ISO]
 *
 * Defaults: --store $FORECOURT_PREVIEW_STORE (else dir:dist/previews), --domain $FORECOURT_PREVIEW_DOMAIN,
 * --live $FORECOURT_PUBLISH_TARGET (else dir:dist/published/{slug}). Exit 1 when a draft did not build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, freemem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DRAFT_ENV } from '../src/tenant/draft.ts';
import { closeAstroWorkers } from './build/astro-workers.ts';
import { discoverTenants } from './build/discover-tenants.ts';
import { defaultJobs, parseJobs } from './build/jobs.ts';
import { parseShard, selectShard } from './build/shard.ts';
import { parseNow, placeFor } from './publish/cli-options.ts';
import { openPreviewStore, previewCliOptions, previewDomain } from './pr-preview/cli-settings.ts';
import { parsePr } from './pr-preview/preview-location.ts';
import { describeSummary, type PreviewResults } from './pr-preview/preview-results.ts';
import { publishPreviews } from './pr-preview/publish-previews.ts';

const { values } = parseArgs({
  options: {
    ...previewCliOptions,
    domain: { type: 'string' },
    tenant: { type: 'string', multiple: true },
    shard: { type: 'string' },
    jobs: { type: 'string' },
    force: { type: 'boolean', default: false },
    results: { type: 'string' },
    commit: { type: 'string' },
    now: { type: 'string' },
  },
});

try {
  const pr = parsePr(values.pr);
  const domain = previewDomain(values.domain);
  const tenantsDir = resolve(values['tenants-dir']);
  const found = discoverTenants(tenantsDir, values.tenant);
  if (found.missing.length > 0) throw new Error(`no dealer folder for: ${found.missing.join(', ')}`);
  const shard = values.shard ? parseShard(values.shard) : undefined;
  const slugs = selectShard(found.slugs, shard);
  const store = openPreviewStore(values, tenantsDir);
  // Set once for the whole run, so concurrent drafts never see it unset between two builds.
  process.env[DRAFT_ENV] = '1';
  console.log(
    `Pull request #${pr}: ${slugs.length} dealer(s)${values.shard ? ` in shard ${values.shard}` : ''} checked against their live builds; previews in ${store.location}`,
  );

  const { entries, removed } = await publishPreviews({
    pr,
    slugs,
    // Previews of dealers that are gone are one runner's job: the first shard's, or the only one's.
    allSlugs: !values.tenant && (!shard || shard.index === 1) ? found.slugs : undefined,
    tenantsDir,
    store,
    liveFor: (slug) => placeFor({ target: values.live, state: values['live-state'] }, slug),
    domain,
    force: values.force,
    jobs: parseJobs(values.jobs, defaultJobs({ cores: availableParallelism(), freeBytes: freemem() })),
    memoryBytes: freemem(),
    now: parseNow(values.now),
  });
  await closeAstroWorkers();

  for (const entry of entries) {
    if (entry.status === 'failed') console.log(`✗ ${entry.slug}: did not build — ${entry.problems?.join(' · ')}`);
    else console.log(`✓ ${entry.slug}: ${entry.url} (${entry.status}; ${entry.summary ? describeSummary(entry.summary) : ''}) — changes: ${entry.reportUrl}`);
  }
  if (removed.length > 0) console.log(`removed ${removed.length} preview(s) this pull request no longer needs: ${removed.join(', ')}`);
  if (values.results) {
    const results: PreviewResults = { pr, ...(values.commit ? { commit: values.commit } : {}), entries };
    mkdirSync(dirname(resolve(values.results)), { recursive: true });
    writeFileSync(resolve(values.results), `${JSON.stringify(results, null, 2)}\n`);
  }
  const failed = entries.filter((e) => e.status === 'failed').length;
  console.log(`${entries.length - failed} preview(s) ready, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  await closeAstroWorkers();
  process.exit(2);
}
