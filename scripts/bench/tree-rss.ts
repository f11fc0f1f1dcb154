import { readdirSync, readFileSync } from 'node:fs';

const PAGE_BYTES = 4096;

/** Resident memory of a process and all its descendants (Linux /proc; 0 elsewhere). */
export function treeRssBytes(rootPid: number): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of entries) {
    try {
      // pid (comm) state ppid … rss is field 24; comm may hold spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * PAGE_BYTES);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
