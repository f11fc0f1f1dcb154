import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSyncLockDir, releaseSyncLock, takeSyncLock } from './content-sync-lock.ts';

describe('content sync lock', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const lockDir = () => {
    root = mkdtempSync(join(tmpdir(), 'sync-lock-'));
    return join(root, 'lock');
  };

  it('lets one build through at a time: the second waits until the first gives it back', async () => {
    const dir = lockDir();
    expect(await takeSyncLock({ dir, pid: 101, alive: () => true })).toBe(true);
    const order: string[] = [];
    // The second build's waits: the first finishes its sync during the second wait.
    let waits = 0;
    const sleep = async () => {
      waits += 1;
      order.push(`wait ${waits}`);
      if (waits === 2) {
        releaseSyncLock(dir, 101);
        order.push('first released');
      }
    };
    expect(await takeSyncLock({ dir, pid: 202, alive: () => true, sleep })).toBe(true);
    order.push('second took it');
    expect(order).toEqual(['wait 1', 'wait 2', 'first released', 'second took it']);
    releaseSyncLock(dir, 202);
    expect(existsSync(dir)).toBe(false);
  });

  it("takes over a lock whose build died, and leaves another live process's lock alone", async () => {
    const dir = lockDir();
    mkdirSync(dir);
    writeFileSync(join(dir, 'owner'), '999999');
    expect(await takeSyncLock({ dir, pid: 303, alive: (pid) => pid !== 999999 })).toBe(true);
    releaseSyncLock(dir, 404);
    expect(existsSync(dir)).toBe(true);
    releaseSyncLock(dir, 303);
    expect(existsSync(dir)).toBe(false);
  });

  it('goes ahead without it after the timeout, and says so', async () => {
    const dir = lockDir();
    await takeSyncLock({ dir, pid: 505, alive: () => true });
    let clock = 0;
    const warn = vi.fn();
    const took = await takeSyncLock({ dir, pid: 606, alive: () => true, timeoutMs: 1_000, now: () => clock, sleep: async (ms) => void (clock += ms), warn });
    expect(took).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('still held by process 505 after 1 s'));
  });

  it('lives under node_modules of the project root, for a path or a file URL alike', () => {
    expect(contentSyncLockDir('/work/app')).toBe('/work/app/node_modules/.forecourt-content-sync.lock');
    expect(contentSyncLockDir(new URL('file:///work/app/'))).toBe('/work/app/node_modules/.forecourt-content-sync.lock');
  });
});
