import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderHistoryRank } from './folder-history.ts';

const dir = mkdtempSync(join(tmpdir(), 'folder-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { stdio: 'pipe' });
const folder = (name: string) => {
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(join(dir, name, 'site.json'), '{}');
};

describe('folder history', () => {
  it('ranks folders by the commit that added their site.json; untracked ones are absent', () => {
    git('init', '-q');
    folder('zeta-motors');
    git('add', '.');
    git('commit', '-qm', 'first dealer');
    folder('alpha-motors');
    git('add', '.');
    // A commit may claim any date: the order is the history's, not the dates'.
    git('-c', 'core.hooksPath=/dev/null', 'commit', '-qm', 'second dealer', '--date=2001-01-01T00:00:00Z');
    folder('aaa-untracked');
    const rank = folderHistoryRank(dir);
    expect(rank.get('zeta-motors')).toBeLessThan(rank.get('alpha-motors')!);
    expect(rank.has('aaa-untracked')).toBe(false);
  });

  it('knows nothing outside a repository', () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    expect(folderHistoryRank(plain).size).toBe(0);
    rmSync(plain, { recursive: true, force: true });
  });
});
