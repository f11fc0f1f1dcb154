import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAR,
  COASTAL,
  DEMO,
  newKey,
  postJson,
  startTestServer,
  validLead,
  type TestServer,
  SERVER_START_TIMEOUT_MS,
} from '../../test-fixtures/start-test-server.ts';

/** Payments, sessions and limits: hostile bodies, ids of other dealers, per-dealer keys, limits, timeouts. */

// Monday 2 March 2026, 07:00 in Brisbane.
const NOW = new Date('2026-03-01T21:00:00Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    now: () => NOW,
    limits: { countersPerAddress: { max: 5, windowMs: 60_000 } },
    timeouts: { idleMs: 300, headersMs: 500, requestMs: 1_000 },
  });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const leadCount = async () => Number((await t.rows<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]?.n);
const lead = (body: unknown, key = newKey(), headers: Record<string, string> = {}) =>
  postJson(t.baseUrl, '/api/leads', body, { 'Idempotency-Key': key, ...headers });

describe('bodies are bounded before deep work', () => {
  it('JSON nested 5,000 levels deep is a 400, not a 500, and the server stays up', async () => {
    const deep = `{"website_id":101,"x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const reply = await lead(deep);
    expect([reply.status, reply.json.error]).toEqual([400, 'malformed_json']);
    expect((await lead(validLead())).status).toBe(201);
  });

  it('a body declared in another charset is refused (415), not stored garbled; UTF-8 is fine', async () => {
    const before = await leadCount();
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"']) {
      const reply = await lead(validLead(), newKey(), { 'Content-Type': `application/json; charset=${charset}` });
      expect([charset, reply.status, reply.json.error]).toEqual([charset, 415, 'unsupported_charset']);
    }
    expect(await leadCount()).toBe(before);
    expect((await lead(validLead({ name: 'Zoë' }), newKey(), { 'Content-Type': 'application/json; charset="UTF-8"' })).status).toBe(201);
  });
});

describe('every id in a request belongs to its website', () => {
  it("a lead naming another dealer's car or location is refused", async () => {
    const car = await lead(validLead({ car_id: 2001 }));
    expect([car.status, car.json.fields]).toEqual([400, { car_id: 'Unknown car for this website.' }]);
    const location = await lead(validLead({ location_id: 9999 }));
    expect([location.status, location.json.fields]).toEqual([400, { location_id: 'Unknown location for this website.' }]);
  });

  it("a misc record with another dealer's lead id is refused; its own lead id is fine", async () => {
    const coastalLead = await lead(validLead({ website_id: COASTAL.websiteId, car_id: 2001 }));
    const leadId = String(coastalLead.json.lead_id);
    const save = (body: Record<string, unknown>) => postJson(t.baseUrl, '/api/miscellaneous', body, { 'Idempotency-Key': newKey() });
    const foreign = await save({ website_id: DEMO.websiteId, column_name: 'valuation', lead_id: leadId, value: { amount: 1 } });
    expect([foreign.status, foreign.json.fields]).toEqual([404, { lead_id: 'Unknown lead id.' }]);
    const own = await save({ website_id: COASTAL.websiteId, column_name: 'valuation', lead_id: leadId, value: { amount: 1 } });
    expect(own.status).toBe(201);
  });

  it("a phone reveal for a car that does not exist, or another dealer's, is refused", async () => {
    const reveal = (body: Record<string, unknown>) => postJson(t.baseUrl, '/api/phone-reveals', body, { 'Idempotency-Key': newKey() });
    expect((await reveal({ website_id: DEMO.websiteId, car_id: 999_999, dealership_id: 11 })).status).toBe(404);
    expect((await reveal({ website_id: DEMO.websiteId, car_id: 2001, dealership_id: 21 })).status).toBe(404);
    expect((await reveal({ website_id: DEMO.websiteId, car_id: CAR.id, dealership_id: 21 })).json.fields).toEqual({
      dealership_id: 'Unknown dealership for this website.',
    });
  });

  it('idempotency keys are per dealer: the same key at another dealer is a new request, not a replay or a 409', async () => {
    const key = newKey('shared');
    const a = await lead(validLead(), key);
    const b = await lead(validLead({ website_id: COASTAL.websiteId, car_id: 2001 }), key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.json.lead_id).not.toBe(a.json.lead_id);
    const replay = await lead(validLead(), key);
    expect([replay.text, replay.headers.get('idempotent-replayed')]).toEqual([a.text, 'true']);
  });
});

describe('test-drive slots', () => {
  const slot = '2026-03-02T04:00:00.000Z'; // 14:00 in Brisbane
  const book = () => lead(validLead({ form_type: 'test-drive', location_id: 501, appointment_at: slot, message: 'Test drive please' }));

  it('two shoppers booking one slot at once: one gets it, the other a 409 the form can show', async () => {
    const replies = await Promise.all([book(), book()]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.status === 409);
    expect(refused?.json).toMatchObject({ error: 'slot_taken', message: 'Sorry, that time has just been booked. Please choose another time.' });
  });

  it('a time the location does not offer (closed, or too soon) is refused too', async () => {
    const sunday = await lead(validLead({ form_type: 'test-drive', location_id: 501, appointment_at: '2026-03-08T00:00:00.000Z' }));
    expect(sunday.status).toBe(409);
    const now = await lead(validLead({ form_type: 'test-drive', location_id: 501, appointment_at: '2026-03-01T21:30:00.000Z' }));
    expect(now.status).toBe(409);
  });
});

describe('counters are limited per address', () => {
  it('view counts answer 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let index = 0; index < 7; index += 1) {
      const response = await fetch(`${t.baseUrl}/cars/${CAR.slug}/view.json?website_id=101`);
      statuses.push(response.status);
      retryAfter ??= response.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('timeouts', () => {
  it('closes an idle keep-alive connection, and one that never finishes its headers', async () => {
    const url = new URL(t.baseUrl);
    const idleClosed = await new Promise<number>((resolve) => {
      const started = Date.now();
      const req = request({ host: url.hostname, port: url.port, path: '/api/health', agent: false, headers: { Connection: 'keep-alive' } }, (res) => {
        res.resume();
        res.on('end', () => req.socket?.once('close', () => resolve(Date.now() - started)));
      });
      req.end();
    });
    expect(idleClosed).toBeLessThan(2_000);

    const started = Date.now();
    const slowHeaders = await new Promise<string>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(slowHeaders).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('closes connections that never send a byte (many idle sockets cannot pile up)', async () => {
    const url = new URL(t.baseUrl);
    const started = Date.now();
    const closedAfter = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<number>((resolve) => {
            const socket = connect(Number(url.port), url.hostname);
            socket.resume(); // read the server's 408 and its close
            socket.on('error', () => undefined);
            socket.on('close', () => resolve(Date.now() - started));
          }),
      ),
    );
    expect(Math.max(...closedAfter)).toBeLessThan(4_000);
  });
});
