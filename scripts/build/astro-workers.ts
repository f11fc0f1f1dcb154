/**
 * The pool of build workers (scripts/build/astro-worker.ts) the orchestrator hands dealers to. A
 * worker is reused while it stays healthy and small: it retires after a failed build (the next dealer
 * gets a fresh process, so a dealer's failure cannot leak into another's build), and once its memory
 * passes RETIRE_RSS_BYTES (every build leaves its page modules loaded). Idle workers do not keep the
 * orchestrator alive; `closeAstroWorkers()` lets them finish their writes and end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AstroJob, AstroJobResult } from './astro-worker.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const WORKER = join(ROOT, 'scripts/build/astro-worker.ts');
/** Past this a worker is replaced: well under the 1.5 GB a build may take, with room for the next dealer. */
export const RETIRE_RSS_BYTES = 900 * 1024 * 1024;

/** Lets an idle worker sit without holding the orchestrator's event loop open, and back. */
function hold(worker: ChildProcess, held: boolean): void {
  for (const handle of [worker, worker.channel, worker.stdout, worker.stderr] as Array<{ ref?: () => void; unref?: () => void } | null | undefined>) {
    if (held) handle?.ref?.();
    else handle?.unref?.();
  }
}

export interface AstroWorkerPool {
  /**
   * Builds in a worker: `env` is the dealer's whole build environment, the worker's output goes to
   * `logFile`. Resolves with an exit-code-like number (0: built), never rejects.
   */
  run(env: Record<string, string>, outDir: string, logFile: string): Promise<number>;
  /**
   * Lets the idle workers go and waits until they have ended (each finishes its cache writes first),
   * 10 s at most. Call before process.exit(): exiting under a worker could cut its writes short.
   */
  close(): Promise<void>;
}

/** A pool of workers running `workerScript` (the real one unless a test gives its own). */
export function createAstroWorkerPool(workerScript = WORKER, retireRssBytes = RETIRE_RSS_BYTES): AstroWorkerPool {
  const idle: ChildProcess[] = [];
  let nextJobId = 1;
  const start = () => fork(workerScript, [], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });

  return {
    run(env, outDir, logFile) {
      const worker = idle.pop() ?? start();
      hold(worker, true);
      const log = createWriteStream(logFile);
      const copy = (chunk: Buffer) => log.write(chunk);
      worker.stdout?.on('data', copy);
      worker.stderr?.on('data', copy);
      const job: AstroJob = { id: nextJobId++, env, outDir };
      return new Promise((resolveCode) => {
        const finish = (code: number, keep: boolean) => {
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          worker.stdout?.off('data', copy);
          worker.stderr?.off('data', copy);
          if (keep) {
            hold(worker, false);
            idle.push(worker);
          } else if (worker.exitCode === null && worker.signalCode === null) worker.kill();
          log.end(() => resolveCode(code));
        };
        const onMessage = (result: AstroJobResult) => {
          if (result.id !== job.id) return;
          finish(result.ok ? 0 : 1, result.ok && result.rssBytes < retireRssBytes);
        };
        const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
          log.write(`\nbuild worker ended (${signal ?? `exit ${code}`}) before finishing\n`);
          finish(code || 1, false);
        };
        worker.on('message', onMessage);
        worker.on('exit', onExit);
        worker.send(job);
      });
    },
    async close() {
      await Promise.all(
        idle.splice(0).map(
          (worker) =>
            new Promise<void>((ended) => {
              if (worker.exitCode !== null || worker.signalCode !== null) return ended();
              const forced = setTimeout(() => worker.kill(), 10_000);
              worker.once('exit', () => {
                clearTimeout(forced);
                ended();
              });
              hold(worker, true);
              worker.disconnect();
            }),
        ),
      );
    },
  };
}

const shared = createAstroWorkerPool();

/** The orchestrator's pool (scripts/build/build-tenant.ts). */
export const runAstroInWorker = shared.run;
export const closeAstroWorkers = shared.close;
