import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDealerPublic } from './copy-dealer-public.ts';

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

function setup(): { pub: string; site: string; outside: string } {
  work = mkdtempSync(join(tmpdir(), 'dealer-public-'));
  const pub = join(work, 'public');
  const site = join(work, 'site');
  const outside = join(work, 'secret.txt');
  mkdirSync(join(pub, 'media'), { recursive: true });
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), 'built home');
  writeFileSync(join(site, 'favicon.svg'), '<svg/>');
  writeFileSync(outside, 'secret');
  return { pub, site, outside };
}

describe('copyDealerPublic', () => {
  it('copies pictures, fonts, PDFs and well-formed verification files', () => {
    const { pub, site } = setup();
    writeFileSync(join(pub, 'media/car.webp'), 'RIFF');
    writeFileSync(join(pub, 'brochure.pdf'), '%PDF');
    writeFileSync(join(pub, 'brand.woff2'), 'wOF2');
    writeFileSync(join(pub, 'google1a2b3c4d5e6f7a8b.html'), 'google-site-verification: google1a2b3c4d5e6f7a8b.html');
    writeFileSync(join(pub, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    const report = copyDealerPublic(pub, site, new Set(['favicon.svg']));
    expect(report.refused).toEqual([]);
    expect(report.copied.sort()).toEqual(['brand.woff2', 'brochure.pdf', 'favicon.svg', 'google1a2b3c4d5e6f7a8b.html', 'media/car.webp']);
    expect(readFileSync(join(site, 'favicon.svg'), 'utf8')).toContain('circle');
  });

  it('refuses links, routes, scripts, reserved names and a disguised verification page', () => {
    const { pub, site, outside } = setup();
    symlinkSync(outside, join(pub, 'photo.webp'));
    symlinkSync(join(pub, 'media'), join(pub, 'linked-dir'));
    writeFileSync(join(pub, 'index.html'), '<script>owned()</script>');
    writeFileSync(join(pub, 'app.js'), 'owned()');
    writeFileSync(join(pub, '_redirects'), '/* https://evil.example 302');
    writeFileSync(join(pub, 'google0123456789abcdef.html'), '<script>owned()</script>');
    const report = copyDealerPublic(pub, site);
    const reasons = Object.fromEntries(report.refused.map((r) => [r.path, r.reason]));
    expect(reasons['public/photo.webp']).toMatch(/a link/);
    expect(reasons['public/linked-dir']).toMatch(/a link/);
    expect(reasons['public/index.html']).toMatch(/would replace a file the build wrote/);
    expect(reasons['public/app.js']).toMatch(/type \.js is not published/);
    expect(reasons['public/_redirects']).toMatch(/hidden or reserved/);
    expect(reasons['public/google0123456789abcdef.html']).toMatch(/expected format/);
    expect(report.copied).toEqual([]);
    expect(readFileSync(join(site, 'index.html'), 'utf8')).toBe('built home');
    expect(existsSync(join(site, 'photo.webp'))).toBe(false);
  });

  it('refuses a hard link to a file outside the folder, like a symbolic one', () => {
    const { pub, site, outside } = setup();
    // The same file under a name inside public/: its real path is inside, its content is not the dealer's.
    linkSync(outside, join(pub, 'media/photo.png'));
    // An SVG under a name the CDN's lower-case *.svg rule would miss.
    writeFileSync(join(pub, 'logo.SVG'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const report = copyDealerPublic(pub, site);
    expect(report.refused).toEqual([
      { path: 'public/logo.SVG', reason: expect.stringMatching(/lower-case \.svg/) as unknown },
      { path: 'public/media/photo.png', reason: expect.stringMatching(/a hard link/) as unknown },
    ]);
    expect(existsSync(join(site, 'media/photo.png'))).toBe(false);
  });

  it('refuses a public folder that is itself a link', () => {
    const { site } = setup();
    const elsewhere = join(work, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, 'a.png'), 'png');
    symlinkSync(elsewhere, join(work, 'linked-public'));
    const report = copyDealerPublic(join(work, 'linked-public'), site);
    expect(report.refused).toEqual([{ path: 'public', reason: 'the public folder is a link' }]);
    expect(existsSync(join(site, 'a.png'))).toBe(false);
    expect(lstatSync(site).isDirectory()).toBe(true);
  });

  it('strips an SVG that carries script and says why', () => {
    const { pub, site } = setup();
    writeFileSync(join(pub, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>');
    const report = copyDealerPublic(pub, site);
    expect(report.refused[0]?.reason).toMatch(/^SVG with a link out of the picture/);
    expect(existsSync(join(site, 'logo.svg'))).toBe(false);
  });
});
