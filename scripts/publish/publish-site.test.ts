import { HeadObjectCommand, CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../../src/security/cache-policy.ts';
import { publishSite, PUBLISH_STATE_KEY } from './publish-site.ts';
import { directoryTarget } from './targets/directory-target.ts';
import { s3Target } from './targets/s3-target.ts';
import type { PublishTarget } from './targets/target.ts';

const work = mkdtempSync(join(tmpdir(), 'publish-'));
const HOUR = 3600;

/** A built site on disk: a hashed asset per version, pages that reference it. */
function site(name: string, version: string, extra: Record<string, string> = {}): string {
  const dir = join(work, name);
  const files: Record<string, string> = {
    [`_astro/app.${version}.js`]: `console.log("${version}")`,
    'index.html': `<script src="/_astro/app.${version}.js"></script>home`,
    'cars/a/index.html': 'car a',
    'search-index.json': `{"v":"${version}"}`,
    ...extra,
  };
  for (const [key, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, key)), { recursive: true });
    writeFileSync(join(dir, key), body);
  }
  return dir;
}

/** Records the order of writes on a real target (the target itself is not replaced). */
function recording(target: PublishTarget, log: string[]): PublishTarget {
  return { ...target, name: target.name, put: (key, body, meta) => (log.push(key), target.put(key, body, meta)) };
}

let server: S3rver;
let client: S3Client;

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', directory: join(work, 's3'), silent: true });
  const { port } = await server.run();
  client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: 'dealer-sites' }));
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const targets: Array<[string, () => PublishTarget]> = [
  ['directory', () => directoryTarget(join(work, 'out'))],
  ['S3 (s3rver)', () => s3Target(client, { bucket: 'dealer-sites', prefix: 'acme/' })],
];

describe.each(targets)('publishing to a %s target', (_name, makeTarget) => {
  const t0 = new Date('2026-11-25T00:00:00Z');
  const v1 = site(`v1-${_name}`, 'aaa');
  const v2 = site(`v2-${_name}`, 'bbb');

  it('writes hashed assets first, then other files, then pages, then the state files', async () => {
    const order: string[] = [];
    const result = await publishSite({
      siteDir: v1,
      target: recording(makeTarget(), order),
      now: t0,
      stateFiles: [{ name: 'change-report.json', body: '{}' }],
    });
    expect(order).toEqual(['_astro/app.aaa.js', 'search-index.json', 'cars/a/index.html', 'index.html', '_forecourt/change-report.json', PUBLISH_STATE_KEY]);
    expect(result.uploaded).toEqual({ assets: 1, files: 1, pages: 2, state: 2 });
    expect((await makeTarget().read('index.html'))?.toString()).toContain('app.aaa.js');
  }, 60_000);

  it('uploads nothing when the same build is published again', async () => {
    const order: string[] = [];
    const result = await publishSite({
      siteDir: v1,
      target: recording(makeTarget(), order),
      now: new Date(t0.getTime() + 60_000),
      stateFiles: [{ name: 'change-report.json', body: '{}' }],
    });
    expect(order).toEqual([]);
    expect(result.unchanged).toBe(4);
  }, 60_000);

  it('keeps files no longer produced until their grace period ends, then deletes them', async () => {
    const target = makeTarget();
    const first = await publishSite({ siteDir: v2, target, now: new Date(t0.getTime() + HOUR * 1000), graceSeconds: 2 * HOUR });
    expect(first.uploaded.assets).toBe(1);
    expect(first.deleted).toEqual([]);
    expect(first.pending).toBe(1);
    // A page still open in a browser gets its old asset.
    expect((await target.read('_astro/app.aaa.js'))?.toString()).toContain('aaa');
    const state = JSON.parse((await target.read(PUBLISH_STATE_KEY))!.toString());
    expect(state.superseded).toEqual([{ key: '_astro/app.aaa.js', since: '2026-11-25T01:00:00.000Z' }]);

    const early = await publishSite({ siteDir: v2, target, now: new Date(t0.getTime() + 2 * HOUR * 1000), graceSeconds: 2 * HOUR });
    expect(early.deleted).toEqual([]);
    const late = await publishSite({ siteDir: v2, target, now: new Date(t0.getTime() + 3 * HOUR * 1000), graceSeconds: 2 * HOUR });
    expect(late.deleted).toEqual(['_astro/app.aaa.js']);
    expect(await target.read('_astro/app.aaa.js')).toBeUndefined();
    expect([...(await target.list()).keys()].filter((k) => !k.startsWith('_forecourt/')).sort()).toEqual([
      '_astro/app.bbb.js',
      'cars/a/index.html',
      'index.html',
      'search-index.json',
    ]);
  }, 60_000);
});

describe('a directory target', () => {
  it('hashes again a file changed behind the publisher, and uploads it again', async () => {
    const target = directoryTarget(join(work, 'out-dir'));
    const v3 = site('v3', 'ccc');
    const t0 = new Date('2026-11-25T00:00:00Z');
    await publishSite({ siteDir: v3, target, now: t0 });
    writeFileSync(join(work, 'out-dir/cars/a/index.html'), 'tampered with');
    const order: string[] = [];
    // A later clock: the repaired page is a change, so the state's published_at moves on.
    const again = await publishSite({ siteDir: v3, target: recording(target, order), now: new Date(t0.getTime() + 1000) });
    expect(order).toEqual(['cars/a/index.html', '_forecourt/publish-state.json']);
    expect(again.unchanged).toBe(3);
    expect(readFileSync(join(work, 'out-dir/cars/a/index.html'), 'utf8')).toBe('car a');
  }, 60_000);
});

describe('S3 object metadata', () => {
  it('sends Content-Type and Cache-Control per file class', async () => {
    const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: 'dealer-sites', Key: `acme/${key}` }));
    const asset = await head('_astro/app.bbb.js');
    expect([asset.ContentType, asset.CacheControl]).toEqual(['text/javascript; charset=utf-8', IMMUTABLE]);
    const page = await head('index.html');
    expect([page.ContentType, page.CacheControl]).toEqual(['text/html; charset=utf-8', REVALIDATE]);
    const json = await head('search-index.json');
    expect([json.ContentType, json.CacheControl]).toEqual(['application/json; charset=utf-8', REVALIDATE]);
  }, 60_000);
});
