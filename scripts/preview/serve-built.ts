/**
 * Serves every built dealer in <out> (default dist) on consecutive ports from BASE_PORT
 * (default 4400), sorted by slug — the layout the end-to-end tests expect. Each forwards the platform
 * API's paths to PLATFORM_API_URL (default http://127.0.0.1:8787, scripts/preview/serve-api.ts), as
 * `npm start` does.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStaticServer } from './static-server.ts';

export function builtSites(outDir: string, basePort: number): Array<{ slug: string; port: number; root: string }> {
  if (!existsSync(outDir)) return [];
  return readdirSync(outDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && existsSync(join(outDir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort()
    .map((slug, i) => ({ slug, port: basePort + i, root: join(outDir, slug) }));
}

if (import.meta.main) {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const basePort = Number(process.env.BASE_PORT ?? 4400);
  const apiOrigin = process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:8787';
  for (const site of builtSites(outDir, basePort)) {
    createStaticServer(site.root, { apiOrigin }).listen(site.port, '127.0.0.1');
    console.log(`${site.slug} http://localhost:${site.port}/`);
  }
}
