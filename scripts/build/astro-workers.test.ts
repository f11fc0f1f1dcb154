import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAstroWorkerPool } from './astro-workers.ts';

const FAKE = join(import.meta.dirname, 'test-fixtures/fake-astro-worker.ts');
const dir = mkdtempSync(join(tmpdir(), 'astro-workers-'));
const pool = createAstroWorkerPool(FAKE, 1000);
let n = 0;

/** Runs one job; returns its code and the pid of the worker that ran it (from the job's log). */
async function job(outcome: 'ok' | 'fail' | 'crash' | 'late-output', rss = 1): Promise<{ code: number; pid: string | undefined; log: string }> {
  const logFile = join(dir, `job-${++n}.log`);
  const code = await pool.run({ ...(process.env as Record<string, string>), FAKE_OUTCOME: outcome, FAKE_RSS: String(rss) }, `out-${n}`, logFile);
  const log = readFileSync(logFile, 'utf8');
  return { code, pid: /pid (\d+)/.exec(log)?.[1], log };
}

afterAll(() => pool.close());

describe('the build worker pool', () => {
  it('reuses a worker after a good build', async () => {
    const first = await job('ok');
    const second = await job('ok');
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(second.pid).toBe(first.pid);
  }, 60_000);

  it("keeps a job's last output lines that arrive after its result (the build reads warnings from them)", async () => {
    const late = await job('late-output');
    expect(late.code).toBe(0);
    expect(late.log).toContain('⚠ a warning printed last');
    expect(late.log).not.toContain('forecourt-job-end');
  }, 60_000);

  it('retires a worker after a failed build: the next dealer gets a fresh process', async () => {
    const failed = await job('fail');
    const next = await job('ok');
    expect(failed.code).toBe(1);
    expect(next.code).toBe(0);
    expect(next.pid).not.toBe(failed.pid);
  }, 60_000);

  it('reports a worker that died mid-build as a failure, and carries on with a new one', async () => {
    const crashed = await job('crash');
    const next = await job('ok');
    expect(crashed.code).not.toBe(0);
    expect(next.code).toBe(0);
    expect(next.pid).not.toBe(crashed.pid);
  }, 60_000);

  it('retires a worker whose memory passed the limit', async () => {
    const big = await job('ok', 5000);
    const next = await job('ok');
    expect(next.pid).not.toBe(big.pid);
  }, 60_000);
});
