import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURE_TENANTS = 'tests/fixtures/tenants';

/**
 * Builds dealers for an end-to-end test with the project's own build script (as CI and operators do).
 * A failed build throws, its report (stderr) in the error.
 */
export function buildDealers(tenantsDir: string, slugs: readonly string[], out: string): void {
  execFileSync(
    process.execPath,
    ['scripts/build-tenants.ts', '--tenants-dir', tenantsDir, ...slugs.flatMap((slug) => ['--tenant', slug]), '--out', out, '--quiet'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}
