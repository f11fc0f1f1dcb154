import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareTenant } from '../../scripts/build/prepare-tenant.ts';
import { buildFingerprint } from '../../scripts/preview/fingerprint.ts';
import { liveSnapshotOf, SNAPSHOT_KEY } from '../../scripts/publish/live-snapshot.ts';
import { PreviewResultsSchema, type PreviewResults } from '../../scripts/pr-preview/preview-results.ts';
import { crawlSite } from '../support/site-crawl.ts';
import { getVia, startS3Origin } from '../support/s3-origin.ts';

/**
 * `npm run preview:publish` / `preview:delete` (what the pull-request workflow runs) end to end against
 * a real S3-compatible server: the live sites under live/<slug>/, the previews under previews/; the
 * preview host is played by a small origin that serves pr-<n>--<slug>.preview.test from its prefix.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BUILD_TIMEOUT_MS = 300_000;
const BUCKET = 'sites';
const DOMAIN = 'preview.test';
const work = mkdtempSync(join(tmpdir(), 'preview-publish-'));
const tenantsDir = join(work, 'tenants');
const LIVE = `s3://${BUCKET}/live/{slug}`;
// Each dealer's private publish state (live snapshot, platform bundle), apart from its public site.
const LIVE_STATE = `s3://${BUCKET}/state/{slug}`;
const STORE = `s3://${BUCKET}/previews`;
const PREVIEW_URL = `http://pr-7--mini-motors.${DOMAIN}/`;

let s3: S3rver;
let client: S3Client;
let env: NodeJS.ProcessEnv;
let origin: { port: number; close: () => Promise<void> };

async function keys(prefix: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) found.set(object.Key!, object.ETag ?? '');
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

async function run(script: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, script), '--tenants-dir', tenantsDir, ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function previewPublish(...args: string[]): Promise<{ code: number; stdout: string; results: PreviewResults }> {
  const file = join(work, `results-${Date.now()}.json`);
  const result = await run(
    'scripts/preview-publish.ts',
    '--pr',
    '7',
    '--store',
    STORE,
    '--live',
    LIVE,
    '--live-state',
    LIVE_STATE,
    '--domain',
    `http://${DOMAIN}`,
    '--results',
    file,
    ...args,
  );
  if (result.code === 2) throw new Error(result.stderr);
  return { ...result, results: PreviewResultsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
}

const siteFile = (slug: string) => join(tenantsDir, slug, 'site.json');
const editSite = (slug: string, change: Record<string, unknown>) =>
  writeFileSync(siteFile(slug), JSON.stringify({ ...(JSON.parse(readFileSync(siteFile(slug), 'utf8')) as object), ...change }, null, 2));

let liveBefore: Map<string, string>;
let originalSite = '';

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: join(work, 's3'), silent: true });
  const { port } = await s3.run();
  env = { ...process.env, S3_ENDPOINT: `http://127.0.0.1:${port}`, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  origin = await startS3Origin(client, { bucket: BUCKET, storePrefix: 'previews/', domain: DOMAIN });

  cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), join(tenantsDir, 'mini-motors'), { recursive: true });
  // As a dealer in production is: on the platform API (reservations, My Garage) and with the privacy
  // policy its forms link to, so every link of the site has a page.
  editSite('mini-motors', { integrations: { platformApi: { baseUrl: 'https://api.forecourt.example' } } });
  mkdirSync(join(tenantsDir, 'mini-motors/content/pages'), { recursive: true });
  writeFileSync(
    join(tenantsDir, 'mini-motors/content/pages/privacy-policy.md'),
    '---\ntitle: "Privacy Policy"\ndescription: "How Mini Motors handles personal information."\nsection: "legal"\n---\n\nMini Motors handles personal information under the Privacy Act 1988 (Cth).\n',
  );
  cpSync(join(tenantsDir, 'mini-motors'), join(tenantsDir, 'other-motors'), { recursive: true });
  editSite('other-motors', { id: 901, slug: 'other-motors', name: 'Other Motors', url: 'https://www.othermotors.example.com.au' });
  originalSite = readFileSync(siteFile('mini-motors'), 'utf8');

  // Live: mini-motors published as CI publishes it; other-motors' live state says it is current.
  const published = await run('scripts/publish-changed.ts', '--tenant', 'mini-motors', '--target', LIVE, '--state', LIVE_STATE);
  expect(published.stdout).toContain('1 published');
  const other = prepareTenant(join(tenantsDir, 'other-motors'), 'other-motors').bundle!;
  const snapshot = liveSnapshotOf(other, buildFingerprint(ROOT, join(tenantsDir, 'other-motors')), new Date());
  await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `state/other-motors/${SNAPSHOT_KEY}`, Body: JSON.stringify(snapshot) }));
  // Another pull request's preview (pr-70 starts like pr-7), and one of pr-7 for a dealer since removed.
  for (const key of ['previews/pr-70--mini-motors/index.html', 'previews/pr-7--gone-motors/index.html']) {
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'another preview' }));
  }
  liveBefore = new Map([...(await keys('live/')), ...(await keys('state/'))]);
  // The pull request: Mini Motors' new phone number.
  editSite('mini-motors', { phone: '07 3999 0000' });
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await origin?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run preview:publish', () => {
  it(
    'builds a draft of only the dealer the change affects, into pr-<n>--<slug>/ of the preview store',
    async () => {
      const { code, results } = await previewPublish('--commit', 'abc1234def');
      expect(code).toBe(0);
      expect(results).toMatchObject({ pr: 7, commit: 'abc1234def' });
      expect(results.entries).toEqual([
        {
          slug: 'mini-motors',
          name: 'Mini Motors',
          status: 'published',
          url: PREVIEW_URL,
          reportUrl: `${PREVIEW_URL}_preview/`,
          summary: expect.objectContaining({ firstPublish: false, settings: 1, carsAdded: 0, pagesAdded: 0 }),
        },
      ]);
      const previews = [...(await keys('previews/')).keys()];
      expect(previews).toContain('previews/pr-7--mini-motors/index.html');
      expect(previews).toContain('previews/pr-7--mini-motors/_preview/index.html');
      // Everything written is under the dealer's own prefix; the other pull request's preview stays,
      // the preview of a dealer that no longer exists went.
      expect(previews.filter((k) => !k.startsWith('previews/pr-7--mini-motors/'))).toEqual(['previews/pr-70--mini-motors/index.html']);
      expect(new Map([...(await keys('live/')), ...(await keys('state/'))])).toEqual(liveBefore);
      expect([...(await keys(''))].filter(([k]) => !k.startsWith('previews/') && !k.startsWith('live/') && !k.startsWith('state/'))).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );

  it('serves a site whose every link works from its own origin, noindex everywhere, with the preview bar', async () => {
    const get = (url: string) => getVia(origin.port, url);
    const crawl = await crawlSite(PREVIEW_URL, get);
    expect(crawl.broken).toEqual([]);
    expect(crawl.pages.length).toBeGreaterThan(10);
    const paths = crawl.pages.map((p) => new URL(p.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/contact', '/privacy-policy', '/_preview/']));
    for (const page of crawl.pages) {
      expect(page.html, page.url).toMatch(/<meta name="robots" content="noindex, nofollow">/);
      expect(page.html, page.url).toContain('Preview — not live.');
      if (!page.url.endsWith('/_preview/')) expect(page.html, page.url).toMatch(/<aside class="preview-bar[^"]*" aria-label="Preview"/);
    }
    // No link takes the dealer from the preview to the live site (sharing buttons may name the live address).
    expect(crawl.external.filter((l) => l.tag === 'a' && new URL(l.url).hostname === 'www.minimotors.example.com.au')).toEqual([]);
    expect((await get(`${PREVIEW_URL}robots.txt`)).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get(`${PREVIEW_URL}_headers`)).body).toMatch(/\/\*\n\s+X-Robots-Tag: noindex, nofollow/);
    const report = await get(`${PREVIEW_URL}_preview/`);
    expect(report.body).toContain('phone');
    expect(report.body).toContain('07 3999 0000');
    expect((await get(`${PREVIEW_URL}contact/`)).body).toContain('07 3999 0000');
  });

  it('leaves a preview that already holds the same inputs as it is', async () => {
    const before = await keys('previews/pr-7--mini-motors/');
    const { code, stdout, results } = await previewPublish();
    expect(code).toBe(0);
    expect(stdout).toContain('its preview already holds these inputs');
    expect(results.entries.map((e) => [e.slug, e.status, e.url])).toEqual([['mini-motors', 'unchanged', PREVIEW_URL]]);
    expect(await keys('previews/pr-7--mini-motors/')).toEqual(before);
  }, 60_000);

  it('reports a dealer whose folder does not build, naming the file and field, and publishes nothing for it', async () => {
    editSite('other-motors', { phone: 42 });
    const { code, results } = await previewPublish('--tenant', 'other-motors');
    expect(code).toBe(1);
    expect(results.entries).toEqual([expect.objectContaining({ slug: 'other-motors', status: 'failed' })]);
    expect(results.entries[0]!.problems?.join('\n')).toMatch(/site\.json.*phone/);
    expect([...(await keys('previews/pr-7--other-motors/'))]).toEqual([]);
  }, 60_000);

  it(
    "removes a dealer's preview once the pull request no longer changes it",
    async () => {
      writeFileSync(siteFile('mini-motors'), originalSite);
      editSite('other-motors', { phone: '07 3000 1234' });
      const { code, stdout, results } = await previewPublish('--tenant', 'mini-motors');
      expect(code).toBe(0);
      expect(stdout).toContain('same inputs as its live build');
      expect(results.entries).toEqual([]);
      expect([...(await keys('previews/pr-7--mini-motors/'))]).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );

  it('refuses a preview store that overlaps a live site, writing nothing', async () => {
    const before = await keys('');
    const overlapping = await run(
      'scripts/preview-publish.ts',
      '--pr',
      '7',
      '--store',
      `s3://${BUCKET}/live`,
      '--live',
      LIVE,
      '--live-state',
      LIVE_STATE,
      '--domain',
      DOMAIN,
    );
    expect(overlapping.code).toBe(2);
    expect(overlapping.stderr).toContain(`overlaps the live site of mini-motors (s3://${BUCKET}/live/mini-motors/)`);
    expect(await keys('')).toEqual(before);
  });
});

describe('npm run preview:delete', () => {
  it(
    'removes everything preview:publish wrote for the pull request, nothing else',
    async () => {
      editSite('mini-motors', { phone: '07 3999 0000' });
      expect((await previewPublish()).results.entries.map((e) => e.status)).toEqual(['published']);
      expect((await keys('previews/pr-7--')).size).toBeGreaterThan(10);

      const comment = join(work, 'closed.md');
      const deleted = await run('scripts/preview-delete.ts', '--pr', '7', '--store', STORE, '--live', LIVE, '--live-state', LIVE_STATE, '--comment', comment);
      expect(deleted.code).toBe(0);
      expect(deleted.stdout).toMatch(/deleted 1 preview\(s\), \d+ files/);
      expect([...(await keys('previews/'))].map(([k]) => k)).toEqual(['previews/pr-70--mini-motors/index.html']);
      expect(new Map([...(await keys('live/')), ...(await keys('state/'))])).toEqual(liveBefore);
      expect(readFileSync(comment, 'utf8')).toContain('its previews were deleted');
    },
    BUILD_TIMEOUT_MS,
  );
});
