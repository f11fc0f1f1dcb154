import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { previewReport, type PreviewReport } from '../../src/domain/publishing/preview-report.ts';
import { HEADERS_FILE } from '../../src/security/headers-file.ts';
import { DRAFT_ENV, PREVIEW_REPORT_PATH } from '../../src/tenant/draft.ts';
import { buildTenant, type BuildLog, type TenantBuildResult } from '../build/build-tenant.ts';
import { prepareTenant } from '../build/prepare-tenant.ts';
import { readLiveSnapshot } from '../publish/live-snapshot.ts';
import { listSiteFiles } from '../publish/site-files.ts';
import type { DealerPlace } from '../publish/state-target.ts';
import { renderPreviewReportPage } from './preview-report-page.ts';

/**
 * A draft build of a dealer: its folder as it is now (uncommitted config, content, stock) built into
 * `outDir`, which must never be a published site, with the change report against the live build
 * written to /_preview/. It reads the live build; it never writes to it.
 */
export async function buildDraft(options: {
  slug: string;
  tenantsDir: string;
  outDir: string;
  /** The live site and its private state: read, never written. */
  live: DealerPlace;
  quiet?: boolean;
  log?: BuildLog;
}): Promise<{ build: TenantBuildResult; report?: PreviewReport }> {
  const { slug, tenantsDir, outDir, live } = options;
  // The Astro child inherits the environment: this flag makes every page noindex, robots.txt closed, the bar shown.
  const previous = process.env[DRAFT_ENV];
  process.env[DRAFT_ENV] = '1';
  let build: TenantBuildResult;
  try {
    build = await buildTenant({ slug, tenantsDir, outDir, quiet: options.quiet, log: options.log });
  } finally {
    if (previous === undefined) delete process.env[DRAFT_ENV];
    else process.env[DRAFT_ENV] = previous;
  }
  if (!build.ok) return { build };

  const prepared = prepareTenant(join(tenantsDir, slug), slug);
  if (!prepared.bundle) return { build };
  const siteDir = join(outDir, slug);
  // Also as a response header, for what a meta tag cannot cover (JSON, pictures, PDFs).
  const headersFile = join(siteDir, HEADERS_FILE);
  if (existsSync(headersFile)) appendFileSync(headersFile, '# Draft build: never indexed.\n/*\n  X-Robots-Tag: noindex, nofollow\n');
  const snapshot = await readLiveSnapshot(live).catch(() => undefined);
  const report = previewReport({
    slug,
    live: snapshot && {
      target: live.site.name,
      publishedAt: snapshot.published_at,
      config: snapshot.config,
      vehicles: snapshot.vehicles,
      files: (await live.site.list()).keys(),
    },
    draft: { config: prepared.bundle.config, vehicles: prepared.bundle.vehicles, files: listSiteFiles(siteDir).map((f) => f.key) },
  });
  const reportDir = join(siteDir, PREVIEW_REPORT_PATH);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'index.html'), renderPreviewReportPage(report, prepared.bundle.config.name));
  writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return { build, report };
}
