import { appendFileSync, createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { isPlatformApiPath, proxyToPlatformApi } from './api-proxy.ts';
import { HEADERS_FILE, headersForPath, parseHeadersFile, type HeaderRule } from '../../src/security/headers-file.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
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
    if (existsSync(candidate) && statSync(candidate).isFile() && insideRoot(root, candidate)) return candidate;
  }
  return undefined;
}

/** Never follow a link out of the site root (a dealer folder once shipped a link to /etc/hostname). */
function insideRoot(root: string, file: string): boolean {
  const realRoot = realpathSync(root);
  const real = realpathSync(file);
  return real.startsWith(realRoot + sep) && relative(realRoot, real) !== HEADERS_FILE;
}

/** The site path of a served file ("/cars/x/index.html"), for the `_headers` rules. */
function sitePathOf(root: string, file: string): string {
  return `/${relative(resolve(root), file).split(sep).join('/')}`;
}

function readRules(root: string): HeaderRule[] {
  const file = join(root, HEADERS_FILE);
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

/**
 * FORECOURT_CSP_REPORTS=<file>: the end-to-end tests collect CSP violation reports (report-uri)
 * in this file and fail on any (tests/support/csp-reports.ts).
 */
function collectCspReport(req: IncomingMessage, logFile: string, done: () => void): void {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    if (body.length < 64_000) body += chunk;
  });
  req.on('end', () => {
    appendFileSync(logFile, `${JSON.stringify({ at: new Date().toISOString(), report: body })}\n`);
    done();
  });
}

export interface StaticServerOptions {
  /** The platform API's origin: its paths on this site (/api/…) are forwarded there (api-proxy.ts). */
  apiOrigin?: string;
}

/**
 * A small static file server for previewing one dealer site at its own origin root. It sends the
 * headers of the site's `_headers` file (CSP, HSTS, cache classes), so tests run under the policy
 * a CDN serves, and forwards the platform API's paths to the API when given one, as the CDN does.
 */
export function createStaticServer(root: string, options: StaticServerOptions = {}): Server {
  return createServer(staticRequestHandler(root, options));
}

/** The request handler of createStaticServer, for an HTTPS server too (the Observatory's HTTPS run). */
export function staticRequestHandler(root: string, options: StaticServerOptions = {}): (req: IncomingMessage, res: ServerResponse) => void {
  const rules = readRules(root);
  const reportLog = process.env.FORECOURT_CSP_REPORTS;
  return (req, res) => {
    if (reportLog && req.method === 'POST' && req.url === '/__csp-report') {
      collectCspReport(req, reportLog, () => res.writeHead(204).end());
      return;
    }
    if (options.apiOrigin && isPlatformApiPath(new URL(req.url ?? '/', 'http://site').pathname)) {
      proxyToPlatformApi(req, res, options.apiOrigin);
      return;
    }
    const file = resolveStaticFile(root, req.url ?? '/');
    const notFound = join(root, '404.html');
    const target = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!target) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = MIME[extname(target)] ?? 'application/octet-stream';
    const headers = headersForPath(rules, sitePathOf(root, target));
    if (reportLog && headers['Content-Security-Policy']) headers['Content-Security-Policy'] += '; report-uri /__csp-report';
    // Compress text like a CDN does, so previews and benchmarks see realistic transfer sizes.
    const gzip = /text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(file ? 200 : 404, {
      ...headers,
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(target);
    if (gzip) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  };
}
