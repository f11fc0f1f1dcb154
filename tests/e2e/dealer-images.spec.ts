import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { watchPageHealth } from '../support/page-health.ts';
import { buildDealers, FIXTURE_TENANTS } from '../support/build-dealers.ts';

/**
 * A real dealer's pictures (docs/images.md): tests/fixtures/tenants/photo-feed-motors has stock
 * photos on its own photo host (absolute feed URLs, no image CDN configured) beside pictures in its
 * public/ folder (a car's photos, logo, brand logo and banner, a content page's hero and inline
 * picture). Every <img> src and srcset candidate on its cards, gallery, brand and content pages must
 * be a feed URL exactly as the feed gives it, or a file of the built site that is served; every
 * picture the browser loaded must have decoded (no broken image), with no CSP violation.
 * The photo host is played by a Playwright route serving a real JPEG.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SLUG = 'photo-feed-motors';
const FIXTURE = join(ROOT, 'tests/fixtures/tenants', SLUG);
const OUT = process.env.E2E_FIXTURE_SITES ?? join(ROOT, '.build/e2e-sites');
const PHOTO_HOST = 'https://photos.feed-host.example';

interface FeedImage {
  url: string;
  thumb?: { url: string };
}
const stock = JSON.parse(readFileSync(join(FIXTURE, 'data/stock.json'), 'utf8')) as { vehicles: Array<{ slug: string; images: FeedImage[] }> };
/** Every picture URL the dealer's data and content give (the only photo-host URLs a page may show). */
const feedUrls = new Set(
  [
    ...stock.vehicles.flatMap((v) => v.images.flatMap((image) => [image.url, ...(image.thumb ? [image.thumb.url] : [])])),
    ...[...readFileSync(join(FIXTURE, 'content/pages/about-us.md'), 'utf8').matchAll(/\((https:\/\/[^)]+)\)/g)].map((m) => m[1] as string),
  ].filter((url) => url.startsWith(PHOTO_HOST)),
);

let server: Server;
let origin = '';
let clock = '';
let photo: Buffer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  buildDealers(FIXTURE_TENANTS, [SLUG], OUT);
  clock = (JSON.parse(readFileSync(join(ROOT, '.build', SLUG, 'bundle.json'), 'utf8')) as { clock: string }).clock;
  photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#355070' } })
    .jpeg()
    .toBuffer();
  server = createStaticServer(join(OUT, SLUG));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
});

interface ShownImage {
  src: string;
  srcset: string[];
  complete: boolean;
  naturalWidth: number;
}

/** Opens a page with the photo host answering, scrolls every lazy picture in, and lists its <img>s. */
async function imagesOn(page: Page, path: string): Promise<ShownImage[]> {
  await page.clock.setFixedTime(new Date(clock));
  await page.route(`${PHOTO_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
  await page.goto(`${origin}${path}`);
  for (let y = 0; y < 6; y++) await page.mouse.wheel(0, 1500);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined))));
  return page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      src: img.src,
      srcset: (img.getAttribute('srcset') ?? '')
        .split(',')
        .map((c) => c.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean)
        .map((u) => new URL(u, document.baseURI).href),
      complete: img.complete,
      naturalWidth: img.naturalWidth,
    })),
  );
}

/** Each URL is a feed URL as given, or a file the built site serves as an image. */
async function expectRealFiles(page: Page, images: ShownImage[]): Promise<void> {
  // An <img> with no src yet (the fullscreen viewer before it opens) asks for nothing.
  const urls = [...new Set(images.flatMap((image) => [...(image.src ? [image.src] : []), ...image.srcset]))];
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    if (url.startsWith(PHOTO_HOST)) {
      expect(feedUrls, `${url} is not a URL of the feed`).toContain(url);
      continue;
    }
    expect(url.startsWith(`${origin}/`), `${url} is neither the feed's nor the site's`).toBe(true);
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\//);
  }
  const broken = images.filter((image) => image.src && image.complete && image.naturalWidth === 0).map((image) => image.src);
  expect(broken).toEqual([]);
}

const pages = [
  { name: 'home page cards', path: '/' },
  { name: 'search result cards', path: '/search' },
  { name: 'gallery of feed photos', path: `/cars/${stock.vehicles[0]?.slug}` },
  { name: 'gallery with feed thumbnails', path: `/cars/${stock.vehicles[1]?.slug}` },
  { name: 'gallery of local and feed photos', path: `/cars/${stock.vehicles[3]?.slug}` },
  { name: 'brand page (logo, banner)', path: '/mazda/overview' },
  { name: 'content page (hero, inline pictures)', path: '/about-us' },
];

for (const { name, path } of pages) {
  test(`${name}: every picture is the feed's URL or a file the site serves, and none is broken`, async ({ page }) => {
    const health = watchPageHealth(page);
    const images = await imagesOn(page, path);
    await expectRealFiles(page, images);
    expect(health.problems()).toEqual([]);
  });
}

test('feed photos are shown as the feed gives them; the site’s own pictures get its widths', async ({ page }) => {
  const images = await imagesOn(page, '/search');
  const feedCard = images.find((image) => image.src === stock.vehicles[0]?.images[0]?.url);
  expect(feedCard?.srcset).toEqual([]);
  const localCard = images.find((image) => image.src.includes('/_img/') && image.src.endsWith('/media/stock/yard-car-4-front.jpg'));
  expect(localCard?.srcset.map((url) => new URL(url).pathname)).toEqual(
    [240, 480, 800, 1200].map((width) => `/_img/w${width}/media/stock/yard-car-4-front.jpg`),
  );
  const loaded = await page
    .locator('img[src*="yard-car-4-front"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(loaded).toBeGreaterThan(0);
});

test.describe('with an image CDN configured', () => {
  const CDN = 'https://images.photo-feed.example';
  const CDN_SLUG = 'photo-cdn-motors';
  let cdnServer: Server;
  let cdnOrigin = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // The same dealer folder with one setting more: its photos through Cloudflare Image Resizing.
    const tenants = mkdtempSync(join(tmpdir(), 'photo-cdn-'));
    cpSync(FIXTURE, join(tenants, CDN_SLUG), { recursive: true });
    const site = JSON.parse(readFileSync(join(FIXTURE, 'site.json'), 'utf8')) as Record<string, unknown>;
    const config = {
      ...site,
      id: 911,
      slug: CDN_SLUG,
      url: 'https://www.photocdnmotors.example.com.au',
      integrations: { imageCdn: { kind: 'cloudflare', baseUrl: CDN } },
    };
    writeFileSync(join(tenants, CDN_SLUG, 'site.json'), JSON.stringify(config));
    buildDealers(tenants, [CDN_SLUG], OUT);
    rmSync(tenants, { recursive: true, force: true });
    cdnServer = createStaticServer(join(OUT, CDN_SLUG));
    await new Promise<void>((ready) => cdnServer.listen(0, '127.0.0.1', ready));
    cdnOrigin = `http://127.0.0.1:${(cdnServer.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((closed) => cdnServer?.close(closed));
  });

  test("feed photos come at each width from the CDN (allowed by the site's CSP); the site's own from the build", async ({ page }) => {
    const health = watchPageHealth(page);
    const asked: string[] = [];
    await page.clock.setFixedTime(new Date(clock));
    await page.route(`${CDN}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo });
    });
    await page.goto(`${cdnOrigin}/search`);
    await page.waitForLoadState('networkidle');
    const feedPhoto = stock.vehicles[0]?.images[0]?.url ?? '';
    const card = page.locator('img[src$="/stock/1-1.jpg"]').first();
    await expect(card).toHaveAttribute('src', `${CDN}/cdn-cgi/image/width=480,quality=78,fit=scale-down,format=auto/${feedPhoto}`);
    const srcset = (await card.getAttribute('srcset')) ?? '';
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['240w', '480w', '800w', '1200w']);
    expect(srcset.split(', ').every((candidate) => candidate.startsWith(`${CDN}/cdn-cgi/image/width=`))).toBe(true);
    expect(await card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    await expect(page.locator('img[src$="/media/stock/yard-car-4-front.jpg"]').first()).toHaveAttribute('src', '/_img/w480/media/stock/yard-car-4-front.jpg');
    expect(health.problems()).toEqual([]);
  });
});
