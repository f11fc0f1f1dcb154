import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';

/**
 * Replaces `target` with the finished `staging` folder using renames on one file system,
 * so a reader sees either the whole old site or the whole new one.
 */
export function swapInto(staging: string, target: string): void {
  const previous = join(dirname(target), `.previous-${basename(target)}`);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}
