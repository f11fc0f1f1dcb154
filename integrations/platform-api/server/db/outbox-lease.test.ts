import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './outbox-lease.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const LATER = (ms: number) => new Date(NOW.getTime() + ms);

describe('nextAttemptAt', () => {
  const rules = { maxAttempts: 3, backoff: { baseMs: 1_000, maxMs: 10_000 } };
  it('backs off exponentially (equal jitter) and gives up after the last attempt', () => {
    expect(nextAttemptAt(1, rules, () => 0, NOW)).toEqual(LATER(500));
    expect(nextAttemptAt(2, rules, () => 1, NOW)).toEqual(LATER(2_000));
    expect(nextAttemptAt(3, rules, () => 0.5, NOW)).toBeNull();
  });
});
