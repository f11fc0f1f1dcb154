import { describe, expect, it } from 'vitest';
import { countTests, summaryLine } from './test-summary.ts';

const unit = { numPassedTests: 1841, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 };
const e2e = { stats: { expected: 297, unexpected: 0, flaky: 2, skipped: 4 } };

describe('the test command closing line', () => {
  it('adds unit and end-to-end counts; a flaky test that passed on retry counts as passed', () => {
    expect(countTests(unit, e2e)).toEqual({ passed: 2140, failed: 0, skipped: 5 });
  });

  it('is the plain "N passed, N failed, N skipped" line CI reads, every count shown', () => {
    expect(summaryLine({ passed: 2140, failed: 0, skipped: 5 })).toBe('2140 passed, 0 failed, 5 skipped');
    expect(summaryLine({ passed: 10, failed: 2, skipped: 0 })).toBe('10 passed, 2 failed, 0 skipped');
  });

  it('a missing report counts nothing rather than failing', () => {
    expect(countTests(undefined, undefined)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});
