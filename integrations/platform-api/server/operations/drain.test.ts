import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, FIXTURE_TENANTS_DIR, newKey, postJson, SERVER_START_TIMEOUT_MS, validLead } from '../../test-fixtures/start-test-server.ts';
import { queryRows, temporaryDatabase, type TemporaryDatabase } from '../../test-fixtures/test-database.ts';
import { openStorage } from '../storage/open-storage.ts';
import { SECRETS } from '../delivery/testing/delivery-fixtures.ts';

/**
 * SIGTERM on a real `main.ts` process: a request under way (its valuation provider still answering)
 * completes, new connections are refused, the delivery worker finishes the webhook it claimed, and
 * the process exits 0. The provider and the CRM are one local server that holds each call until the
 * test lets it go, so every step is known, not waited for.
 */

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

interface HeldCall {
  path: string;
  res: ServerResponse;
}

/** A local server that holds each call; `arrived(path)` resolves when one reaches that path. */
function holdingServer(): { server: Server; arrived(path: string): Promise<HeldCall> } {
  const waiting = new Map<string, (call: HeldCall) => void>();
  const calls: HeldCall[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const call = { path: req.url ?? '', res };
      calls.push(call);
      waiting.get(call.path)?.(call);
    });
  });
  return {
    server,
    arrived: (path) =>
      new Promise((resolve) => (calls.find((call) => call.path === path) ? resolve(calls.find((call) => call.path === path)!) : waiting.set(path, resolve))),
  };
}

/** The process's JSON log lines; `line(test)` resolves with the first that matches, already written or still to come. */
function logLines(child: ChildProcess): (test: (line: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  const waiters: Array<{ test: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }> = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    seen.push(line);
    for (const waiter of waiters.filter((candidate) => candidate.test(line))) waiter.resolve(line);
  });
  return (test) => new Promise((resolve) => (seen.find(test) ? resolve(seen.find(test)!) : waiters.push({ test, resolve })));
}

const refusedConnection = (url: string) =>
  new Promise<string>((resolve) => {
    get(`${url}/api/health`, { agent: false }, (res) => resolve(`answered ${res.statusCode}`)).on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code ?? error.message),
    );
  });

let held: ReturnType<typeof holdingServer>;
let holderUrl = '';
let tenantsDir = '';
let database: TemporaryDatabase;
beforeAll(async () => {
  held = holdingServer();
  await new Promise<void>((ready) => held.server.listen(0, '127.0.0.1', ready));
  holderUrl = `http://127.0.0.1:${(held.server.address() as AddressInfo).port}`;
  tenantsDir = mkdtempSync(join(tmpdir(), 'drain-tenants-'));
  cpSync(FIXTURE_TENANTS_DIR, tenantsDir, { recursive: true });
  const sitePath = join(tenantsDir, 'demo-motors', 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as Record<string, unknown>;
  site.leadDelivery = { webhooks: { crm: { url: `${holderUrl}/crm` } }, routes: [{ webhooks: ['crm'] }], shopperConfirmation: false };
  site.integrations = { valuationProvider: { kind: 'http', url: `${holderUrl}/valuation` } };
  writeFileSync(sitePath, JSON.stringify(site));
  database = await temporaryDatabase();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  held.server.closeAllConnections();
  await new Promise((resolve) => held.server.close(resolve));
  rmSync(tenantsDir, { recursive: true, force: true });
  await database.cleanUp();
}, SERVER_START_TIMEOUT_MS);

describe('SIGTERM drains before exit', () => {
  it(
    'finishes the request under way and the claimed delivery, refuses new connections, exits 0',
    async () => {
      const child = spawn(
        process.execPath,
        [MAIN, '--port', '0', '--db', database.target, '--tenants-dir', tenantsDir, '--allow-private-networks', '--drain-timeout-ms', '30000'],
        {
          env: { ...process.env, LOG_LEVEL: 'info', [`FORECOURT_${DEMO.websiteId}_WEBHOOK_CRM_SECRET`]: SECRETS.DEMO_CRM_SECRET, DATABASE_URL: '' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const line = logLines(child);
      const listening = await line((entry) => typeof entry.url === 'string' && String(entry.msg).startsWith('platform-api listening'));
      const url = String(listening.url);

      // A trade-in lead: stored, and its CRM webhook claimed by the worker, which the CRM holds.
      const lead = await postJson(url, '/api/leads', validLead({ form_type: 'trade-in', category: 'Trade-In', car_id: undefined, message: undefined }), {
        'Idempotency-Key': newKey('drain'),
      });
      expect(lead.status).toBe(201);
      const webhook = await held.arrived('/crm');

      // The rego lookup waits on the valuation provider: a request under way.
      const slow = postJson(
        url,
        '/api/leads/rego-lookup',
        { website_id: DEMO.websiteId, lead_id: lead.json.lead_id, rego: 'ABC123', regoState: 'QLD' },
        { 'Idempotency-Key': newKey('drain') },
      );
      const lookup = await held.arrived('/valuation/rego-lookup');

      child.kill('SIGTERM');
      await line((entry) => entry.msg === 'platform-api draining');
      expect(await refusedConnection(url)).toBe('ECONNREFUSED');

      lookup.res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ vehicle: { year: 2020, make: 'Mazda', model: 'CX-5' } }));
      const answered = await slow;
      expect(answered.status).toBe(201);
      expect(answered.json).toMatchObject({ vehicle: { make: 'Mazda', model: 'CX-5' } });

      webhook.res.writeHead(204).end();
      expect(await exited).toBe(0);
      expect(await line((entry) => entry.msg === 'platform-api stopped')).toBeTruthy();
      // Every request was logged as it ended, the slow one included.
      expect(await line((entry) => entry.msg === 'request' && entry.route === '/api/leads/rego-lookup')).toMatchObject({ status: 201 });

      const storage = await openStorage(database.target);
      try {
        const rows = await queryRows<{ status: string; attempts: number }>(storage, "SELECT status, attempts FROM lead_deliveries WHERE channel = 'webhook'");
        expect(rows).toEqual([{ status: 'delivered', attempts: 1 }]);
      } finally {
        await storage.close();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );
});
