import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_SLUG, type HostileReport } from '../hostile/generate.ts';
import { OUTSIDE_MARKER } from '../hostile/hostile-files.ts';
import { hostileSite, HOSTILE_SITE, HOSTILE_TENANTS } from '../hostile/hostile-site.ts';
import { armPage } from '../hostile/inspect-page.ts';

/**
 * The hostile dealer's public/ files (tests/hostile/hostile-files.ts): SVG with script under every
 * namespace-prefix form, embedded HTML, javascript: links and animations, entities, an HTML document
 * named .svg, an SVG named .png, a symbolic and a hard link out of the folder. Everything is served the
 * way a CDN that ignores `_headers` serves it: the file with its type and no other header. The raw files
 * run their payloads (the control), the built site has none of them or serves them as pictures, and
 * every SVG the build did publish holds nothing active, read by Chromium's own XML parser.
 */
const RAW = 'http://raw-dealer-folder.invalid';
const BUILT = 'http://built-site.invalid';
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

let report: HostileReport;

/** Serves `root` at `origin` with nothing but a Content-Type: no CSP, no sandbox, no nosniff. */
async function serveWithoutHeaders(page: Page, origin: string, root: string): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const file = join(root, decodeURIComponent(new URL(route.request().url()).pathname));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile())
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    return route.fulfill({ status: 200, contentType: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', body: readFileSync(file) });
  });
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number[] }).__pwned ?? []);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

test.beforeAll(() => {
  test.setTimeout(300_000);
  report = hostileSite();
});

test('every hostile file runs its payload when its raw file is served without headers (control)', async ({ page }) => {
  test.setTimeout(120_000);
  await armPage(page);
  await serveWithoutHeaders(page, RAW, join(HOSTILE_TENANTS, HOSTILE_SLUG, 'public'));
  const live = report.files.filter((file) => file.runs !== 'never (a picture type)');
  expect(live.length).toBeGreaterThanOrEqual(40);
  for (const file of live) {
    await page.goto(`${RAW}/${file.path}`);
    if (file.runs === 'on click') await page.mouse.click(50, 50);
    await expect.poll(() => pwned(page), `${file.path}: ${file.what}`).toContain(file.id);
  }
});

test('the built site publishes none of them, or only as a picture that cannot run', async ({ page }) => {
  test.setTimeout(120_000);
  const { dialogs } = await armPage(page);
  await serveWithoutHeaders(page, BUILT, HOSTILE_SITE);
  const published = new Set(filesUnder(HOSTILE_SITE));
  for (const file of report.files) {
    const response = await page.goto(`${BUILT}/${file.path}`);
    if (file.expect === 'refused') {
      expect(published.has(file.path), `${file.path} (${file.what}) is published`).toBe(false);
      expect(response?.status(), file.path).toBe(404);
    } else {
      expect(response?.headers()['content-type'], file.path).toBe('image/png');
      expect(await pwned(page), `${file.path}: ${file.what}`).toEqual([]);
    }
  }
  expect(dialogs).toEqual([]);
  // Nothing the links pointed at got in under any name, and no link was published.
  const leaked = [...published].filter(
    (path) =>
      lstatSync(join(HOSTILE_SITE, path)).isSymbolicLink() ||
      (statSync(join(HOSTILE_SITE, path)).isFile() && readFileSync(join(HOSTILE_SITE, path), 'utf8').includes(OUTSIDE_MARKER)),
  );
  expect(leaked).toEqual([]);
});

test('every SVG the built site publishes is a plain picture to a real XML parser, and runs nothing when opened', async ({ page }) => {
  test.setTimeout(120_000);
  const { dialogs } = await armPage(page);
  await serveWithoutHeaders(page, BUILT, HOSTILE_SITE);
  const svgs = filesUnder(HOSTILE_SITE).filter((path) => path.toLowerCase().endsWith('.svg'));
  expect(svgs, 'the dealer logo, as a design tool exports it, is published').toContain('logo.svg');
  for (const path of svgs) {
    await page.goto(`${BUILT}/${path}`);
    expect(await pwned(page), path).toEqual([]);
    // Chromium's XML parser, namespaces resolved: only SVG (and inert metadata) elements, no handler, no link out.
    const active = await page.evaluate(
      (text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        const found: string[] = [];
        if (doc.getElementsByTagName('parsererror').length > 0) found.push('not well-formed');
        for (const el of Array.from(doc.getElementsByTagName('*'))) {
          if (el.namespaceURI === 'http://www.w3.org/1999/xhtml' || ['script', 'foreignObject', 'iframe', 'handler'].includes(el.localName))
            found.push(`<${el.nodeName}>`);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.localName) && !attr.namespaceURI) found.push(`${attr.name} on <${el.nodeName}>`);
            if (attr.localName === 'href' && !/^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i.test(attr.value)) found.push(`${attr.name}="${attr.value}"`);
          }
        }
        return found;
      },
      readFileSync(join(HOSTILE_SITE, path), 'utf8'),
    );
    expect(active, path).toEqual([]);
  }
  expect(dialogs).toEqual([]);
});
