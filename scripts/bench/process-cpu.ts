import { readdirSync, readFileSync } from 'node:fs';
import { ticksPerSecond } from './child-cpu.ts';

/**
 * CPU seconds (user + system) used so far by running processes, from /proc: the API instances by
 * pid, and every PostgreSQL server process by name (its backends do the queries' work). 0 where
 * /proc is missing or the process has gone.
 */

function statFields(pid: string | number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3: utime is field 14, stime 15.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function cpuOf(fields: string[] | null): number {
  return fields ? (Number(fields[11]) + Number(fields[12])) / ticksPerSecond : 0;
}

export function processesCpuSeconds(pids: ReadonlyArray<number | undefined>): number {
  return pids.reduce<number>((sum, pid) => sum + (pid === undefined ? 0 : cpuOf(statFields(pid))), 0);
}

export function postgresCpuSeconds(): number {
  let sum = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') sum += cpuOf(statFields(pid));
    } catch {
      // Gone meanwhile (a backend that closed).
    }
  }
  return sum;
}
