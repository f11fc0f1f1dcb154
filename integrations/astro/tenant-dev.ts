import { createReadStream, existsSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { publicFileRefusal } from '../../scripts/build/copy-dealer-public.ts';
import { contentTypeFor } from '../../scripts/publish/content-types.ts';

/**
 * `npm run dev -- --tenant <slug>` (scripts/dev.ts) runs Astro's dev server for one dealer. The
 * orchestrator rewrites the dealer's bundle whenever its folder changes; this integration makes the
 * browser reload when it does, and serves the dealer's public/ files by the build's own rule (a
 * production build copies them after Astro; the dev server has no such step). Dev only: a build
 * never loads it (FORECOURT_DEV is set by scripts/dev.ts alone).
 */
export function tenantDevServer(): AstroIntegration {
  return {
    name: 'forecourt-tenant-dev',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const bundlePath = process.env.FORECOURT_BUNDLE;
        const tenantDir = process.env.FORECOURT_TENANT_DIR;
        if (command !== 'dev' || process.env.FORECOURT_DEV !== '1' || !bundlePath || !tenantDir) return;
        // Build output, caches and other dealers are not sources: watching them costs CPU and noise.
        const ignored = (path: string) =>
          normalize(path) !== normalize(bundlePath) &&
          (/[\\/](\.build|dist|\.cache|\.data|test-results|\.git)([\\/]|$)/.test(path) ||
            (/[\\/]tenants[\\/]/.test(path) && !normalize(path).startsWith(normalize(tenantDir))));
        updateConfig({
          vite: {
            server: { watch: { ignored } },
            plugins: [
              {
                name: 'forecourt-tenant-dev',
                configureServer: (server) => {
                  server.watcher.add(bundlePath);
                  server.watcher.on('change', (file) => {
                    if (normalize(file) === normalize(bundlePath)) server.hot.send({ type: 'full-reload', path: '*' });
                  });
                  server.middlewares.use(dealerPublicFiles(join(tenantDir, 'public')));
                },
              },
            ],
          },
        });
      },
    },
  };
}

type Next = () => void;
interface Request {
  url?: string;
  method?: string;
}
interface Response {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(): void;
}

/** Serves a file of the dealer's public/ folder when the build would publish it; otherwise next(). */
function dealerPublicFiles(publicDir: string) {
  // The build refuses a file that would replace one it wrote; here nothing is written, so an empty folder.
  const noSite = mkdtempSync(join(tmpdir(), 'forecourt-dev-'));
  return (request: Request, response: Response & NodeJS.WritableStream, next: Next): void => {
    if (!existsSync(publicDir) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    let sitePath: string;
    try {
      sitePath = decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const source = normalize(join(publicDir, sitePath));
    if (!sitePath || !source.startsWith(publicDir + sep) || !existsSync(source)) return next();
    const refusal = publicFileRefusal(realpathSync(publicDir), source, sitePath, noSite, new Set());
    if (refusal) {
      console.warn(`  ⚠ ${sitePath}: not served (the build would not publish it: ${refusal})`);
      return next();
    }
    response.setHeader('Content-Type', contentTypeFor(sitePath));
    createReadStream(source).pipe(response);
  };
}
