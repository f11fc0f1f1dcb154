import { execFileSync } from 'node:child_process';
import type { HistoryCommit } from './publish-gate.ts';

/**
 * The first-parent history of `ref`, newest first, each commit with the paths it changes against its
 * first parent (a merge commit: what the merged branch brought to main). Renames count as a delete and
 * an add, so a file moved into a stock path is still seen leaving its old place.
 */
export function firstParentHistory(options: { cwd: string; ref?: string; depth?: number }): HistoryCommit[] {
  const out = execFileSync(
    'git',
    [
      'log',
      '--first-parent',
      '--diff-merges=first-parent',
      '--no-renames',
      '--name-only',
      '--format=%x00%H',
      `-n${options.depth ?? 100}`,
      options.ref ?? 'HEAD',
    ],
    { cwd: options.cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return out
    .split('\0')
    .slice(1)
    .map((entry) => {
      const [sha = '', ...files] = entry.split('\n').filter((line) => line.trim() !== '');
      return { sha, files };
    });
}
