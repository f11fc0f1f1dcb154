/**
 * A dealer folder is untrusted input to the build. A hostile folder's public/ (a home page
 * of its own, a link to /etc/hostname, a scripted SVG), a theme with CSS breakouts and a second
 * folder reusing a dealer's id are each refused or stripped with a message, and nothing of them
 * reaches the built site or the preview server. The dealer whose id was reused keeps building.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/preview/static-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'tests/fixtures/tenants/mini-motors');
const run = promisify(execFile);
// A cold Astro build of one small dealer on a shared 2-core machine.
const BUILD_TIMEOUT_MS = 300_000;
const HOSTNAME = existsSync('/etc/hostname') ? readFileSync('/etc/hostname', 'utf8').trim() : '';
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__owned=1"><script>window.__owned=1</script></svg>';
const PREFIXED_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><a.b:script xmlns:a.b="http://www.w3.org/2000/svg">window.__owned=1</a.b:script></svg>';
const PLAIN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#c00"/></svg>';

function dealer(dir: string, slug: string, edit: (site: Record<string, unknown>) => void): string {
  const target = join(dir, slug);
  cpSync(FIXTURE, target, { recursive: true });
  const site = JSON.parse(readFileSync(join(target, 'site.json'), 'utf8')) as Record<string, unknown>;
  site.slug = slug;
  edit(site);
  writeFileSync(join(target, 'site.json'), JSON.stringify(site));
  return target;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => join(e.parentPath, e.name));
}

describe('a hostile dealer folder', { timeout: BUILD_TIMEOUT_MS }, () => {
  const work = mkdtempSync(join(tmpdir(), 'forecourt-hostile-folder-'));
  const tenants = join(work, 'tenants');
  const out = join(work, 'out');
  let output = '';
  let code = 0;
  let server: Server | undefined;
  let origin = '';

  beforeAll(async () => {
    mkdirSync(tenants, { recursive: true });
    // The real dealer (id 900, the fixture's) and a folder that reuses its id to take it over.
    dealer(tenants, 'mini-motors', () => {});
    // The dealer folders are a repository where mini-motors was committed first; the impostor is new.
    const git = (...args: string[]) => execFileSync('git', ['-C', tenants, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { stdio: 'pipe' });
    git('init', '-q');
    git('add', 'mini-motors');
    git('commit', '-qm', 'mini-motors');
    dealer(tenants, 'impostor', (site) => {
      site.url = 'https://www.impostor.example';
    });
    // A theme whose settings try to leave the CSS declaration, load a URL and leave the attribute.
    dealer(tenants, 'hostile-theme', (site) => {
      site.id = 9002;
      site.url = 'https://www.hostile-theme.example';
      site.theme = { colors: { primary: '#fff;background:url(https://evil.example/c)' }, fonts: { body: 'x;}</style><script>alert(1)</script>' } };
    });
    // public/: a home page of its own, a link out of the folder, a scripted SVG, a plain one.
    const hostile = dealer(tenants, 'hostile-public', (site) => {
      site.id = 9003;
      site.url = 'https://www.hostile-public.example';
    });
    const pub = join(hostile, 'public');
    mkdirSync(join(pub, 'cars'), { recursive: true });
    writeFileSync(join(pub, 'index.html'), '<!doctype html><title>owned</title><script>window.__owned=1</script>');
    writeFileSync(join(pub, 'robots.txt'), 'User-agent: *\nDisallow:\n# hostile');
    writeFileSync(join(pub, 'cars/app.js'), 'window.__owned=1');
    writeFileSync(join(pub, '_headers'), '/*\n  Content-Security-Policy: script-src *');
    symlinkSync('/etc/hostname', join(pub, 'hostname.txt'));
    symlinkSync('/etc', join(pub, 'etc'));
    writeFileSync(join(pub, 'evil.svg'), SCRIPTED_SVG);
    writeFileSync(join(pub, 'logo-plain.svg'), PLAIN_SVG);
    // A script under a namespace prefix a regular expression misses, and a hard link to a file outside.
    writeFileSync(join(pub, 'prefixed.svg'), PREFIXED_SVG);
    writeFileSync(join(work, 'outside.png'), 'operator-only');
    linkSync(join(work, 'outside.png'), join(pub, 'linked.png'));
    // A live build of a dealer whose pages would call the operator's own machine.
    dealer(tenants, 'private-api', (site) => {
      site.id = 9004;
      site.url = 'https://www.private-api.example';
      site.integrations = { ...(site.integrations as object), platformApi: { baseUrl: 'http://127.0.0.1:8787' } };
    });

    const args = ['--tenants-dir', tenants, '--out', out, '--quiet'];
    for (const slug of ['mini-motors', 'impostor', 'hostile-theme', 'hostile-public', 'private-api']) args.push('--tenant', slug);
    try {
      const result = await run(process.execPath, [join(ROOT, 'scripts/build-tenants.ts'), ...args], { cwd: ROOT, maxBuffer: 20_000_000 });
      output = result.stdout + result.stderr;
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      code = e.code;
      output = e.stdout + e.stderr;
    }
    server = createStaticServer(join(out, 'hostile-public'));
    await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready));
    const address = server.address();
    origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  }, BUILD_TIMEOUT_MS);

  afterAll(() => {
    server?.close();
    rmSync(work, { recursive: true, force: true });
    for (const slug of ['mini-motors', 'impostor', 'hostile-theme', 'hostile-public', 'private-api'])
      rmSync(join(ROOT, '.build', slug, 'bundle.json'), { force: true });
  });

  it('fails the newcomer that claims a dealer id, naming both folders, and builds the dealer that had it', () => {
    expect(code).not.toBe(0);
    const claim = output.split('\n').find((line) => line.includes('claims dealer id "900"')) ?? '';
    // "impostor" sorts before "mini-motors": the repository's history, not the name, says who was first.
    expect(claim).toContain(`${join(tenants, 'impostor')} claims dealer id "900", which ${join(tenants, 'mini-motors')} already has`);
    expect(existsSync(join(out, 'mini-motors', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'impostor'))).toBe(false);
    expect(output).toMatch(/✓ mini-motors/);
  });

  it('refuses theme values that would break out of CSS, naming the fields', () => {
    expect(output).toMatch(/hostile-theme\/site\.json: theme\.colors\.primary: .*#1a2b3c/);
    expect(output).toMatch(/hostile-theme\/site\.json: theme\.fonts\.body: .*font list/);
    expect(existsSync(join(out, 'hostile-theme'))).toBe(false);
  });

  it('strips every hostile public file with a message and keeps the plain picture', () => {
    expect(output).toContain('public/index.html: not published: would replace a file the build wrote');
    expect(output).toContain('public/robots.txt: not published: would replace a file the build wrote');
    expect(output).toContain('public/hostname.txt: not published: a link');
    expect(output).toContain('public/etc: not published: a link');
    expect(output).toContain('public/cars/app.js: not published: type .js is not published');
    expect(output).toContain('public/_headers: not published');
    expect(output).toMatch(/public\/evil\.svg: not published: SVG with an event handler attribute \(on…=\); a <script> element/);
    expect(output).toContain('public/prefixed.svg: not published: SVG with a <script> element');
    expect(output).toContain('public/linked.png: not published: a hard link');
    expect(readFileSync(join(out, 'hostile-public/logo-plain.svg'), 'utf8')).toBe(PLAIN_SVG);
  });

  it("refuses a live build whose platform API is the operator's own machine, naming the field", () => {
    expect(output).toMatch(
      /private-api\/site\.json: integrations\.platformApi\.baseUrl: refused in a live build: http:\/\/127\.0\.0\.1:8787 names 127\.0\.0\.1/,
    );
    expect(existsSync(join(out, 'private-api'))).toBe(false);
  });

  it('publishes the built home page, no link, no file from outside the folder', () => {
    const site = join(out, 'hostile-public');
    const home = readFileSync(join(site, 'index.html'), 'utf8');
    expect(home).toContain('Mini Motors');
    expect(home).not.toContain('__owned');
    expect(existsSync(join(site, 'evil.svg'))).toBe(false);
    expect(existsSync(join(site, 'prefixed.svg'))).toBe(false);
    expect(existsSync(join(site, 'linked.png'))).toBe(false);
    expect(existsSync(join(site, 'cars/app.js'))).toBe(false);
    expect(readFileSync(join(site, '_headers'), 'utf8')).not.toContain('script-src *');
    const files = filesUnder(site);
    expect(files.filter((file) => lstatSync(file).isSymbolicLink())).toEqual([]);
    if (HOSTNAME) expect(files.filter((f) => lstatSync(f).isFile() && readFileSync(f, 'utf8').trim() === HOSTNAME)).toEqual([]);
  });

  it('the preview server serves the built page and never follows a link out of the site', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(await home.text()).not.toContain('__owned');
    // Even a link planted in the output after the build is not followed.
    symlinkSync('/etc/hostname', join(out, 'hostile-public/planted.txt'));
    const planted = await fetch(`${origin}/planted.txt`);
    expect(planted.status).toBe(404);
    expect(await planted.text()).not.toContain(HOSTNAME || '\u0000');
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
    const svg = await fetch(`${origin}/logo-plain.svg`);
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
  });
});
