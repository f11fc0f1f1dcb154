import { execFileSync } from 'node:child_process';

/**
 * When each dealer folder's site.json entered the repository's history (rule 2 of
 * duplicate-dealers.ts): the rank of the first commit that added it, oldest 0, in topological
 * order — a commit can claim any date, but not to come before its parents. Folders not in git
 * (untracked, or the folder is not in a work tree at all) are absent. Run only when two folders
 * claim one dealer, so a normal build never asks git anything.
 */
export function folderHistoryRank(tenantsDir: string): Map<string, number> {
  let log = '';
  try {
    log = execFileSync(
      'git',
      ['-C', tenantsDir, 'log', '--reverse', '--topo-order', '--diff-filter=A', '--format=%x00', '--name-only', '--relative', '--', '*/site.json'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch {
    return new Map();
  }
  const rank = new Map<string, number>();
  log.split('\0').forEach((commit, index) => {
    for (const path of commit.split('\n')) {
      const folder = /^([^/]+)\/site\.json$/.exec(path.trim())?.[1];
      if (folder && !rank.has(folder)) rank.set(folder, index);
    }
  });
  return rank;
}
