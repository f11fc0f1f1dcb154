/**
 * Astro's dev server for one dealer, reloading when its folder changes:
 *
 *   npm run dev -- --tenant <slug> [--tenants-dir tenants] [--port 4321]
 *
 * The dealer's folder is prepared (validated) into its bundle exactly as a build does; a change to
 * site.json or data/ prepares it again and the open pages reload (integrations/astro/tenant-dev.ts);
 * Markdown in content/ is watched by Astro itself, public/ is served live. A config error is printed
 * with its file and field, and the last good bundle stays in use until it is fixed. For editing
 * pages and components; what is published is always `npm run build` (CSP, `_headers`, checks).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, watch, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { problemToString } from '../src/config/config-error.ts';
import { recordProblemToString } from '../src/tenant/data-problems.ts';
import { discoverTenants } from './build/discover-tenants.ts';
import { prepareTenant } from './build/prepare-tenant.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { tenant: { type: 'string' }, 'tenants-dir': { type: 'string', default: 'tenants' }, port: { type: 'string', default: '4321' } },
});
const tenantsDir = resolve(values['tenants-dir']);
const dealers = discoverTenants(tenantsDir).slugs;
const slug = values.tenant ?? (dealers.length === 1 ? dealers[0] : undefined);
if (!slug || !dealers.includes(slug)) {
  console.error(`Usage: npm run dev -- --tenant <slug>   (dealers in ${tenantsDir}: ${dealers.join(', ') || 'none'})`);
  process.exit(2);
}
const tenantDir = join(tenantsDir, slug);
const bundlePath = join(ROOT, '.build', slug, 'bundle-dev.json');

/** Validates the folder and writes the bundle (whole, by rename, so the server never reads half). */
function prepare(): boolean {
  const prepared = prepareTenant(tenantDir, slug as string);
  for (const problem of prepared.skipped) console.warn(`  ⚠ ${recordProblemToString(problem)}`);
  if (!prepared.bundle || prepared.errors.length > 0) {
    for (const problem of prepared.errors) console.error(`  ✗ ${problemToString(problem)}`);
    console.error(
      existsSync(bundlePath) ? '  ✗ not reloaded: the last good version stays in use until this is fixed.' : '  ✗ fix the file(s) above and start again.',
    );
    return false;
  }
  mkdirSync(join(ROOT, '.build', slug as string), { recursive: true });
  writeFileSync(`${bundlePath}.tmp`, JSON.stringify(prepared.bundle));
  renameSync(`${bundlePath}.tmp`, bundlePath);
  console.log(`  ✓ ${slug}: ${prepared.bundle.vehicles.length} vehicle pages, ${prepared.skipped.length} records skipped`);
  return true;
}

if (!prepare()) process.exit(1);
if (existsSync(join(tenantDir, 'demo.json'))) await (await import('./demo-data/images.ts')).ensureDemoImages(tenantDir);

const astro = spawn(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', values.port, '--host', '127.0.0.1'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FORECOURT_DEV: '1', FORECOURT_BUNDLE: bundlePath, FORECOURT_TENANT_DIR: tenantDir, ASTRO_TELEMETRY_DISABLED: '1' },
});

// Content (Astro's own loader watches it) and public/ (served as it is) need no new bundle.
let pending: NodeJS.Timeout | undefined;
const watcher = watch(tenantDir, { recursive: true }, (_event, file) => {
  if (!file || /^(content|public)([\\/]|$)/.test(file) || file.includes(`${sep}.`)) return;
  clearTimeout(pending);
  pending = setTimeout(() => {
    console.log(`\n↻ ${file} changed`);
    prepare();
  }, 150);
});
const stop = () => {
  watcher.close();
  astro.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
astro.on('exit', (code) => {
  watcher.close();
  process.exit(code ?? 0);
});
