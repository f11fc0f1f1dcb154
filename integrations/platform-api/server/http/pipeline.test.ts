import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR, DEMO, newKey, postJson, startTestServer, validLead, type TestServer, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const leadCount = async () => Number((await t.rows<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]?.n);
const lead = (body: unknown, key = newKey()) => postJson(t.baseUrl, '/api/leads', body, { 'Idempotency-Key': key });

/** Streams `bytes` without a Content-Length, so only the running count can stop it. */
function postChunked(path: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, t.baseUrl);
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('request handling', () => {
  it('answers health checks', async () => {
    expect(await (await fetch(`${t.baseUrl}/api/health`)).json()).toEqual({ ok: true });
  });

  it('404 for unknown routes, 405 for a wrong method', async () => {
    const missing = await fetch(`${t.baseUrl}/api/nothing-here`);
    expect([missing.status, ((await missing.json()) as { error?: unknown }).error]).toEqual([404, 'not_found']);
    const wrong = await fetch(`${t.baseUrl}/api/leads`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect((await fetch(`${t.baseUrl}/cars/%E0%A4%A/status?website_id=101`)).status).toBe(404);
  });

  it('400 for malformed or empty JSON, 415 for other content types; nothing stored', async () => {
    const before = await leadCount();
    for (const body of ['{"name": "Alex",', '', 'null', '[1,2]', '"text"', '42']) {
      const reply = await lead(body);
      expect(reply.status, body).toBe(400);
      expect(['malformed_json', 'validation_failed']).toContain(reply.json.error);
    }
    const text = await fetch(`${t.baseUrl}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'text/plain', 'Idempotency-Key': newKey() }, body: '{}' });
    expect(text.status).toBe(415);
    expect(await leadCount()).toBe(before);
  });

  it('413 for bodies over 64 KB, declared or streamed, and stays up', async () => {
    const before = await leadCount();
    const declared = await lead(JSON.stringify(validLead({ message: 'x'.repeat(1024 * 1024) })));
    expect([declared.status, declared.json.error]).toEqual([413, 'payload_too_large']);
    const streamed = await postChunked('/api/leads', 1024 * 1024);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error).toBe('payload_too_large');
    expect(await leadCount()).toBe(before);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });

  it('a client hanging up mid-body stores nothing, logs no error, and the server stays up', async () => {
    const before = await leadCount();
    const logged = t.logs.length;
    // The server's side of the connection closing is the moment it has seen the hang-up.
    const serverSideClosed = new Promise<void>((resolve) => t.server.http.once('connection', (socket) => socket.once('close', () => resolve())));
    const socket = connect(Number(new URL(t.baseUrl).port), '127.0.0.1', () => {
      socket.write(
        'POST /api/leads HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nIdempotency-Key: dropped-0001\r\n' +
          'Content-Length: 500\r\n\r\n{"website_id":101',
        () => socket.destroy(),
      );
    });
    await serverSideClosed;
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    expect(await leadCount()).toBe(before);
    expect(t.logs.slice(logged)).toEqual([]);
  });

  it('400 with field errors for wrong types and missing fields', async () => {
    const reply = await lead({ website_id: '101', form_type: 7, name: ['x'], email: 3, opt_in: 'yes' });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ error: 'validation_failed', message: 'Please fix the following errors:' });
    expect(Object.keys(reply.json.fields as object).sort()).toEqual(['email', 'form_type', 'name', 'opt_in', 'website_id']);
  });

  it('requires an Idempotency-Key on creating POSTs', async () => {
    const reply = await postJson(t.baseUrl, '/api/leads', validLead());
    expect(reply.status).toBe(400);
    expect(reply.json.fields).toHaveProperty('Idempotency-Key');
    expect((await lead(validLead(), 'short')).status).toBe(400);
  });

  it('refuses an unknown website', async () => {
    const reply = await lead(validLead({ website_id: 999 }));
    expect([reply.status, reply.json.fields]).toEqual([400, { website_id: 'Unknown website.' }]);
  });

  it('stores unicode and SQL-looking text verbatim, with bound parameters', async () => {
    const message = "'); DROP TABLE leads; -- 🚗 Ωmega 漢字 \u0000 \u202e";
    const reply = await lead(validLead({ name: 'Zoë Ünïcødé', message, 'Custom; DELETE FROM leads': "1' OR '1'='1" }));
    expect(reply.status).toBe(201);
    const [row] = await t.rows('SELECT name, payload_json FROM leads WHERE public_id = ?', String(reply.json.lead_id));
    expect(row?.name).toBe('Zoë Ünïcødé');
    expect(JSON.parse(String(row?.payload_json)).message).toBe(message.trim());
    expect(await leadCount()).toBeGreaterThan(0);
  });

  it('survives hostile slugs and queries', async () => {
    for (const path of [
      `/cars/${encodeURIComponent("x' OR 1=1 --")}/status?website_id=101`,
      `/cars/${CAR.slug}/status?website_id=abc`,
      `/cars/${CAR.slug}/status?website_id=101&website_id=102`,
      `/api/delivery-price?website_id=101&postcode=${encodeURIComponent("4000' --")}`,
    ]) {
      const reply = await fetch(`${t.baseUrl}${path}`);
      expect(reply.status, path).toBeGreaterThanOrEqual(400);
      expect(reply.status, path).toBeLessThan(500);
    }
  });
});

describe('CORS', () => {
  const withOrigin = (origin: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as object), Origin: origin } });
  const statusPath = `/cars/${CAR.slug}/status?website_id=${DEMO.websiteId}`;

  it("allows the dealer's own origin and varies on Origin", async () => {
    const reply = await fetch(`${t.baseUrl}${statusPath}`, withOrigin(DEMO.origin));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe(DEMO.origin);
    expect(reply.headers.get('access-control-allow-credentials')).toBe('true');
    expect(reply.headers.get('vary')).toBe('Origin');
  });

  it('refuses a foreign origin, and another dealer calling for this one', async () => {
    const foreign = await fetch(`${t.baseUrl}${statusPath}`, withOrigin('https://evil.example'));
    expect([foreign.status, foreign.headers.get('access-control-allow-origin')]).toEqual([403, null]);
    const before = await leadCount();
    const crossDealer = await postJson(t.baseUrl, '/api/leads', validLead(), {
      Origin: 'https://www.coastal-cars.example.com.au',
      'Idempotency-Key': newKey(),
    });
    expect([crossDealer.status, crossDealer.json.error]).toEqual([403, 'origin_not_allowed']);
    expect(await leadCount()).toBe(before);
  });

  it('answers preflight for known origins only', async () => {
    const init = { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST' } };
    const allowed = await fetch(`${t.baseUrl}/api/leads`, withOrigin(DEMO.origin, init));
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const denied = await fetch(`${t.baseUrl}/api/leads`, withOrigin('https://evil.example', init));
    expect([denied.status, denied.headers.get('access-control-allow-origin')]).toEqual([403, null]);
  });

  it('adds configured origins per website or for all', async () => {
    const extra = await startTestServer({ allowedOrigins: { '101': ['http://localhost:4321'], '*': ['http://127.0.0.1:4322'] } });
    try {
      const local = await fetch(`${extra.baseUrl}${statusPath}`, withOrigin('http://localhost:4321'));
      expect(local.status).toBe(200);
      const otherSite = await fetch(`${extra.baseUrl}/cars/${CAR.slug}/status?website_id=202`, withOrigin('http://localhost:4321'));
      expect(otherSite.status).toBe(403);
      const everySite = await fetch(`${extra.baseUrl}/cars/${CAR.slug}/status?website_id=202`, withOrigin('http://127.0.0.1:4322'));
      expect(everySite.status).toBe(200);
    } finally {
      await extra.close();
    }
  });
});
