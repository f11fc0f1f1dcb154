import { afterEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../contract/index.ts';
import { sql } from 'kysely';
import { readSqlMigrations, SQLITE_MIGRATIONS_DIR } from '../storage/migrations.ts';
import { newKey, postJson, startTestServer, temporaryDbPath, validLead, type TestServer } from '../../test-fixtures/start-test-server.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

const rows = (t: TestServer) => t.rows('SELECT * FROM leads ORDER BY id');

describe('lead submit', () => {
  it('commits the lead, then replies 201 with its id', async () => {
    const t = await start();
    const key = newKey();
    const reply = await postJson(t.baseUrl, '/api/leads', validLead({ category: 'Careers Enquiry' }), { 'Idempotency-Key': key });
    expect(reply.status).toBe(201);
    expect(reply.json.lead_id).toMatch(/^lead_[a-z0-9]{16}$/);
    const [row] = await rows(t);
    expect(row).toMatchObject({
      public_id: reply.json.lead_id,
      website_id: 101,
      form_type: 'vehicle-enquiry',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      phone: '0412345678',
      suspected_spam: 0,
      idempotency_key: key,
    });
    const payload = JSON.parse(String(row?.payload_json));
    expect(payload).toMatchObject({ 'Vehicle Make': 'Toyota', lead_attributes: { linked_query_params: { utm_source: 'test' } } });
  });

  it('a replay returns the first reply byte for byte and stores nothing new', async () => {
    const t = await start();
    const key = newKey();
    const first = await postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': key });
    // Same data in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(validLead()).reverse());
    const replay = await postJson(t.baseUrl, '/api/leads', reordered, { 'Idempotency-Key': key });
    expect([replay.status, replay.text]).toEqual([first.status, first.text]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await rows(t)).toHaveLength(1);
  });

  it('the same key with a different body is a 409', async () => {
    const t = await start();
    const key = newKey();
    await postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': key });
    const other = await postJson(t.baseUrl, '/api/leads', validLead({ message: 'Different' }), { 'Idempotency-Key': key });
    expect([other.status, other.json.error]).toEqual([409, 'idempotency_key_reused']);
    expect(await rows(t)).toHaveLength(1);
  });

  it('concurrent sends of one key store one lead', async () => {
    const t = await start();
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 10 }, () => postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': key })));
    // Each is the one reply (the first, or its replay) or, while the first still runs, 409 request_in_progress.
    const stored = replies.filter((reply) => reply.status === 201);
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored.map((reply) => reply.text)).size).toBe(1);
    expect(replies.filter((reply) => reply.status !== 201).map((reply) => [reply.status, reply.json.error])).toEqual(
      Array.from({ length: 10 - stored.length }, () => [409, 'request_in_progress']),
    );
    expect(await rows(t)).toHaveLength(1);
  });

  it("refuses a dealership that is not the website's, on its field, and stores nothing", async () => {
    const t = await start();
    const reply = await postJson(t.baseUrl, '/api/leads', validLead({ dealership_slug: 'coastal-cars', location_id: 501 }), { 'Idempotency-Key': newKey() });
    expect(reply.status).toBe(400);
    expect(reply.json.fields).toEqual({ dealership_slug: 'Unknown dealership for this website.' });
    expect(await rows(t)).toHaveLength(0);
    const fitting = await postJson(t.baseUrl, '/api/leads', validLead({ dealership_slug: 'demo-motors-brisbane', location_id: 501 }), {
      'Idempotency-Key': newKey(),
    });
    expect(fitting.status).toBe(201);
  });

  it('a failed validation stores nothing, so the corrected lead can use the same key', async () => {
    const t = await start();
    const key = newKey();
    expect((await postJson(t.baseUrl, '/api/leads', validLead({ postcode: '12' }), { 'Idempotency-Key': key })).status).toBe(400);
    expect((await postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': key })).status).toBe(201);
  });

  it('a filled honeypot is kept, flagged and answered as a success', async () => {
    const t = await start();
    const reply = await postJson(t.baseUrl, '/api/leads', validLead({ [HONEYPOT_FIELD]: 'http://spam.example' }), { 'Idempotency-Key': newKey() });
    expect(reply.status).toBe(201);
    expect(reply.json).toEqual({ lead_id: expect.stringMatching(/^lead_/) });
    expect(await rows(t)).toEqual([expect.objectContaining({ suspected_spam: 1, spam_reason: 'honeypot' })]);
  });

  it('over the per-address limit, leads are refused with 429 and Retry-After; the same key goes through later', async () => {
    let now = new Date('2026-03-02T00:00:30Z');
    const t = await start({ leadRateLimit: { max: 3, windowMs: 60_000 }, now: () => now });
    const keys = Array.from({ length: 5 }, () => newKey());
    const replies = [];
    for (const [index, key] of keys.entries()) {
      replies.push(await postJson(t.baseUrl, '/api/leads', validLead({ message: `lead ${index}` }), { 'Idempotency-Key': key }));
    }
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 429, 429]);
    expect(replies[3]?.json.error).toBe('too_many_requests');
    expect(replies[3]?.headers.get('retry-after')).toBe('30');
    expect(await rows(t)).toHaveLength(3);
    // The outbox sends the refused lead again, with its key, once the window has moved on.
    now = new Date(now.getTime() + 31_000);
    const retried = await postJson(t.baseUrl, '/api/leads', validLead({ message: 'lead 3' }), { 'Idempotency-Key': keys[3] ?? '' });
    expect(retried.status).toBe(201);
    expect((await rows(t)).map((row) => row.suspected_spam)).toEqual([0, 0, 0, 0]);
  });

  it('the per-dealer limit refuses a flood from many addresses, and other dealers are untouched', async () => {
    const t = await start({ limits: { leadsPerWebsite: { max: 2, windowMs: 60_000 } } });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': newKey() })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const coastal = await postJson(t.baseUrl, '/api/leads', validLead({ website_id: 202, car_id: 2001 }), { 'Idempotency-Key': newKey() });
    expect(coastal.status).toBe(201);
  });

  it('survives a restart: data kept, replays still answered, migrations not re-run', async () => {
    const { dbPath, cleanUp } = temporaryDbPath();
    try {
      const first = await startTestServer({ dbPath });
      const key = newKey();
      const original = await postJson(first.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': key });
      await first.close({ keepFiles: true });

      const second = await startTestServer({ dbPath });
      try {
        const replay = await postJson(second.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': key });
        expect(replay.text).toBe(original.text);
        expect(await rows(second)).toHaveLength(1);
        const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(second.server.storage.db);
        expect(applied.rows.map((row) => row.name)).toEqual(readSqlMigrations(SQLITE_MIGRATIONS_DIR).map((file) => file.name));
      } finally {
        await second.close({ keepFiles: true });
      }
    } finally {
      cleanUp();
    }
  });
});
