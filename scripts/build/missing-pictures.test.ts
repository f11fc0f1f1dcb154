import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { dropMissingPictures } from './missing-pictures.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'missing-pictures-'));
  await mkdir(join(dir, 'media'), { recursive: true });
  await writeFile(join(dir, 'media', 'car 1.jpg'), 'jpeg');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('leaves out local photos no public/ folder has, keeps feed URLs and existing files', () => {
  const images = [
    { url: '/media/car%201.jpg', thumb: { url: '/media/car-1-thumb.jpg' } },
    { url: '/media/gone.jpg' },
    { url: 'https://photos.example/a.jpg', thumb: { url: 'https://photos.example/a-t.jpg' } },
  ];
  const bundle = {
    vehicles: [
      { id: 7, images },
      { id: 8, images: [{ url: '/media/car 1.jpg' }] },
    ],
  } as unknown as TenantBundle;
  expect(dropMissingPictures(bundle, [join(dir, 'none'), dir])).toEqual(['data/stock.json (id 7): images: /media/gone.jpg not in public/ — left out']);
  expect(bundle.vehicles[0]?.images).toEqual([{ url: '/media/car%201.jpg' }, images[2]]);
  expect(bundle.vehicles[1]?.images).toEqual([{ url: '/media/car 1.jpg' }]);
});
