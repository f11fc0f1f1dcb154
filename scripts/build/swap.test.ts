import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveDir, swapInto } from './swap.ts';

function site(dir: string, page: string): string {
  mkdirSync(join(dir, 'cars/a'), { recursive: true });
  writeFileSync(join(dir, 'cars/a/index.html'), page);
  return dir;
}

describe('moveDir', () => {
  it('moves a whole built folder, leaving nothing behind', () => {
    const work = mkdtempSync(join(tmpdir(), 'forecourt-move-'));
    const from = site(join(work, 'site-1'), '<h1>a</h1>');
    moveDir(from, join(work, '.staging-a'));
    expect(existsSync(from)).toBe(false);
    expect(readFileSync(join(work, '.staging-a/cars/a/index.html'), 'utf8')).toBe('<h1>a</h1>');
  });
});

describe('swapInto', () => {
  it('replaces the live folder with the staged one', () => {
    const work = mkdtempSync(join(tmpdir(), 'forecourt-swap-'));
    site(join(work, 'dealer'), 'old');
    swapInto(site(join(work, '.staging-dealer'), 'new'), join(work, 'dealer'));
    expect(readFileSync(join(work, 'dealer/cars/a/index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(work, '.staging-dealer'))).toBe(false);
    expect(existsSync(join(work, '.previous-dealer'))).toBe(false);
  });
});
