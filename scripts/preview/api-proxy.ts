import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { routes } from '../../integrations/platform-api/contract/routes.ts';

/**
 * The preview servers put the platform API on each site's own origin, as a production CDN does (docs/
 * platform-api.md "Deployment"): the session cookie is then first-party whatever host name the shopper
 * typed (localhost, 127.0.0.1), and the calls need no CORS preflight.
 */

/** Everything under /api/, and the site-contract routes that live beside the car pages (/cars/:slug/view.json …). */
const OUTSIDE_API_PREFIX = Object.values(routes)
  .map((route) => route.path)
  .filter((path) => !path.startsWith('/api/'))
  .map((path) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`));

export function isPlatformApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || OUTSIDE_API_PREFIX.some((pattern) => pattern.test(pathname));
}

/** Forwards one request to the API at `apiOrigin` and streams its reply back; 502 when the API is not there. */
export function proxyToPlatformApi(req: IncomingMessage, res: ServerResponse, apiOrigin: string): void {
  const target = new URL(req.url ?? '/', apiOrigin);
  const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (reply) => {
    res.writeHead(reply.statusCode ?? 502, reply.headers);
    reply.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    res
      .writeHead(502, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ error: 'api_unreachable', message: `The platform API is not running at ${apiOrigin}.` }));
  });
  req.pipe(upstream);
}
