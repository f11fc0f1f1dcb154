import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonReply, send } from '../http/replies.ts';
import { noteRequest } from '../http/request-observer.ts';
import type { PlatformMetrics } from './metrics.ts';
import { checkReadiness, type ReadinessProbe } from './readiness.ts';

/**
 * The operator's addresses, answered before the site-facing pipeline (no website, no CORS):
 *   GET /api/health  200 while the process runs (liveness: restart it when this fails)
 *   GET /api/ready   200 or 503 with reasons (readiness: route traffic to it or not)
 *   GET /metrics     Prometheus text format (keep it off the public load balancer)
 */

export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';
export const METRICS_PATH = '/metrics';

export function withOperations(
  deps: { metrics: PlatformMetrics; readiness: ReadinessProbe },
  next: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!read || (path !== HEALTH_PATH && path !== READY_PATH && path !== METRICS_PATH)) {
      next(req, res);
      return;
    }
    noteRequest(req, { route: path });
    req.resume();
    const fail = (error: unknown) => {
      deps.readiness.log(`platform-api ${path}: ${error instanceof Error ? error.message : String(error)}`);
      send(res, jsonReply(500, { error: 'internal_error', message: 'Something went wrong on our side.' }));
    };
    if (path === HEALTH_PATH) send(res, jsonReply(200, { ok: true }));
    else if (path === READY_PATH) {
      checkReadiness(deps.readiness).then(({ ready, reasons }) => send(res, jsonReply(ready ? 200 : 503, { ready, reasons })), fail);
    } else {
      deps.metrics.render().then(({ contentType, body }) => send(res, { status: 200, contentType, body: Buffer.from(body), headers: {} }), fail);
    }
  };
}
