import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../test-fixtures/start-test-server.ts';

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}, SERVER_START_TIMEOUT_MS);

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const started = await startTestServer(options);
  servers.push(started);
  return started;
}

async function ready(t: TestServer): Promise<{ status: number; body: { ready: boolean; reasons: string[] } }> {
  const response = await fetch(`${t.baseUrl}/api/ready`);
  return { status: response.status, body: (await response.json()) as { ready: boolean; reasons: string[] } };
}

describe('/api/health and /api/ready', () => {
  it(
    'ready with the database reachable, every migration applied and dealers loaded',
    async () => {
      const t = await server();
      expect(await ready(t)).toEqual({ status: 200, body: { ready: true, reasons: [] } });
      expect(await (await fetch(`${t.baseUrl}/api/health`)).json()).toEqual({ ok: true });
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    '503 "no dealers loaded" when the dealer folder is empty; alive all the same',
    async () => {
      const empty = mkdtempSync(join(tmpdir(), 'no-dealers-'));
      dirs.push(empty);
      const t = await server({ tenantsDir: empty });
      expect(await ready(t)).toEqual({ status: 503, body: { ready: false, reasons: ['no dealers loaded'] } });
      expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    '503 naming the migration the database lacks (an older schema than this code)',
    async () => {
      const t = await server();
      const [last] = await t.rows<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1');
      await t.rows('DELETE FROM kysely_migration WHERE name = ?', last!.name);
      expect(await ready(t)).toEqual({ status: 503, body: { ready: false, reasons: [`migrations not applied: ${last!.name}`] } });
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    '503 "database unreachable" when the database does not answer; the log has why',
    async () => {
      const t = await server();
      await t.server.storage.close();
      expect(await ready(t)).toEqual({ status: 503, body: { ready: false, reasons: ['database unreachable'] } });
      expect(t.logs.some((line) => line.startsWith('readiness: database unreachable: '))).toBe(true);
      expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
      // /metrics still answers, and says the database could not be read.
      const metrics = await (await fetch(`${t.baseUrl}/metrics`)).text();
      expect(metrics).toMatch(/^forecourt_database_up 0$/m);
    },
    SERVER_START_TIMEOUT_MS,
  );
});
