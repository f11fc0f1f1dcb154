import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (100 on every Linux this runs on; asked once). */
export const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds (user + system) of every child this process has waited for, grandchildren included
 * when their parent waited for them (a build's workers): Linux's cutime + cstime. Undefined where
 * /proc is missing.
 */
export function reapedChildrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3: cutime is field 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

export interface TimedRun {
  wallSeconds: number;
  /** The command's CPU time, its children's included; undefined without /proc. */
  cpuSeconds: number | undefined;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end and measures it as a whole process tree; throws when it fails. */
export function timedRun(command: string, args: readonly string[], options: SpawnSyncOptions = {}): TimedRun {
  const cpuBefore = reapedChildrenCpuSeconds();
  const started = performance.now();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 2 ** 20, ...options });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuAfter = reapedChildrenCpuSeconds();
  const stdout = String(result.stdout ?? '');
  const stderr = String(result.stderr ?? '');
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`);
  return { wallSeconds, cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore, stdout, stderr };
}
