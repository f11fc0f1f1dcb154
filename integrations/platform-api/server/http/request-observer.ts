import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Wraps the whole request listener so every request — pipeline, inbox, alerts, health — is seen
 * once when its reply ends: request id, method, route pattern, website id, status, latency. The
 * layers that know the route and the website note them on the request (`noteRequest`); a path that
 * named nothing we serve is 'unmatched', so a scanner's random paths never become metric labels.
 */

export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route's pattern ('/api/leads/:lead_id'), never the raw path. */
  route: string;
  websiteId: number | null;
  /** The status sent; 499 when the client went away before the reply was complete. */
  status: number;
  durationSeconds: number;
}

export const UNMATCHED_ROUTE = 'unmatched';
export const REQUEST_ID_HEADER = 'X-Request-Id';

interface Notes {
  route?: string;
  websiteId?: number;
}

const notes = new WeakMap<IncomingMessage, Notes>();

export function noteRequest(req: IncomingMessage, note: Notes): void {
  notes.set(req, { ...notes.get(req), ...note });
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// A load balancer's or a client's own id is kept when it looks like one, so one request is one id end to end.
const INCOMING_ID = /^[\w.:-]{8,64}$/;

export function observeRequests(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  observe: (record: RequestRecord) => void,
  clock: () => number = () => performance.now(),
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = clock();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    notes.set(req, {});
    res.once('close', () => {
      const noted = notes.get(req) ?? {};
      observe({
        requestId,
        method: METHODS.has(req.method ?? '') ? req.method! : 'OTHER',
        route: noted.route ?? UNMATCHED_ROUTE,
        websiteId: noted.websiteId ?? null,
        status: res.writableFinished ? res.statusCode : 499,
        durationSeconds: (clock() - started) / 1000,
      });
    });
    listener(req, res);
  };
}
