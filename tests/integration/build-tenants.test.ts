import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE = join(ROOT, 'tests/fixtures/tenants/mini-motors');
const run = promisify(execFile);
// Each build here is a cold Astro build of one or two dealers on a shared 2-core machine; the hook
// gets the same allowance as the tests (a describe-level timeout does not cover hooks).
const BUILD_TIMEOUT_MS = 300_000;

async function build(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'scripts/build-tenants.ts'), ...args], { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

/** A copy of the fixture dealer under a new slug, with `edit` applied to its site.json. */
function dealer(dir: string, slug: string, edit: (site: Record<string, unknown>) => void = () => {}): string {
  const target = join(dir, slug);
  cpSync(FIXTURE, target, { recursive: true });
  const site = JSON.parse(readFileSync(join(target, 'site.json'), 'utf8')) as Record<string, unknown>;
  site.slug = slug;
  // Each copy is its own dealer: two folders claiming one id or origin fail the build.
  site.id = 10_000 + ([...slug].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 0) % 1_000_000);
  site.url = `https://www.${slug}.example.com.au`;
  edit(site);
  writeFileSync(join(target, 'site.json'), JSON.stringify(site));
  return target;
}

/** Vehicle pages: /cars/<slug>/ holding a Car JSON-LD (other routes live under /cars too, e.g. trade-in). */
function vehiclePages(siteDir: string): string[] {
  const cars = join(siteDir, 'cars');
  if (!existsSync(cars)) return [];
  return readdirSync(cars).filter((d) => {
    const page = join(cars, d, 'index.html');
    return existsSync(page) && readFileSync(page, 'utf8').includes('"@type":"Car"');
  });
}

describe('build-tenants (dealer folders outside the repo)', { timeout: BUILD_TIMEOUT_MS }, () => {
  const work = mkdtempSync(join(tmpdir(), 'forecourt-build-'));
  const tenants = join(work, 'tenants');
  const out = join(work, 'out');

  beforeAll(async () => {
    dealer(tenants, 'alpha');
    dealer(tenants, 'bravo');
    const first = await build(['--tenants-dir', tenants, '--out', out]);
    expect(first.code, first.output).toBe(0);
  }, BUILD_TIMEOUT_MS);

  it('builds each dealer into <out>/<slug> with its own pages', () => {
    expect(existsSync(join(out, 'alpha/index.html'))).toBe(true);
    expect(existsSync(join(out, 'bravo/index.html'))).toBe(true);
    expect(readFileSync(join(out, 'alpha/index.html'), 'utf8')).toContain('Mini Motors');
    expect(existsSync(join(out, 'alpha/sitemap.xml'))).toBe(true);
    expect(existsSync(join(out, 'alpha/robots.txt'))).toBe(true);
  });

  it('fails only the dealer with a bad config, names file and field, and keeps its previous output', async () => {
    const previous = readFileSync(join(out, 'alpha/index.html'), 'utf8');
    dealer(tenants, 'alpha', (site) => {
      site.features = { reserv: false };
    });
    dealer(tenants, 'bravo', (site) => {
      site.name = 'Bravo Renamed Motors';
    });
    const result = await build(['--tenants-dir', tenants, '--out', out]);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/alpha\/site\.json: features: unknown key "reserv": did you mean "reserve"\?/);
    expect(readFileSync(join(out, 'alpha/index.html'), 'utf8')).toBe(previous);
    expect(readFileSync(join(out, 'bravo/index.html'), 'utf8')).toContain('Bravo Renamed Motors');
  });

  it('reports a wrong type and a missing required field with their paths', async () => {
    dealer(tenants, 'alpha', (site) => {
      site.stock = { soldVisibleDays: 'three' };
      delete site.name;
    });
    const result = await build(['--tenants-dir', tenants, '--out', out, '--tenant', 'alpha']);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/site\.json: stock\.soldVisibleDays: expected number, received string/);
    expect(result.output).toMatch(/site\.json: name: required/);
  });

  it('builds 297 vehicle pages from 300 records with 3 malformed and reports the 3', async () => {
    const dir = dealer(tenants, 'charlie');
    const stock = JSON.parse(readFileSync(join(dir, 'data/stock.json'), 'utf8')) as { vehicles: Array<Record<string, unknown>> };
    const template = stock.vehicles[0]!;
    const vehicles: unknown[] = [];
    for (let i = 1; i <= 300; i++) vehicles.push({ ...template, id: i, slug: `car-${i}`, name: `Car ${i}`, status: 'in_stock' });
    vehicles[10] = { ...template, id: 11, slug: 'car-11', price: 'cheap' };
    vehicles[150] = { ...template, id: 151, slug: 'car-151', car_type: 'vintage' };
    vehicles[299] = null;
    writeFileSync(join(dir, 'data/stock.json'), JSON.stringify({ ...stock, vehicles }));
    const result = await build(['--tenants-dir', tenants, '--out', out, '--tenant', 'charlie']);
    expect(result.code, result.output).toBe(0);
    expect(vehiclePages(join(out, 'charlie'))).toHaveLength(297);
    expect(result.output).toMatch(/stock\.json\[10\] \(id 11\): price: .*record skipped/);
    expect(result.output).toMatch(/stock\.json\[150\] \(id 151\): car_type: .*record skipped/);
    expect(result.output).toMatch(/stock\.json\[299\]: \(root\): .*record skipped/);
  });

  it('exits non-zero for an unknown --tenant', async () => {
    const result = await build(['--tenants-dir', tenants, '--out', out, '--tenant', 'nope']);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/nope: no folder/);
  });
});
