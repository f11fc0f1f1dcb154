/**
 * What bench:leads and bench:delivery share to break things on purpose: free ports, and the reference
 * API as a child process that can be SIGKILLed (or stopped cleanly) mid-run and started again on the
 * same port and database. Their faults are drawn from a seeded stream (createRng), so a run repeats.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A port free on 127.0.0.1 right now (the API is restarted on it, so it is chosen once). */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

export interface ApiProcess {
  /** Listening and not being stopped: a request sent now can reach it. */
  readonly up: boolean;
  /** Starts it; one that dies before it is ready (its port not yet free, say) is started again. */
  start(): Promise<void>;
  /** SIGKILL: gone mid-request, no close, no flush (`up` until it has exited). SIGTERM: a clean stop. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/** The API child: `script` prints a line with "ready" once it listens. */
export function apiProcess(options: { script: string; args: string[]; env?: NodeJS.ProcessEnv; attempts?: number }): ApiProcess {
  let child: ChildProcess | null = null;
  let up = false;

  function spawnOnce(): Promise<ChildProcess> {
    const started = spawn(process.execPath, [options.script, ...options.args], { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    started.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)));
    return new Promise((ready, fail) => {
      started.once('exit', (code) => fail(new Error(`exited (${code}) before it was ready: ${errors.trim().split('\n').slice(-3).join(' | ')}`)));
      started.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) {
          up = true;
          ready(started);
        }
      });
    });
  }

  return {
    get up() {
      return up;
    },
    async start() {
      const attempts = options.attempts ?? 5;
      for (let attempt = 1; ; attempt += 1) {
        try {
          child = await spawnOnce();
          return;
        } catch (error) {
          if (attempt >= attempts) throw error;
          console.warn(`  (the API process did not start: ${error instanceof Error ? error.message : String(error)}; again)`);
          await sleep(500);
        }
      }
    },
    stop(signal) {
      const victim = child;
      if (!victim) return Promise.resolve();
      child = null;
      up = signal !== 'SIGTERM' && up;
      if (victim.exitCode !== null || victim.signalCode !== null) {
        up = false;
        return Promise.resolve();
      }
      return new Promise((done) => {
        victim.removeAllListeners('exit');
        victim.once('exit', () => {
          up = false;
          done();
        });
        victim.kill(signal);
      });
    },
  };
}
