import { describe, expect, it } from 'vitest';
import { formatClock, holidayHoursTable, hoursTable, openStatus, type HolidayHours, type Schedule, type WeeklyHours } from './opening-hours.ts';

const open = (weekday: number, from: string, to: string): WeeklyHours => ({ weekday, status: 'Open', open: from, close: to });

/** Sunday closed, Monday 8:30–6, Tuesday to Friday 8–6, Saturday 8–12. */
const weekly: WeeklyHours[] = [
  { weekday: 0, status: 'Closed' },
  open(1, '08:30', '18:00'),
  open(2, '08:00', '18:00'),
  open(3, '08:00', '18:00'),
  open(4, '08:00', '18:00'),
  open(5, '08:00', '18:00'),
  open(6, '08:00', '12:00'),
];
const sales: Schedule = { weekly };

/** Brisbane is UTC+10 all year: local wall-clock time → instant. */
const brisbane = (local: string) => new Date(`${local}+10:00`);
const BNE = 'Australia/Brisbane';
const SYD = 'Australia/Sydney';

describe('openStatus on an ordinary week (Brisbane)', () => {
  it('open during hours, with the closing time', () => {
    expect(openStatus(sales, brisbane('2026-01-15T09:00:00'), BNE)).toEqual({ open: true, label: 'Open now · closes at 6pm' });
  });

  it('opening and closing minutes are inclusive / exclusive', () => {
    expect(openStatus(sales, brisbane('2026-01-15T07:59:00'), BNE)).toEqual({
      open: false,
      label: 'Closed · opens today at 8am',
    });
    expect(openStatus(sales, brisbane('2026-01-15T08:00:00'), BNE).open).toBe(true);
    expect(openStatus(sales, brisbane('2026-01-15T17:59:59'), BNE).open).toBe(true);
    expect(openStatus(sales, brisbane('2026-01-15T18:00:00'), BNE)).toEqual({
      open: false,
      label: 'Closed · opens tomorrow at 8am',
    });
  });

  it('around midnight: 23:59 says tomorrow, 00:00 says today', () => {
    expect(openStatus(sales, brisbane('2026-01-16T23:59:59'), BNE).label).toBe('Closed · opens tomorrow at 8am');
    expect(openStatus(sales, brisbane('2026-01-17T00:00:00'), BNE).label).toBe('Closed · opens today at 8am');
  });

  it('skips a closed Sunday: Saturday afternoon opens Monday at 8:30am', () => {
    expect(openStatus(sales, brisbane('2026-01-17T13:00:00'), BNE).label).toBe('Closed · opens Monday at 8:30am');
    expect(openStatus(sales, brisbane('2026-01-18T10:00:00'), BNE).label).toBe('Closed · opens tomorrow at 8:30am');
  });

  it('with no hours at all it just says Closed', () => {
    expect(openStatus({ weekly: [] }, brisbane('2026-01-15T09:00:00'), BNE)).toEqual({ open: false, label: 'Closed' });
  });
});

describe('holidays', () => {
  const australiaDay: HolidayHours = { date: '2026-01-26', status: 'Closed', department: 'all', name: 'Public holiday' };

  it('closed today with the reason', () => {
    const schedule: Schedule = { weekly, special: [australiaDay] };
    expect(openStatus(schedule, brisbane('2026-01-26T10:00:00'), BNE)).toEqual({
      open: false,
      label: 'Closed today (Public holiday)',
    });
  });

  it('a holiday tomorrow pushes the next opening further', () => {
    const schedule: Schedule = { weekly, special: [australiaDay] };
    expect(openStatus(schedule, brisbane('2026-01-25T10:00:00'), BNE).label).toBe('Closed · opens Tuesday at 8am');
  });

  it('a closed holiday without a name still reads as a public holiday', () => {
    const schedule: Schedule = { weekly, special: [{ date: '2026-01-26', status: 'Closed', department: 'all' }] };
    expect(openStatus(schedule, brisbane('2026-01-26T10:00:00'), BNE).label).toBe('Closed today (Public holiday)');
    const named: Schedule = { weekly, special: [{ date: '2026-01-26', status: 'Australia Day', department: 'all' }] };
    expect(openStatus(named, brisbane('2026-01-26T10:00:00'), BNE).label).toBe('Closed today (Australia Day)');
  });

  describe('by department', () => {
    const special: HolidayHours[] = [
      { date: '2026-12-24', status: 'Open', start_hour: '09:00', end_hour: '13:00', department: 'sales' },
      { date: '2026-12-24', status: 'Closed', department: 'service', name: 'Christmas Eve' },
      { date: '2026-12-24', status: 'Closed', department: 'all', name: 'Christmas Eve' },
      { date: '2026-12-25', status: 'Closed', department: 'all', name: 'Christmas Day' },
    ];

    it("a department's own entry wins over 'all'", () => {
      const salesSchedule: Schedule = { weekly, special, department: 'sales' };
      expect(openStatus(salesSchedule, brisbane('2026-12-24T12:59:00'), BNE)).toEqual({
        open: true,
        label: 'Open now · closes at 1pm',
      });
      // After 1pm: Christmas Day is closed for everyone, so the next opening is Saturday.
      expect(openStatus(salesSchedule, brisbane('2026-12-24T13:00:00'), BNE).label).toBe('Closed · opens Saturday at 8am');
    });

    it("'all' applies to departments without their own entry", () => {
      expect(openStatus({ weekly, special, department: 'parts' }, brisbane('2026-12-24T10:00:00'), BNE).label).toBe('Closed today (Christmas Eve)');
      expect(openStatus({ weekly, special, department: 'service' }, brisbane('2026-12-25T10:00:00'), BNE).label).toBe('Closed today (Christmas Day)');
    });

    it('the holiday table lists upcoming dates for the department', () => {
      expect(holidayHoursTable({ weekly, special, department: 'sales' }, '2026-12-01')).toEqual([
        { date: '2026-12-24', dateText: '24 December 2026', text: '9am – 1pm' },
        { date: '2026-12-25', dateText: '25 December 2026', text: 'Closed', name: 'Christmas Day' },
      ]);
      expect(holidayHoursTable({ weekly, special, department: 'service' }, '2026-12-25')).toEqual([
        { date: '2026-12-25', dateText: '25 December 2026', text: 'Closed', name: 'Christmas Day' },
      ]);
    });
  });
});

describe('time zones and DST', () => {
  it('the same instant is after hours in Sydney (UTC+11 in January) but open in Brisbane', () => {
    const instant = new Date('2026-01-15T07:30:00Z');
    expect(openStatus(sales, instant, BNE).open).toBe(true);
    expect(openStatus(sales, instant, SYD)).toEqual({ open: false, label: 'Closed · opens tomorrow at 8am' });
  });

  it('before the October change Sydney matches Brisbane; after it Sydney is an hour ahead', () => {
    // Monday 28 September 2026, 22:00Z the evening before: 08:00 in both cities (AEST).
    const before = new Date('2026-09-27T22:00:00Z');
    expect(openStatus(sales, before, SYD).label).toBe('Closed · opens today at 8:30am');
    expect(openStatus(sales, before, BNE).label).toBe('Closed · opens today at 8:30am');
    // Monday 5 October 2026, after DST began on the 4th: 09:00 in Sydney, 08:00 in Brisbane.
    const after = new Date('2026-10-04T22:00:00Z');
    expect(openStatus(sales, after, SYD)).toEqual({ open: true, label: 'Open now · closes at 6pm' });
    expect(openStatus(sales, after, BNE).open).toBe(false);
  });

  it('the night DST begins still counts Sunday as Sunday', () => {
    // 01:59 AEST then 03:00 AEDT on Sunday 4 October.
    expect(openStatus(sales, new Date('2026-10-03T15:59:00Z'), SYD).label).toBe('Closed · opens tomorrow at 8:30am');
    expect(openStatus(sales, new Date('2026-10-03T16:00:00Z'), SYD).label).toBe('Closed · opens tomorrow at 8:30am');
  });
});

describe('hours past midnight', () => {
  const lateFriday: Schedule = { weekly: [open(5, '20:00', '02:00')] };

  it("yesterday's late hours keep the location open after midnight", () => {
    expect(openStatus(lateFriday, brisbane('2026-01-16T23:00:00'), BNE).label).toBe('Open now · closes at 2am');
    expect(openStatus(lateFriday, brisbane('2026-01-17T01:59:00'), BNE).label).toBe('Open now · closes at 2am');
    expect(openStatus(lateFriday, brisbane('2026-01-17T02:00:00'), BNE).label).toBe('Closed · opens Friday at 8pm');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '12am'],
    [480, '8am'],
    [510, '8:30am'],
    [720, '12pm'],
    [765, '12:45pm'],
    [1080, '6pm'],
    [1560, '2am'],
  ])('%i → %s', (minutes, text) => expect(formatClock(minutes)).toBe(text));
});

describe('hoursTable', () => {
  it('Monday first; Open shows hours, any other status shows the status', () => {
    const rows = hoursTable(
      [
        { weekday: 1, status: 'Open', open: '08:30', close: '17:30', formated_hours: '8:30 AM - 5:30 PM' },
        open(2, '08:00', '18:00'),
        { weekday: 3, status: 'By appointment' },
        { weekday: 0, status: 'Closed', open: '09:00', close: '12:00' },
      ],
      { todayWeekday: 2 },
    );
    expect(rows.map((row) => [row.day, row.text, row.isToday])).toEqual([
      ['Monday', '8:30 AM - 5:30 PM', false],
      ['Tuesday', '8am – 6pm', true],
      ['Wednesday', 'By appointment', false],
      ['Thursday', 'Closed', false],
      ['Friday', 'Closed', false],
      ['Saturday', 'Closed', false],
      ['Sunday', 'Closed', false],
    ]);
  });

  it('weekday 0 is Sunday when the table starts on Sunday', () => {
    expect(hoursTable(weekly, { firstWeekday: 0 })[0]).toEqual({ weekday: 0, day: 'Sunday', text: 'Closed', isToday: false });
  });
});
