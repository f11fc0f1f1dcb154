/**
 * Runs the reference platform API for the end-to-end tests: a fresh database in a temp folder,
 * CORS open to each built dealer's test origin (ports as scripts/preview/serve-built.ts assigns).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtSites } from './serve-built.ts';
import { startPlatformApi } from './platform-api.ts';

const root = resolve(import.meta.dirname, '../..');
const basePort = Number(process.env.BASE_PORT ?? 4400);
// The sites the e2e run serves (E2E_DIST, as playwright.config.ts serves them), so their origins are allowed.
const dealers = builtSites(resolve(root, process.env.E2E_DIST ?? 'dist'), basePort).map(({ slug, port }) => ({ slug, port }));
const dbPath = process.env.PLATFORM_API_DB ?? join(mkdtempSync(join(tmpdir(), 'forecourt-api-')), 'platform.sqlite');
const api = await startPlatformApi({ tenantsDir: join(root, 'tenants'), dealers, port: Number(process.env.PLATFORM_API_PORT ?? 8787), dbPath });
console.log(`platform API for tests: ${api.url} (db ${dbPath})`);
