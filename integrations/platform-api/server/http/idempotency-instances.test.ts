import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import {
  FIXTURE_TENANTS_DIR,
  newKey,
  postJson,
  SERVER_START_TIMEOUT_MS,
  startTestServer,
  validLead,
  type TestServer,
} from '../../test-fixtures/start-test-server.ts';
import { temporaryDatabase, type TemporaryDatabase } from '../../test-fixtures/test-database.ts';
import { DEFAULT_IDEMPOTENCY_CLAIM_MS } from '../server-options.ts';

/**
 * One Idempotency-Key sent to two server instances on one database while the first is still working
 * on it: the second is told 409 request_in_progress (retryable), never a 500 or a second lead. The
 * first request is held at its captcha check — a verifier the test opens — so nothing waits on time.
 */

interface Gate {
  verifier: CaptchaVerifier;
  /** Resolves when a request has reached the captcha check. */
  reached: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let reached!: () => void;
  let open!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    verifier: {
      name: 'gate',
      async verify() {
        reached();
        await opened;
        return { ok: true, codes: [] };
      },
    },
    reached: reachedPromise,
    open,
  };
}

const passing: CaptchaVerifier = { name: 'pass', verify: async () => ({ ok: true, codes: [] }) };

let tenantsDir: string;
let database: TemporaryDatabase;
const servers: TestServer[] = [];

beforeAll(() => {
  tenantsDir = mkdtempSync(join(tmpdir(), 'idempotency-tenants-'));
  cpSync(FIXTURE_TENANTS_DIR, tenantsDir, { recursive: true });
  const sitePath = join(tenantsDir, 'demo-motors', 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as Record<string, unknown>;
  site.integrations = { turnstile: { siteKey: '1x00000000000000000000AA' } };
  writeFileSync(sitePath, JSON.stringify(site));
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close({ keepFiles: true });
  await database.cleanUp();
}, SERVER_START_TIMEOUT_MS);

afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));

async function instance(verifier: CaptchaVerifier, now?: () => Date): Promise<TestServer> {
  const server = await startTestServer({ dbPath: database.target, tenantsDir, captcha: { verifier }, ...(now ? { now } : {}) });
  servers.push(server);
  return server;
}

const lead = () => validLead({ captcha_token: 'token' });
const send = (server: TestServer, key: string) => postJson(server.baseUrl, '/api/leads', lead(), { 'Idempotency-Key': key });
const leadCount = async (server: TestServer) =>
  (
    await server.server.storage.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('an Idempotency-Key across two server instances on one database', () => {
  it('a retry reaching the other instance while the first runs gets 409 request_in_progress; after it, the stored reply', async () => {
    database = await temporaryDatabase();
    const held = gate();
    const first = await instance(held.verifier);
    const second = await instance(passing);
    const key = newKey('two-instances');

    const original = send(first, key);
    await held.reached;
    const retry = await send(second, key);
    expect(retry.status).toBe(409);
    expect(retry.json.error).toBe('request_in_progress');

    held.open();
    const stored = await original;
    expect(stored.status).toBe(201);
    const replay = await send(second, key);
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(stored.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await leadCount(second)).toBe(1);
  }, 60_000);

  it('a claim whose instance stopped answering is taken over once its lease runs out, and only one of the two commits', async () => {
    database = await temporaryDatabase();
    const held = gate();
    const stuck = await instance(held.verifier);
    const later = await instance(passing, () => new Date(Date.now() + DEFAULT_IDEMPOTENCY_CLAIM_MS + 1_000));
    const key = newKey('takeover');

    const abandoned = send(stuck, key);
    await held.reached;
    const takeover = await send(later, key);
    expect(takeover.status).toBe(201);

    held.open();
    const late = await abandoned;
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('request_in_progress');
    expect(await leadCount(later)).toBe(1);
    const replay = await send(stuck, key);
    expect(replay.text).toBe(takeover.text);
  }, 60_000);

  it('a request that fails gives its key back: the retry runs', async () => {
    database = await temporaryDatabase();
    const refusing: CaptchaVerifier = { name: 'refuse', verify: async () => ({ ok: false, codes: ['invalid-input-response'] }) };
    const first = await instance(refusing);
    const second = await instance(passing);
    const key = newKey('released');
    expect((await send(first, key)).status).toBe(400);
    expect((await send(second, key)).status).toBe(201);
    expect(await leadCount(second)).toBe(1);
  }, 60_000);
});
