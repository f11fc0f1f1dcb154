/**
 * The platform API as production runs it, for bench:api: N processes of the real CLI
 * (integrations/platform-api/server/main.ts) on one database, each on its own port, each delivering
 * leads (its worker) to the bench's SMTP sink through --mail-relay. An instance is "up" from its
 * first good /api/health until it is killed; SIGKILL is the crash (no close, no flush), and restart
 * starts it again on the same port and database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, sleep } from './fault-injection.ts';

export interface ApiInstance {
  readonly name: string;
  readonly url: string;
  readonly up: boolean;
  /** The running process's id (undefined while down). */
  readonly pid: number | undefined;
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface InstanceOptions {
  root: string;
  db: string;
  tenantsDir: string;
  mailPort: number;
  /** How the database is given: the --db flag, or DATABASE_URL (both must work). */
  dbVia: 'flag' | 'env';
}

const START_LIMIT_MS = 120_000;

async function healthy(url: string): Promise<boolean> {
  try {
    const reply = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return reply.ok;
  } catch {
    return false;
  }
}

export async function apiInstance(name: string, options: InstanceOptions): Promise<ApiInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let up = false;
  let errors = '';
  const args = [
    join(options.root, 'integrations/platform-api/server/main.ts'),
    '--port',
    String(port),
    '--tenants-dir',
    options.tenantsDir,
    // Shoppers come through a load balancer on 127.0.0.1 that names them in X-Forwarded-For, so each
    // shopper's limits are its own, as in production.
    '--trust-proxy',
    '127.0.0.1',
    // Synthetic dealers are demo dealers: sign-in codes are 123456 instead of an SMS.
    '--sign-in-mode',
    'demo',
    '--dev-demo-sign-in',
    '--mail-relay',
    `127.0.0.1:${options.mailPort}`,
    ...(options.dbVia === 'flag' ? ['--db', options.db] : []),
  ];
  const env = { ...process.env, ...(options.dbVia === 'env' ? { DATABASE_URL: options.db } : {}) };

  async function start(): Promise<void> {
    const started = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    started.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)));
    child = started;
    const deadline = performance.now() + START_LIMIT_MS;
    while (performance.now() < deadline) {
      if (started.exitCode !== null)
        throw new Error(`${name} exited (${started.exitCode}) before it was ready: ${errors.trim().split('\n').slice(-3).join(' | ')}`);
      if (await healthy(url)) {
        up = true;
        return;
      }
      await sleep(100);
    }
    throw new Error(`${name} was not healthy within ${START_LIMIT_MS / 1000} s`);
  }

  function end(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const victim = child;
    up = false;
    child = null;
    if (!victim || victim.exitCode !== null || victim.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      victim.once('exit', () => done());
      victim.kill(signal);
    });
  }

  return {
    name,
    url,
    get up() {
      return up;
    },
    get pid() {
      return child?.pid;
    },
    start,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** N instances, started one after the other (each migrates the database at start; the first does the work). */
export async function startInstances(count: number, options: InstanceOptions): Promise<ApiInstance[]> {
  const instances: ApiInstance[] = [];
  for (let index = 0; index < count; index += 1) {
    const instance = await apiInstance(`api-${index + 1}`, { ...options, dbVia: index % 2 === 0 ? options.dbVia : options.dbVia === 'flag' ? 'env' : 'flag' });
    await instance.start();
    instances.push(instance);
  }
  return instances;
}
