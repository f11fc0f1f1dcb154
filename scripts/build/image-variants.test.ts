import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrlAt } from '../../src/site/image-url.ts';
import { writeImageVariants } from './image-variants.ts';

const none = { kind: 'none', quality: 78 } as const;
let dir = '';
let site = '';
let cacheDir = '';

const picture = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    [format]()
    .toBuffer();

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-variants-'));
  site = join(dir, 'site');
  cacheDir = join(dir, 'cache');
  await mkdir(join(site, 'media', 'stock'), { recursive: true });
  await mkdir(join(site, '_astro'), { recursive: true });
  await writeFile(join(site, 'media', 'stock', 'car one.jpg'), await picture(1600, 1067, 'jpeg'));
  await writeFile(join(site, 'logo.png'), await picture(300, 100, 'png'));
  await writeFile(join(site, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(site, '_astro', 'hashed.1a2b.png'), await picture(50, 50, 'png'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The file a site-relative URL of the built site is served from. */
const fileOf = (url: string) => join(site, decodeURIComponent(url));

describe('writeImageVariants', () => {
  it('writes every width the pages ask for, resized and never enlarged', async () => {
    const report = await writeImageVariants(site, { quality: 78, cacheDir });
    expect(report).toMatchObject({ images: 2, rendered: 8, reused: 0, failed: [] });
    const photo = '/media/stock/car%20one.jpg';
    const widths = await Promise.all(
      (imageSrcSet(photo, none) ?? '').split(', ').map(async (candidate) => {
        const [url, descriptor] = candidate.split(' ');
        return [descriptor, (await sharp(fileOf(url ?? '')).metadata()).width];
      }),
    );
    expect(widths).toEqual([
      ['240w', 240],
      ['480w', 480],
      ['800w', 800],
      ['1200w', 1200],
    ]);
    // A 300 px logo is not blown up: its larger "variants" are the file itself.
    expect((await sharp(fileOf(imageUrlAt('/logo.png', 240, none))).metadata()).width).toBe(240);
    expect(await readFile(fileOf(imageUrlAt('/logo.png', 1200, none)))).toEqual(await readFile(join(site, 'logo.png')));
    // Vector files and Astro's own assets are left alone.
    expect(existsSync(join(site, '_img', 'w240', 'logo.svg'))).toBe(false);
    expect(existsSync(join(site, '_img', 'w240', '_astro'))).toBe(false);
  });

  it('reuses the renders of unchanged pictures on the next build, whatever their name', async () => {
    await writeImageVariants(site, { quality: 78, cacheDir });
    const next = join(dir, 'next-build');
    await mkdir(join(next, 'renamed'), { recursive: true });
    await writeFile(join(next, 'renamed', 'car.jpg'), await readFile(join(site, 'media', 'stock', 'car one.jpg')));
    expect(await writeImageVariants(next, { quality: 78, cacheDir })).toMatchObject({ images: 1, rendered: 0, reused: 4 });
    expect(existsSync(join(next, '_img', 'w480', 'renamed', 'car.jpg'))).toBe(true);
    // Another quality is another render.
    expect(await writeImageVariants(next, { quality: 60, cacheDir })).toMatchObject({ rendered: 4, reused: 0 });
  });

  it('a file sharp cannot read is reported and served as it is at every width', async () => {
    await writeFile(join(site, 'broken.jpg'), 'not a picture');
    const report = await writeImageVariants(site, { quality: 78, cacheDir });
    expect(report.failed).toEqual([expect.stringMatching(/^\/broken\.jpg: /)]);
    expect(await readFile(join(site, '_img', 'w800', 'broken.jpg'), 'utf8')).toBe('not a picture');
  });
});
