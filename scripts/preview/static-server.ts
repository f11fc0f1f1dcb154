import { createReadStream, existsSync, statSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/** Maps a URL path to a file the way a static CDN does: /a → /a/index.html or /a.html. */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = resolve(root, `.${safe.startsWith('/') ? safe : `/${safe}`}`);
  if (!base.startsWith(resolve(root))) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** A small static file server for previewing one dealer site at its own origin root. */
export function createStaticServer(root: string): Server {
  return createServer((req, res) => {
    const file = resolveStaticFile(root, req.url ?? '/');
    const notFound = join(root, '404.html');
    const target = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!target) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const immutable = target.includes(`${join(root, '_astro')}`);
    const type = MIME[extname(target)] ?? 'application/octet-stream';
    // Compress text like a CDN does, so previews and benchmarks see realistic transfer sizes.
    const gzip = /text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(file ? 200 : 404, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(target);
    if (gzip) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  });
}
