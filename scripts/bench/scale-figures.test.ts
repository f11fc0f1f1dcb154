import { describe, expect, it } from 'vitest';
import { dealerTimes, projectRunners, summarise } from './scale-figures.ts';

describe('bench:scale figures', () => {
  it('reads each dealer’s result and time from the build summary only', () => {
    const stdout = [
      '▶ bench-a',
      '  ✓ 34 pages written in 3.0 s (2 vehicle pages/s) → /out/bench-a',
      '',
      'Summary',
      '  ✓ bench-a                          34 pages, 6 vehicle pages, 0 records skipped  3.0 s',
      '  ✗ bench-b                          FAILED (previous output kept)  0.4 s',
      '  ✓ bench-c                          300 pages, 280 vehicle pages, 0 records skipped  12.5 s',
      '2 built, 1 failed in 14.0 s',
    ].join('\n');
    expect(dealerTimes(stdout)).toEqual([
      { slug: 'bench-a', ok: true, seconds: 3 },
      { slug: 'bench-b', ok: false, seconds: 0.4 },
      { slug: 'bench-c', ok: true, seconds: 12.5 },
    ]);
  });

  it('gives min, median and max', () => {
    expect(summarise([5, 1, 3])).toEqual({ min: 1, median: 3, max: 5 });
    expect(summarise([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
    expect(summarise([])).toEqual({ min: 0, median: 0, max: 0 });
  });

  it('projects 500 dealers over runners from the wall time per dealer', () => {
    expect(projectRunners(6, 500, [1, 10, 20])).toEqual([
      { runners: 1, seconds: 3000 },
      { runners: 10, seconds: 300 },
      { runners: 20, seconds: 150 },
    ]);
  });
});
