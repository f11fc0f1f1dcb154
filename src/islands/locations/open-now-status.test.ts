import { describe, expect, it } from 'vitest';
import type { OpenNowProps } from '../../site/dealer/locations.ts';
import { openNowState } from './open-now-status.ts';

const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open: '08:00', close: '18:00' },
);
const props = (timeZone: string): OpenNowProps => ({
  schedule: { weekly, special: [{ date: '2026-12-25', status: 'Closed', department: 'all', name: 'Christmas Day' }], department: 'sales' },
  timeZone,
});

describe('open now state', () => {
  it('reads the clock in the location time zone', () => {
    // 21:30 UTC on Monday 23 November = 8:30am Tuesday in Sydney (UTC+11), 7:30am in Brisbane (UTC+10).
    const at = new Date('2026-11-23T21:30:00Z');
    expect(openNowState(props('Australia/Sydney'), at)).toEqual({ open: true, label: 'Open now · closes at 6pm', today: 'Today 8am – 6pm' });
    expect(openNowState(props('Australia/Brisbane'), at)).toEqual({ open: false, label: 'Closed · opens today at 8am', today: 'Today 8am – 6pm' });
  });

  it('says when the next opening is after closing on Saturday', () => {
    // Saturday 28 November 19:00 Brisbane: Sunday is closed, so it opens Monday.
    const state = openNowState(props('Australia/Brisbane'), new Date('2026-11-28T09:00:00Z'));
    expect(state.label).toBe('Closed · opens Monday at 8am');
  });

  it('names a holiday', () => {
    const state = openNowState(props('Australia/Brisbane'), new Date('2026-12-25T01:00:00Z'));
    expect(state).toEqual({ open: false, label: 'Closed today (Christmas Day)', today: '' });
  });
});
