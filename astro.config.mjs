// @ts-check
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { forecourtDirectives } from './integrations/astro/forecourt-directives.ts';
import { tenantDevServer } from './integrations/astro/tenant-dev.ts';
import { pageRoutes } from './integrations/astro/page-routes.ts';
import { renderThreadsIntegration } from './integrations/astro/render-threads.ts';
import { contentSyncLock } from './integrations/astro/content-sync-lock.ts';

/**
 * One Astro build per dealer: scripts/build-tenants.ts prepares the dealer's bundle and
 * passes it in FORECOURT_BUNDLE. Each site is served from its own origin root (no `base`).
 */
const bundlePath = process.env.FORECOURT_BUNDLE;
const site = bundlePath ? JSON.parse(readFileSync(bundlePath, 'utf8')).config.url : 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  // One Vite/Astro cache per dealer, so builds of different dealers never share one.
  cacheDir: process.env.FORECOURT_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'ignore',
  // contentSyncLock first: one dealer's build at a time through Astro's content sync (content-sync-lock.ts).
  integrations: [contentSyncLock(), react(), forecourtDirectives(), tenantDevServer(), pageRoutes(), renderThreadsIntegration()],
  // Stylesheets are files (/_astro/*.css, hashed, cached for a year by _headers), not inlined into every
  // page: inlined, the same 35 KB of CSS was a quarter of each vehicle page (issue 32, docs/performance.md).
  build: { format: 'directory', inlineStylesheets: 'never' },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    build: { chunkSizeWarningLimit: 400 },
  },
});
