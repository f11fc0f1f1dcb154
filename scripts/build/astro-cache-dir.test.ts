import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { astroCacheDir, claimAstroCacheDir } from './astro-cache-dir.ts';

describe("a dealer's Astro cache folder", () => {
  it('is the same for the same folder, however it is written', () => {
    expect(astroCacheDir('tenants/harbour-city-nissan')).toBe(astroCacheDir('./tenants/../tenants/harbour-city-nissan/'));
  });

  it('differs for two folders with the same name', () => {
    expect(astroCacheDir('/tmp/a/tenants/alpha')).not.toBe(astroCacheDir('/tmp/b/tenants/alpha'));
    expect(astroCacheDir('/tmp/a/tenants/alpha')).toMatch(/[/\\]\.build[/\\]cache[/\\]alpha-[0-9a-f]{8}$/);
  });
});

describe('claiming the cache for one build', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'astro-cache-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives a second build of the same dealer meanwhile a private cache, removed when it is done', () => {
    const first = claimAstroCacheDir('/tmp/t/alpha', root);
    const second = claimAstroCacheDir('/tmp/t/alpha', root);
    expect(first.dir).toBe(astroCacheDir('/tmp/t/alpha', root));
    expect(second.dir).not.toBe(first.dir);
    mkdirSync(second.dir, { recursive: true });
    second.release();
    expect(existsSync(second.dir)).toBe(false);
    first.release();
    expect(claimAstroCacheDir('/tmp/t/alpha', root).dir).toBe(first.dir);
  });

  it('takes over a lock left by a build that died', () => {
    const shared = astroCacheDir('/tmp/t/beta', root);
    mkdirSync(`${shared}.lock`, { recursive: true });
    writeFileSync(join(`${shared}.lock`, 'pid'), '2147483646');
    expect(claimAstroCacheDir('/tmp/t/beta', root).dir).toBe(shared);
  });
});
