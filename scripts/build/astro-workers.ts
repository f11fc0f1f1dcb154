/**
 * The pool of build workers (scripts/build/astro-worker.ts) the orchestrator hands dealers to. A
 * worker is reused while it stays healthy and small: it retires after a failed build (the next dealer
 * gets a fresh process, so a dealer's failure cannot leak into another's build), and once its memory
 * passes RETIRE_RSS_BYTES (every build leaves its page modules loaded). Idle workers do not keep the
 * orchestrator alive; `closeAstroWorkers()` lets them finish their writes and end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { jobEndMarker, type AstroJob, type AstroJobResult } from './astro-job.ts';

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
      const job: AstroJob = { id: nextJobId++, env, outDir };
      const marker = jobEndMarker(job.id);
      // The job's output, held until both streams have said the job ended (astro-job.ts).
      const output = { stdout: '', stderr: '' };
      const copy = (stream: keyof typeof output) => (chunk: Buffer) => {
        output[stream] += chunk.toString();
        settle();
      };
      const copyOut = copy('stdout');
      const copyErr = copy('stderr');
      worker.stdout?.on('data', copyOut);
      worker.stderr?.on('data', copyErr);
      let result: AstroJobResult | undefined;
      let settle: () => void = () => {};
      return new Promise((resolveCode) => {
        const finish = (code: number, keep: boolean, note = '') => {
          clearTimeout(lateOutput);
          worker.off('message', onMessage);
          worker.off('close', onClose);
          worker.stdout?.off('data', copyOut);
          worker.stderr?.off('data', copyErr);
          if (keep) {
            hold(worker, false);
            idle.push(worker);
          } else if (worker.exitCode === null && worker.signalCode === null) worker.kill();
          const text = (output.stdout + output.stderr).replaceAll(marker, '\n') + note;
          writeFile(logFile, text).then(
            () => resolveCode(code),
            () => resolveCode(code),
          );
        };
        let lateOutput: NodeJS.Timeout | undefined;
        settle = () => {
          if (!result || !output.stdout.includes(marker) || !output.stderr.includes(marker)) return;
          finish(result.ok ? 0 : 1, result.ok && result.rssBytes < retireRssBytes);
        };
        const onMessage = (message: AstroJobResult) => {
          if (message.id !== job.id) return;
          result = message;
          // The markers normally follow within milliseconds; a stream that never brings one must not hang the build.
          lateOutput = setTimeout(() => finish(message.ok ? 0 : 1, false, '\n(the build worker did not finish its output; worker replaced)\n'), 10_000);
          settle();
        };
        // 'close', not 'exit': the worker's output has been read to its end by then.
        const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
          if (result) return settle();
          finish(code || 1, false, `\nbuild worker ended (${signal ?? `exit ${code}`}) before finishing\n`);
        };
        worker.on('message', onMessage);
        worker.on('close', onClose);
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
