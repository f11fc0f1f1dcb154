import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFiles } from '../support/site-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
// Two cold Astro builds of a dealer on a shared 2-core machine.
const BUILD_TIMEOUT_MS = 300_000;
// One clock for both builds (a build's default is the moment it runs), so they can be compared.
const NOW = '2026-11-21T00:00:00+10:00';

async function build(tenants: string, out: string, threads: number): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [join(ROOT, 'scripts/build-tenants.ts'), '--tenants-dir', tenants, '--out', out, '--render-threads', String(threads), '--now', NOW],
    { cwd: ROOT },
  );
  return stdout;
}

describe('a dealer rendered on several threads (integrations/astro/render-threads.ts)', { timeout: BUILD_TIMEOUT_MS }, () => {
  const work = mkdtempSync(join(tmpdir(), 'forecourt-threads-'));
  const tenants = join(work, 'tenants');
  let threaded: string;

  beforeAll(async () => {
    cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), join(tenants, 'mini-motors'), { recursive: true });
    threaded = await build(tenants, join(work, 'three'), 3);
    await build(tenants, join(work, 'one'), 1);
  }, BUILD_TIMEOUT_MS);

  it('renders pages on each of the threads it was given', () => {
    const shares = /pages rendered per thread: ([\d /]+)\)/.exec(threaded)?.[1]?.split(' / ').map(Number);
    expect(shares, threaded).toHaveLength(3);
    for (const share of shares!) expect(share).toBeGreaterThan(0);
  });

  it('writes the same site, file for file, as one thread does', () => {
    const one = siteFiles(join(work, 'one/mini-motors'));
    const three = siteFiles(join(work, 'three/mini-motors'));
    expect([...three.keys()].sort()).toEqual([...one.keys()].sort());
    for (const [path, body] of one) expect(three.get(path), path).toBe(body);
  });
});
