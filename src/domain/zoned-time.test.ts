import { describe, expect, it } from 'vitest';
import { addDays, wallClock } from './zoned-time.ts';

describe('wallClock', () => {
  it('reads the local calendar and clock in the zone', () => {
    const clock = wallClock(new Date('2026-01-14T13:30:05Z'), 'Australia/Sydney');
    expect(clock).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 0,
      minute: 30,
      second: 5,
      weekday: 4,
      isoDate: '2026-01-15',
      minutes: 30,
    });
  });

  it('midnight is hour 0, never 24', () => {
    expect(wallClock(new Date('2026-01-14T14:00:00Z'), 'Australia/Brisbane').hour).toBe(0);
  });
});

describe('addDays', () => {
  it('crosses months, years and DST changes by calendar day', () => {
    expect(addDays('2026-12-31', 1)).toEqual({ isoDate: '2027-01-01', weekday: 5 });
    expect(addDays('2026-10-03', 1)).toEqual({ isoDate: '2026-10-04', weekday: 0 });
    expect(addDays('2026-03-01', -1)).toEqual({ isoDate: '2026-02-28', weekday: 6 });
  });
});

describe('wallClock, asked again', () => {
  it('gives the same answer for the same instant and zone, and a new one for another', () => {
    const now = new Date('2026-11-21T09:00:00+10:00');
    const first = wallClock(now, 'Australia/Brisbane');
    first.year = 1999; // a caller changing its answer changes no later one
    expect(wallClock(new Date(now), 'Australia/Brisbane')).toMatchObject({ year: 2026, month: 11, day: 21, hour: 9 });
    expect(wallClock(now, 'Australia/Perth')).toMatchObject({ day: 21, hour: 7 });
    expect(wallClock(new Date('2026-11-21T23:30:00Z'), 'Australia/Brisbane')).toMatchObject({ day: 22, hour: 9, minute: 30 });
  });
});
