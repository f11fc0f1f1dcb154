import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';
import { CAR, DEMO, FIXTURE_TENANTS_DIR, newKey, postJson, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';
import { temporaryDatabase, type TemporaryDatabase } from '../../test-fixtures/test-database.ts';

/** Two real server processes on one database (an SQLite file, or PostgreSQL in the postgres project), a 250 ms provider, ten shoppers on one car: one charge. */

const RUNNER = fileURLToPath(new URL('../../test-fixtures/payment-api-process.ts', import.meta.url));
let database: TemporaryDatabase;
const processes: Array<{ child: ChildProcess; url: string; output: string[] }> = [];

function startProcess(): Promise<{ child: ChildProcess; url: string; output: string[] }> {
  const child = spawn(process.execPath, [RUNNER, database.target, FIXTURE_TENANTS_DIR, '250'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited (${code}) before it was ready`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      const ready = output.find((line) => line.startsWith('ready '));
      if (ready) resolve({ child, url: ready.slice(6), output });
    });
  });
}

beforeAll(async () => {
  database = await temporaryDatabase();
  // One after the other: both migrate the same database at start.
  processes.push(await startProcess());
  processes.push(await startProcess());
}, SERVER_START_TIMEOUT_MS);

/** Stops every process and resolves once each has exited and its output has all been read. */
async function stopAll(): Promise<void> {
  await Promise.all(
    processes.map(({ child }) => {
      child.removeAllListeners('exit');
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((done) => {
        child.once('close', done);
        child.kill('SIGTERM');
      });
    }),
  );
}

afterAll(async () => {
  await stopAll();
  await database?.cleanUp();
}, SERVER_START_TIMEOUT_MS);

async function shopper(baseUrl: string): Promise<number> {
  const post = (path: string, body: Record<string, unknown>) =>
    postJson(baseUrl, path, { website_id: DEMO.websiteId, ...body }, { 'Idempotency-Key': newKey() });
  const created = await post('/api/reservations', { car_id: CAR.id, name: 'Alex Citizen', email: 'alex@example.com', phone: '0412345678' });
  if (created.status !== 201) return created.status;
  return (await post(`/api/reservations/${String(created.json.reservation_id)}/confirm`, { payment_method: TEST_CARDS.success })).status;
}

describe('reservations across two server processes', () => {
  it('ten shoppers split between two processes: exactly one is charged, nobody refunded', async () => {
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, index) => shopper(processes[index % 2]?.url ?? '')));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    await stopAll(); // once they have exited, every line they printed has been read
    const lines = processes.flatMap(({ output }) => output);
    expect(lines.filter((line) => line.startsWith('charged '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('refunded '))).toEqual([]);
  });
});
