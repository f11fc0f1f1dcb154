import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { problemToString } from '../../src/config/config-error.ts';
import { droppedDataHtml } from '../../src/site/dealer-html-warnings.ts';
import { privateLiveHosts } from '../../src/security/live-hosts.ts';
import { recordProblemToString } from '../../src/tenant/data-problems.ts';
import { isDraftBuild } from '../../src/tenant/draft.ts';
import { claimAstroCacheDir } from './astro-cache-dir.ts';
import { runAstroInWorker } from './astro-workers.ts';
import { copyDealerPublic } from './copy-dealer-public.ts';
import { writeImageVariants } from './image-variants.ts';
import { dropMissingPictures } from './missing-pictures.ts';
import { countHtmlPages, findLeakedSecrets } from './output-checks.ts';
import { prepareTenant } from './prepare-tenant.ts';
import { applySiteSecurity } from './site-security.ts';
import { writeFeeds } from './write-feeds.ts';
import { moveDir, swapInto } from './swap.ts';
import { PhaseClock } from './phase-clock.ts';
import { renderThreadsFor } from './jobs.ts';
import { renderShares } from '../../integrations/astro/render-threads.ts';

export interface TenantBuildResult {
  slug: string;
  ok: boolean;
  pages: number;
  vehiclePages: number;
  skipped: number;
  seconds: number;
  /** Seconds spent in each phase of the build, in order (docs/architecture.md: where the time goes). */
  phases?: Record<string, number>;
}

export type BuildLog = Pick<Console, 'log' | 'warn' | 'error'>;

const ROOT = resolve(import.meta.dirname, '../..');

/** Files of the platform's own public/ folder (a default favicon), which a dealer may replace. */
function platformPublicFiles(): Set<string> {
  const dir = join(ROOT, 'public');
  return new Set(
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
      : [],
  );
}

let astroBuilds = 0;

/** Where Astro's build writes which page came from which route (integrations/astro/page-routes.ts), per process like the bundle. */
const pageRoutesFile = (bundlePath: string) => bundlePath.replace(/bundle-(\d+)\.json$/, 'page-routes-$1.json');

/** Astro's build of one dealer, in a build worker that keeps Astro loaded between dealers. */
async function runAstroBuild(bundlePath: string, tenantDir: string, outDir: string, logFile: string, renderThreads: number): Promise<number> {
  const cache = claimAstroCacheDir(tenantDir);
  try {
    return await runAstroInWorker(
      {
        ...(process.env as Record<string, string>),
        FORECOURT_BUNDLE: bundlePath,
        FORECOURT_TENANT_DIR: tenantDir,
        FORECOURT_CACHE_DIR: cache.dir,
        FORECOURT_PAGE_ROUTES: pageRoutesFile(bundlePath),
        FORECOURT_RENDER_THREADS: String(renderThreads),
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      outDir,
      logFile,
    );
  } finally {
    cache.release();
  }
}

/** Builds one dealer; never throws for a dealer problem, reports and returns ok: false. */
export async function buildTenant(options: {
  slug: string;
  tenantsDir: string;
  outDir: string;
  now?: Date;
  quiet?: boolean;
  /** Where the dealer's report lines go; `--jobs` buffers them so concurrent dealers do not interleave. */
  log?: BuildLog;
  /**
   * Cores this dealer may render on (integrations/astro/render-threads.ts); it uses them when it has
   * enough pages to gain (renderThreadsFor). Default 1.
   */
  cores?: number;
  /** Render on exactly this many threads, whatever the dealer's size (`--render-threads`). */
  renderThreads?: number;
  /** The operator's `--allow-private-hosts`: a live build may name loopback/private API and search hosts (live-hosts.ts). */
  allowPrivateHosts?: boolean;
}): Promise<TenantBuildResult> {
  const { slug, tenantsDir, outDir } = options;
  const log = options.log ?? console;
  const started = performance.now();
  const phases = new PhaseClock();
  const tenantDir = join(tenantsDir, slug);
  const result = (ok: boolean, pages = 0, vehiclePages = 0, skipped = 0): TenantBuildResult => ({
    slug,
    ok,
    pages,
    vehiclePages,
    skipped,
    seconds: (performance.now() - started) / 1000,
    phases: phases.seconds(),
  });
  log.log(`\n▶ ${slug}`);

  const prepared = prepareTenant(tenantDir, slug, { now: options.now });
  // Drafts never reach shoppers; a live build must not publish the operator's network (live-hosts.ts).
  if (prepared.bundle && !isDraftBuild() && !options.allowPrivateHosts)
    prepared.errors.push(...privateLiveHosts(prepared.bundle.config, relative(process.cwd(), join(tenantDir, 'site.json'))));
  for (const problem of prepared.skipped) log.warn(`  ⚠ ${recordProblemToString(problem)}`);
  if (!prepared.bundle || prepared.errors.length > 0) {
    for (const problem of prepared.errors) log.error(`  ✗ ${problemToString(problem)}`);
    log.error(`  ✗ ${slug} not built; fix the file(s) above. Its previous output, if any, is unchanged.`);
    return result(false, 0, 0, prepared.skipped.length);
  }
  const bundle = prepared.bundle;
  phases.mark('prepare');
  log.log(`  validated: ${bundle.vehicles.length} vehicle pages (${bundle.listedSlugs.length} listed), ${prepared.skipped.length} records skipped`);
  for (const warning of droppedDataHtml(bundle, relative(process.cwd(), tenantDir))) log.warn(`  ⚠ ${warning}`);

  if (existsSync(join(tenantDir, 'demo.json'))) {
    const { ensureDemoImages } = await import('../demo-data/images.ts');
    const images = await ensureDemoImages(tenantDir);
    if (images.written > 0) log.log(`  demo images: ${images.written} generated`);
    phases.mark('demo images');
  }
  // A local photo nobody made would be a broken picture: left out, with a warning (docs/images.md).
  for (const warning of dropMissingPictures(bundle, [join(tenantDir, 'public'), join(ROOT, 'public')])) log.warn(`  ⚠ ${warning}`);

  const workDir = join(ROOT, '.build', slug);
  mkdirSync(workDir, { recursive: true });
  // Per process, like the staging folder: two builds of one dealer never read each other's bundle.
  const bundlePath = join(workDir, `bundle-${process.pid}.json`);
  writeFileSync(bundlePath, JSON.stringify(bundle));

  mkdirSync(outDir, { recursive: true });
  const stagingDir = join(outDir, `.staging-${slug}-${process.pid}`);
  rmSync(stagingDir, { recursive: true, force: true });
  // Astro keeps its intermediate server build beside outDir only when outDir is inside the
  // project; elsewhere it falls back to a shared ./.astro folder. Build inside the project
  // (one folder per dealer), then move the result next to its target for an atomic swap.
  // A new folder for every build: a long-lived build worker never meets an earlier build's files.
  const astroOut = join(workDir, `site-${process.pid}-${++astroBuilds}`);
  rmSync(astroOut, { recursive: true, force: true });
  const logFile = join(workDir, `astro-${process.pid}.log`);
  phases.mark('write bundle');
  const threads = options.renderThreads ?? renderThreadsFor({ cores: options.cores ?? 1, vehicles: bundle.vehicles.length });
  const exitCode = await runAstroBuild(bundlePath, tenantDir, astroOut, logFile, threads);
  phases.mark('astro build');
  if (exitCode !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
    log.error(`  ✗ astro build failed (exit ${exitCode}); last lines of ${logFile}:\n${tail}`);
    rmSync(astroOut, { recursive: true, force: true });
    rmSync(bundlePath, { force: true });
    return result(false, 0, 0, prepared.skipped.length);
  }
  const astroLog = readFileSync(logFile, 'utf8');
  const shares = renderShares(astroLog);
  // The dealer's own warnings from inside the Astro build (content files skipped or cleaned).
  // Astro may print them after a page's log line, hence the match anywhere in the line.
  const warnings = new Set(astroLog.split('\n').flatMap((line) => /\s{2}⚠ .*/.exec(line) ?? []));
  for (const warning of warnings) log.warn(warning);
  if (astroOut !== stagingDir) moveDir(astroOut, stagingDir);

  phases.mark('move output');
  // The dealer folder is untrusted input: only safe files, never over a page (copy-dealer-public.ts).
  const publicCopy = copyDealerPublic(join(tenantDir, 'public'), stagingDir, platformPublicFiles());
  for (const refused of publicCopy.refused) log.warn(`  ⚠ ${refused.path}: not published: ${refused.reason}`);

  phases.mark('public copy');
  // The inventory feeds the dealer switched on, after the dealer's files so none can stand in for them.
  for (const line of writeFeeds(stagingDir, bundle, prepared.stock ?? bundle.vehicles)) log.log(`  ${line}`);
  // Responsive variants of every picture the site itself serves, cached by content hash across builds
  // and dealers (FORECOURT_IMAGE_CACHE moves the cache, e.g. to measure a cold build).
  const variants = await writeImageVariants(stagingDir, {
    quality: bundle.config.integrations.imageCdn.quality,
    cacheDir: process.env.FORECOURT_IMAGE_CACHE ?? join(ROOT, '.cache', 'image-variants'),
  });
  for (const failed of variants.failed) log.warn(`  ⚠ ${failed}: not resized, served as it is`);
  if (variants.rendered > 0) log.log(`  image variants: ${variants.rendered} rendered, ${variants.reused} from the cache (${variants.images} pictures)`);
  phases.mark('image variants');
  const security = await applySiteSecurity(stagingDir, bundle);
  phases.mark('site security');
  for (const warning of security.warnings) log.warn(`  ⚠ ${warning}`);
  if (!security.ok) {
    for (const problem of security.problems) log.error(`  ✗ ${problem}`);
    log.error(`  ✗ ${slug} not built: a page holds script the code did not write. Its previous output, if any, is unchanged.`);
    rmSync(stagingDir, { recursive: true, force: true });
    rmSync(bundlePath, { force: true });
    return result(false, 0, 0, prepared.skipped.length);
  }

  const leaks = findLeakedSecrets(stagingDir);
  if (leaks.length > 0) {
    for (const leak of leaks) log.error(`  ✗ secret found in output: ${leak}`);
    rmSync(stagingDir, { recursive: true, force: true });
    rmSync(bundlePath, { force: true });
    return result(false, 0, 0, prepared.skipped.length);
  }

  phases.mark('secret scan');
  const pages = countHtmlPages(stagingDir);
  swapInto(stagingDir, join(outDir, slug));
  phases.mark('swap');
  // The bundle of the published build, for tests and benchmarks that read it (renamed: atomic).
  renameSync(bundlePath, join(workDir, 'bundle.json'));
  if (existsSync(pageRoutesFile(bundlePath))) renameSync(pageRoutesFile(bundlePath), join(workDir, 'page-routes.json'));
  const done = result(true, pages, bundle.vehicles.length, prepared.skipped.length);
  const rate = bundle.vehicles.length / done.seconds;
  log.log(`  time: ${phases.summary()}`);
  const on = shares ? `; pages rendered per thread: ${shares.join(' / ')}` : '';
  log.log(`  ✓ ${pages} pages written in ${done.seconds.toFixed(1)} s (${rate.toFixed(0)} vehicle pages/s${on}) → ${join(outDir, slug)}`);
  return done;
}
