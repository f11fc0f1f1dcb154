import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURE_TENANTS = 'tests/fixtures/tenants';
/** The build's clock for the suite's builds (BUILD_NOW in scripts/test.sh): the fixtures' snapshot day. */
const SUITE_BUILD_NOW = '2026-11-21T00:00:00+10:00';

/**
 * Builds dealers for an end-to-end test with the project's own build script (as CI and operators do).
 * The build's clock is pinned (SUITE_BUILD_NOW) so time-bound content is the same on every run.
 * A failed build throws, its report (stderr) in the error. The test is the operator here: its
 * fixture dealers call the local reference API (http://127.0.0.1:8787), hence --allow-private-hosts.
 */
export function buildDealers(tenantsDir: string, slugs: readonly string[], out: string): void {
  execFileSync(
    process.execPath,
    [
      'scripts/build-tenants.ts',
      '--tenants-dir',
      tenantsDir,
      ...slugs.flatMap((slug) => ['--tenant', slug]),
      '--out',
      out,
      '--quiet',
      '--allow-private-hosts',
      '--now',
      SUITE_BUILD_NOW,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}
