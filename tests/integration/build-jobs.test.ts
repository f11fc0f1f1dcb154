import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFiles } from '../support/site-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'tests/fixtures/tenants/mini-motors');
const run = promisify(execFile);
// Cold Astro builds of three dealers at once on a shared 2-core machine.
const BUILD_TIMEOUT_MS = 300_000;
// One clock for every build (a build's default is the moment it runs), so two builds can be compared.
const NOW = '2026-11-21T00:00:00+10:00';

async function build(args: string[]): Promise<{ code: number; stdout: string; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'scripts/build-tenants.ts'), ...args, '--now', NOW], { cwd: ROOT });
    return { code: 0, stdout, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, output: e.stdout + e.stderr };
  }
}

function dealer(dir: string, slug: string, edit: (site: Record<string, unknown>) => void = () => {}): void {
  const target = join(dir, slug);
  cpSync(FIXTURE, target, { recursive: true });
  const site = JSON.parse(readFileSync(join(target, 'site.json'), 'utf8')) as Record<string, unknown>;
  site.slug = slug;
  site.id = 20_000 + ([...slug].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 0) % 1_000_000);
  site.url = `https://www.${slug}.example.com.au`;
  site.name = `${slug[0]!.toUpperCase()}${slug.slice(1)} Motors`;
  edit(site);
  writeFileSync(join(target, 'site.json'), JSON.stringify(site));
}

describe('build-tenants --jobs (dealers built concurrently)', { timeout: BUILD_TIMEOUT_MS }, () => {
  const work = mkdtempSync(join(tmpdir(), 'forecourt-jobs-'));
  const tenants = join(work, 'tenants');
  const out = join(work, 'out');
  let first: Awaited<ReturnType<typeof build>>;

  beforeAll(async () => {
    for (const slug of ['alpha', 'bravo', 'charlie']) dealer(tenants, slug);
    first = await build(['--tenants-dir', tenants, '--out', out, '--jobs', '3']);
    expect(first.code, first.output).toBe(0);
  }, BUILD_TIMEOUT_MS);

  it('builds every dealer into its own folder with its own name, reporting each dealer as one block', () => {
    expect(first.stdout).toMatch(/Building 3 dealer\(s\) .* \(3 at a time\)/);
    for (const slug of ['alpha', 'bravo', 'charlie']) {
      expect(readFileSync(join(out, slug, 'index.html'), 'utf8')).toContain(`${slug[0]!.toUpperCase()}${slug.slice(1)} Motors`);
      // A dealer's lines from ▶ to ✓ are contiguous: no other dealer's line between them.
      const block = new RegExp(`▶ ${slug}\\n(?:(?!▶ ).*\\n)*?  ✓ \\d+ pages written .*→ .*${slug}\\n`);
      expect(first.stdout).toMatch(block);
    }
    expect(first.stdout).toMatch(/3 built, 0 failed/);
  });

  it('writes the same site as a build of the dealer alone', async () => {
    const alone = join(work, 'alone');
    const result = await build(['--tenants-dir', tenants, '--out', alone, '--tenant', 'bravo', '--jobs', '1']);
    expect(result.code, result.output).toBe(0);
    expect(siteFiles(join(alone, 'bravo'))).toEqual(siteFiles(join(out, 'bravo')));
  });

  it('fails only the broken dealer, keeps its previous output, and still builds the others', async () => {
    const previous = readFileSync(join(out, 'bravo/index.html'), 'utf8');
    dealer(tenants, 'bravo', (site) => {
      site.features = { reserv: false };
    });
    dealer(tenants, 'charlie', (site) => {
      site.name = 'Charlie Renamed Motors';
    });
    const result = await build(['--tenants-dir', tenants, '--out', out, '--jobs', '2']);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/bravo\/site\.json: features: unknown key "reserv": did you mean "reserve"\?/);
    expect(result.output).toMatch(/✗ bravo +FAILED \(previous output kept\)/);
    expect(readFileSync(join(out, 'bravo/index.html'), 'utf8')).toBe(previous);
    expect(readFileSync(join(out, 'charlie/index.html'), 'utf8'), result.output).toContain('Charlie Renamed Motors');
    expect(result.output).toMatch(/2 built, 1 failed/);
  });

  it('refuses a --jobs that is not a whole number ≥ 1', async () => {
    const result = await build(['--tenants-dir', tenants, '--out', out, '--jobs', '0']);
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/--jobs: expected a whole number/);
  });
});
