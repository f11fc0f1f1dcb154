import { describe, expect, it } from 'vitest';
import { RENDER_SHARES_MARK, renderShares, renderThreads } from './render-threads.ts';

describe('render threads settings', () => {
  it('reads FORECOURT_RENDER_THREADS, one thread when unset or nonsense', () => {
    expect(renderThreads({})).toBe(1);
    expect(renderThreads({ FORECOURT_RENDER_THREADS: '3' })).toBe(3);
    expect(renderThreads({ FORECOURT_RENDER_THREADS: '0' })).toBe(1);
    expect(renderThreads({ FORECOURT_RENDER_THREADS: 'two' })).toBe(1);
    expect(renderThreads({ FORECOURT_RENDER_THREADS: '64' })).toBe(16);
  });

  it("finds each thread's page count in a build log", () => {
    expect(renderShares(`[build] done\n${RENDER_SHARES_MARK} 1200 1100\nmore`)).toEqual([1200, 1100]);
    expect(renderShares('[build] done\n')).toBeUndefined();
  });
});
