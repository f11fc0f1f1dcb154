import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fault-injecting HTTP proxy for bench:leads, on 127.0.0.1 only and bounded in requests. Each
 * request is passed through or faulted by the plan's probabilities:
 * - error500Before: 500 without forwarding (nothing stored);
 * - error500After: forwarded (the lead is stored), but the shopper gets a 500 (acknowledgement lost);
 * - limited429: 429 with Retry-After without forwarding, as a rate limiter in front of the API would;
 * - dropBefore / dropAfter: the connection is destroyed before forwarding / after the API replied.
 * With several upstreams (API instances) it is also their load balancer: round robin over those up.
 * While no API is up (being restarted) requests are refused at the network and count as faulted;
 * the API's own 429s pass through and count as faulted too.
 */

export interface Upstream {
  port: number;
  up(): boolean;
}

export interface FaultPlan {
  error500Before: number;
  error500After: number;
  limited429: number;
  dropBefore: number;
  dropAfter: number;
}

export interface FaultStats {
  total: number;
  passed: number;
  error500Before: number;
  error500After: number;
  limited429: number;
  apiLimited429: number;
  dropBefore: number;
  dropAfter: number;
  upstreamDown: number;
}

type Fault = keyof FaultPlan | 'none';

function pick(plan: FaultPlan, roll: number): Fault {
  let edge = 0;
  for (const fault of ['error500Before', 'error500After', 'limited429', 'dropBefore', 'dropAfter'] as const) {
    edge += plan[fault];
    if (roll < edge) return fault;
  }
  return 'none';
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function forward(upstreamPort: number, req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: `127.0.0.1:${upstreamPort}`, 'content-length': String(body.length) };
    const upstream = httpRequest({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') out[name] = value;
        resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

export async function startFaultProxy(options: {
  upstreams: readonly Upstream[];
  plan: FaultPlan;
  random: () => number;
  maxRequests: number;
}): Promise<{ url: string; stats: () => FaultStats; close: () => Promise<void> }> {
  const stats: FaultStats = {
    total: 0,
    passed: 0,
    error500Before: 0,
    error500After: 0,
    limited429: 0,
    apiLimited429: 0,
    dropBefore: 0,
    dropAfter: 0,
    upstreamDown: 0,
  };
  let turn = 0;
  const nextUp = (): Upstream | undefined => {
    for (let tried = 0; tried < options.upstreams.length; tried += 1) {
      const upstream = options.upstreams[turn++ % options.upstreams.length]!;
      if (upstream.up()) return upstream;
    }
    return undefined;
  };
  const fail500 = (res: ServerResponse) => {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end('{"error":"internal_error","message":"Injected fault."}');
  };

  const server = createServer((req, res) => {
    stats.total += 1;
    if (stats.total > options.maxRequests) {
      req.socket.destroy();
      return;
    }
    const fault = pick(options.plan, options.random());
    void readBody(req)
      .then(async (body) => {
        if (fault === 'error500Before') {
          stats.error500Before += 1;
          return fail500(res);
        }
        if (fault === 'dropBefore') {
          stats.dropBefore += 1;
          return req.socket.destroy();
        }
        if (fault === 'limited429') {
          stats.limited429 += 1;
          res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' });
          return res.end('{"error":"too_many_requests","message":"Injected limit."}');
        }
        const upstream = nextUp();
        if (!upstream) {
          stats.upstreamDown += 1;
          return req.socket.destroy();
        }
        let reply;
        try {
          reply = await forward(upstream.port, req, body);
        } catch {
          // The API went down while this request was with it.
          stats.upstreamDown += 1;
          return req.socket.destroy();
        }
        if (fault === 'error500After') {
          stats.error500After += 1;
          return fail500(res);
        }
        if (fault === 'dropAfter') {
          stats.dropAfter += 1;
          return req.socket.destroy();
        }
        if (reply.status >= 500) stats.upstreamDown += 1;
        else if (reply.status === 429) stats.apiLimited429 += 1;
        else stats.passed += 1;
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
      })
      .catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ ...stats }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
