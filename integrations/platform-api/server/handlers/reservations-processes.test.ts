import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/test-payment-provider.ts';
import { CAR, DEMO, FIXTURE_TENANTS_DIR, newKey, postJson, temporaryDbPath, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';

/** Two real server processes on one SQLite file, a 250 ms provider, ten shoppers on one car: one charge. */

const RUNNER = fileURLToPath(new URL('../../test-fixtures/payment-api-process.ts', import.meta.url));
const database = temporaryDbPath();
const processes: Array<{ child: ChildProcess; url: string; output: string[] }> = [];

function startProcess(): Promise<{ child: ChildProcess; url: string; output: string[] }> {
  const child = spawn(process.execPath, [RUNNER, database.dbPath, FIXTURE_TENANTS_DIR, '250'], { stdio: ['ignore', 'pipe', 'inherit'] });
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
  // One after the other: both migrate the same file at start.
  processes.push(await startProcess());
  processes.push(await startProcess());
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  for (const { child } of processes) {
    child.removeAllListeners('exit');
    await new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  }
  database.cleanUp();
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
    await new Promise((settle) => setTimeout(settle, 100)); // let the last log lines arrive
    const lines = processes.flatMap(({ output }) => output);
    expect(lines.filter((line) => line.startsWith('charged '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('refunded '))).toEqual([]);
  });
});
