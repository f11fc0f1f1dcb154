import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { findChromium } from './scripts/find-chromium.ts';

const executablePath = findChromium();
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4400);
// Preview servers (here and in specs) log CSP violation reports there; any report fails the run.
process.env.FORECOURT_CSP_REPORTS ??= resolve(import.meta.dirname, '.build/reports', `csp-violations-${BASE_PORT}.ndjson`);
// E2E_DIST points the tests at another output folder (engineers sharing one checkout build into their own).
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/csp-reports.ts',
  timeout: 30_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI absorbs a shared machine's hiccups; a retried pass is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node scripts/preview/serve-built.ts ${DIST}`,
      env: { BASE_PORT: String(BASE_PORT), FORECOURT_CSP_REPORTS: process.env.FORECOURT_CSP_REPORTS },
      url: `http://127.0.0.1:${BASE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The reference platform API the demo dealers point at (integrations.platformApi.baseUrl).
      command: `node scripts/preview/serve-api.ts`,
      env: { BASE_PORT: String(BASE_PORT), PLATFORM_API_PORT: '8787' },
      url: 'http://127.0.0.1:8787/api/health',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
