import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeAstroWorkers } from '../../scripts/build/astro-workers.ts';
import { buildTenant } from '../../scripts/build/build-tenant.ts';

/**
 * Dealers are built by workers that keep Astro loaded between builds (scripts/build/astro-workers.ts).
 * Nothing of one build may reach the next: not another dealer's data, not the same dealer's old data.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BUILD_TIMEOUT_MS = 300_000;
const work = mkdtempSync(join(tmpdir(), 'build-workers-'));
const tenantsDir = join(work, 'tenants');
const out = join(work, 'out');
const quiet = { log: () => {}, warn: () => {}, error: console.error };

for (const [slug, id, name] of [
  ['mini-motors', 900, 'Mini Motors'],
  ['other-motors', 901, 'Other Motors'],
] as const) {
  cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), join(tenantsDir, slug), { recursive: true });
  const siteFile = join(tenantsDir, slug, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { dealerships: Array<Record<string, unknown>> };
  const dealerships = site.dealerships.map((dealership) => ({ ...dealership, slug, name }));
  writeFileSync(siteFile, JSON.stringify({ ...site, id, slug, name, url: `https://www.${slug}.example.com.au`, dealerships }));
}
const build = (slug: string) => buildTenant({ slug, tenantsDir, outDir: out, quiet: true, log: quiet });
const page = (slug: string, path: string) => readFileSync(join(out, slug, path, 'index.html'), 'utf8');
const siteHeader = (html: string) => /<header class="site-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

afterAll(() => closeAstroWorkers());

describe('builds in one orchestrator, one after another', () => {
  it(
    "a rebuild of a dealer shows its changed config, and the next dealer none of the previous one's",
    async () => {
      expect((await build('mini-motors')).ok).toBe(true);
      expect(page('mini-motors', 'contact')).toContain('07 3000 1234');

      const siteFile = join(tenantsDir, 'mini-motors/site.json');
      writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(readFileSync(siteFile, 'utf8')), phone: '07 3999 0000' }));
      expect((await build('mini-motors')).ok).toBe(true);
      expect(page('mini-motors', 'contact')).toContain('07 3999 0000');
      // The header is rendered once per build and reused on every page (src/site/render-once.ts): never the last build's.
      for (const path of ['.', 'contact']) expect(siteHeader(page('mini-motors', path))).toContain('href="tel:0739990000"');

      expect((await build('other-motors')).ok).toBe(true);
      // The copied fixture keeps its location names; the dealer's own name and address are its own.
      const home = page('other-motors', '.');
      expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]).toMatch(/^Other Motors \|/);
      expect(home).toContain('<link rel="canonical" href="https://www.other-motors.example.com.au/"');
      expect(home).not.toContain('minimotors.example');
      expect(siteHeader(home)).toMatch(/class="site-header__brand"[^>]*>\s*<span[^>]*>Other Motors</);
      expect(siteHeader(home)).toContain('href="tel:0730001234"'); // its own phone, not the one mini-motors was just built with
    },
    BUILD_TIMEOUT_MS,
  );
});
