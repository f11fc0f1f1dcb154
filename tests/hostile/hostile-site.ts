import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildDealers } from '../support/build-dealers.ts';
import { HOSTILE_SLUG, type HostileReport } from './generate.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const HOSTILE_TENANTS = join(ROOT, '.build/hostile/tenants');
const SITES = join(ROOT, '.build/hostile/sites');
export const HOSTILE_SITE = join(SITES, HOSTILE_SLUG);

/**
 * The hostile dealer's folder and built site: scripts/test.sh generates and builds them fresh; a spec
 * run on its own does so when they are missing. Returns what the generator placed where.
 */
export function hostileSite(): HostileReport {
  if (!existsSync(join(HOSTILE_SITE, 'index.html')) || !existsSync(join(HOSTILE_TENANTS, 'hostile-report.json'))) {
    execFileSync(process.execPath, ['tests/hostile/generate.ts', '--out', HOSTILE_TENANTS], { cwd: ROOT, stdio: 'inherit' });
    buildDealers(HOSTILE_TENANTS, [HOSTILE_SLUG], SITES);
  }
  return JSON.parse(readFileSync(join(HOSTILE_TENANTS, 'hostile-report.json'), 'utf8')) as HostileReport;
}
