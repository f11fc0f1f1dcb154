import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';
import { openStorage } from '../storage/open-storage.ts';
import { CAR, COASTAL, DEMO, FIXTURE_TENANTS_DIR, newKey, postJson, SERVER_START_TIMEOUT_MS, validLead } from '../../test-fixtures/start-test-server.ts';
import { queryRows, temporaryDatabase, type TemporaryDatabase } from '../../test-fixtures/test-database.ts';

/**
 * Two real API processes on one database — PostgreSQL in the postgres project (FORECOURT_TEST_PG_URL),
 * as production runs several instances; SQLite otherwise. Nothing of one process is seen by the other
 * but the database: a lead retried on both at once is stored once (one 201, the others 409
 * request_in_progress or the replay, never a 500), a car two shoppers reserve on different instances
 * is held once and charged once, and a session made on one instance is the same session on the other
 * and still no session at another dealer.
 */

const RUNNER = fileURLToPath(new URL('../../test-fixtures/payment-api-process.ts', import.meta.url));

interface ApiProcess {
  child: ChildProcess;
  url: string;
  lines: string[];
  /** Resolves with the first line (already printed or still to come) that matches. */
  line(pattern: RegExp): Promise<string>;
  /** SIGTERM, then every line it printed. */
  stop(): Promise<string[]>;
}

function startProcess(db: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, [RUNNER, db, FIXTURE_TENANTS_DIR, '100'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiting: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const ended = new Promise<void>((resolve) => child.stdout?.once('close', () => resolve()));
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts.filter(Boolean)) {
      lines.push(line);
      for (const waiter of waiting.splice(0)) {
        if (waiter.pattern.test(line)) waiter.resolve(line);
        else waiting.push(waiter);
      }
    }
  });
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const found = lines.find((candidate) => pattern.test(candidate));
      if (found) resolve(found);
      else waiting.push({ pattern, resolve });
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited (${code}) before it was ready`)));
    void line(/^ready /).then((ready) => {
      child.removeAllListeners('exit');
      resolve({
        child,
        url: ready.slice('ready '.length),
        lines,
        line,
        async stop() {
          child.kill('SIGTERM');
          await ended;
          return lines;
        },
      });
    });
  });
}

let database: TemporaryDatabase;
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  database = await temporaryDatabase();
  // One after the other: both migrate the same database at start.
  a = await startProcess(database.target);
  b = await startProcess(database.target);
  // Two server starts, one after the other: each gets the time one start is given.
}, 2 * SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanUp();
}, SERVER_START_TIMEOUT_MS);

async function rows<T>(sql: string, ...parameters: unknown[]): Promise<T[]> {
  const storage = await openStorage(database.target);
  try {
    return await queryRows<T>(storage, sql, ...parameters);
  } finally {
    await storage.close();
  }
}

describe('two API processes on one database', () => {
  it('one lead sent six times at once with one key, to both: one lead, one 201, the rest 409 request_in_progress or the replay', async () => {
    const key = newKey('two-processes');
    const lead = validLead({ message: `two processes ${key}` });
    const sends = await Promise.all(
      Array.from({ length: 6 }, (_, index) => postJson((index % 2 === 0 ? a : b).url, '/api/leads', lead, { 'Idempotency-Key': key })),
    );
    const fresh = sends.filter((reply) => reply.status === 201 && reply.headers.get('idempotent-replayed') !== 'true');
    expect(fresh).toHaveLength(1);
    for (const reply of sends.filter((candidate) => !fresh.includes(candidate))) {
      expect([reply.status, reply.status === 409 ? reply.json.error : 'replayed']).toEqual(
        reply.status === 409 ? [409, 'request_in_progress'] : [201, 'replayed'],
      );
    }
    // Afterwards each instance answers the stored reply.
    for (const instance of [a, b]) {
      const replay = await postJson(instance.url, '/api/leads', lead, { 'Idempotency-Key': key });
      expect([replay.status, replay.text, replay.headers.get('idempotent-replayed')]).toEqual([201, fresh[0]!.text, 'true']);
    }
    const stored = await rows<{ n: number }>('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?', key);
    expect(Number(stored[0]?.n)).toBe(1);
  });

  it('two shoppers reserving the same car on different instances: one hold, one charge', async () => {
    const reserve = (instance: ApiProcess, email: string) =>
      postJson(
        instance.url,
        '/api/reservations',
        { website_id: DEMO.websiteId, car_id: CAR.id, name: 'Alex Citizen', email, phone: '0412345678' },
        { 'Idempotency-Key': newKey('hold') },
      );
    const holds = await Promise.all([reserve(a, 'first@example.com'), reserve(b, 'second@example.com')]);
    expect(holds.map((hold) => hold.status).sort()).toEqual([201, 409]);
    expect(holds.find((hold) => hold.status === 409)?.json.error).toBe('car_not_reservable');
    const held = holds.findIndex((hold) => hold.status === 201);
    // Both pay at once, each on the other instance: the holder is charged, the other has nothing to pay for.
    const id = String(holds[held]!.json.reservation_id);
    const pay = (instance: ApiProcess) =>
      postJson(
        instance.url,
        `/api/reservations/${id}/confirm`,
        { website_id: DEMO.websiteId, payment_method: TEST_CARDS.success },
        { 'Idempotency-Key': newKey('pay') },
      );
    const payments = await Promise.all([pay(a), pay(b)]);
    expect(payments.map((reply) => reply.status).sort()).toEqual([200, 409]);

    const reservations = await rows<{ status: string; confirmed: number }>(
      'SELECT status, CASE WHEN confirmed_at IS NULL THEN 0 ELSE 1 END AS confirmed FROM reservations WHERE website_id = ? AND car_id = ?',
      DEMO.websiteId,
      CAR.id,
    );
    expect(reservations.map((row) => [row.status, Number(row.confirmed)])).toEqual([['confirmed', 1]]);
    const status = (await (await fetch(`${b.url}/cars/${CAR.slug}/status?website_id=${DEMO.websiteId}`)).json()) as Record<string, unknown>;
    expect(status.reserved).toBe(true);
  });

  it('a session made across both instances works on either, and is no session at another dealer', async () => {
    const phone = '0412000777';
    expect((await postJson(a.url, '/api/sign-in/code', { website_id: DEMO.websiteId, phone })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec(await a.line(new RegExp(`^sms ${phone} `)))?.[1] ?? '';
    const verified = await postJson(b.url, '/api/sign-in/verify', { website_id: DEMO.websiteId, phone, code });
    expect(verified.status).toBe(200);
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const token = cookie.split('=')[1] ?? '';

    const session = (instance: ApiProcess, websiteId: number, sent: string) =>
      fetch(`${instance.url}/api/session?website_id=${websiteId}`, { headers: { Cookie: sent } });
    expect((await session(a, DEMO.websiteId, cookie)).status).toBe(200);
    expect((await session(b, DEMO.websiteId, cookie)).status).toBe(200);
    for (const instance of [a, b]) {
      expect((await session(instance, COASTAL.websiteId, `fc_session_${COASTAL.websiteId}=${token}`)).status).toBe(401);
      expect((await session(instance, COASTAL.websiteId, cookie)).status).toBe(401);
    }
  });

  it('every charge either instance made is the one above', async () => {
    const lines = [...(await a.stop()), ...(await b.stop())];
    expect(lines.filter((line) => line.startsWith('charged '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('refunded '))).toEqual([]);
  });
});
