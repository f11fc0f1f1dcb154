import { describe, expect, it } from 'vitest';
import { PhaseClock } from './phase-clock.ts';

describe('PhaseClock', () => {
  it('charges each phase the time since the previous mark, adding up a repeated name', () => {
    let now = 1_000;
    const clock = new PhaseClock(() => now);
    now += 250;
    clock.mark('prepare');
    now += 4_000;
    clock.mark('astro build');
    now += 500;
    clock.mark('prepare');
    expect(clock.seconds()).toEqual({ prepare: 0.75, 'astro build': 4 });
    expect(clock.summary()).toBe('prepare 0.8 s · astro build 4.0 s');
  });
});
