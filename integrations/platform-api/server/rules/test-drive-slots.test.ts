import { describe, expect, it } from 'vitest';
import type { TenantLocation } from '../tenants/tenant-schemas.ts';
import { localToUtc, testDriveSlots, timeZoneOf } from './test-drive-slots.ts';

const open = (weekday: number, from: string, to: string) => ({ weekday, status: 'Open', open: from, close: to });

function location(overrides: Partial<TenantLocation> = {}): TenantLocation {
  return {
    id: 1,
    name: 'Brisbane',
    slug: 'brisbane',
    location_type: 'sales',
    address: { state: 'QLD' },
    contact_detail: {
      opening_hours: [{ weekday: 0, status: 'Closed' }, ...[1, 2, 3, 4, 5].map((day) => open(day, '09:00', '11:00')), open(6, '09:00', '10:00')],
    },
    special_hours: [],
    ...overrides,
  };
}

// Monday 2 March 2026, 07:00 in Brisbane (UTC+10, no daylight saving).
const mondayMorning = new Date('2026-03-01T21:00:00Z');

describe('test-drive slots', () => {
  it('covers 14 local days from today, in 30-minute slots within opening hours', () => {
    const days = testDriveSlots({ location: location(), timeZone: 'Australia/Brisbane', now: mondayMorning, booked: new Set() });
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      date: '2026-03-02',
      weekday: 1,
      slots: [
        { start: '2026-03-01T23:00:00.000Z', time: '09:00' },
        { start: '2026-03-01T23:30:00.000Z', time: '09:30' },
        { start: '2026-03-02T00:00:00.000Z', time: '10:00' },
        { start: '2026-03-02T00:30:00.000Z', time: '10:30' },
      ],
    });
    expect(days[5]?.slots.map((slot) => slot.time)).toEqual(['09:00', '09:30']); // Saturday
    expect(days[6]?.slots).toEqual([]); // Sunday, closed
    expect(days[13]?.date).toBe('2026-03-15');
  });

  it('needs an hour of notice and drops booked slots', () => {
    const now = new Date('2026-03-01T23:10:00Z'); // 09:10 local
    const [free] = testDriveSlots({ location: location(), timeZone: 'Australia/Brisbane', now, booked: new Set() });
    expect(free?.slots.map((slot) => slot.time)).toEqual(['10:30']);
    const booked = new Set(['2026-03-02T00:30:00.000Z']);
    const [today] = testDriveSlots({ location: location(), timeZone: 'Australia/Brisbane', now, booked });
    expect(today?.slots).toEqual([]);
  });

  it('honours holiday hours for sales or all departments', () => {
    const special = [
      { date: '2026-03-03', status: 'Closed', department: 'all', start_hour: null, end_hour: null },
      { date: '2026-03-04', status: 'Open', department: 'sales', start_hour: '13:00', end_hour: '14:00' },
      { date: '2026-03-05', status: 'Closed', department: 'service', start_hour: null, end_hour: null },
    ];
    const days = testDriveSlots({ location: location({ special_hours: special }), timeZone: 'Australia/Brisbane', now: mondayMorning, booked: new Set() });
    expect(days[1]?.slots).toEqual([]);
    expect(days[2]?.slots.map((slot) => slot.time)).toEqual(['13:00', '13:30']);
    expect(days[3]?.slots).toHaveLength(4);
  });

  it('uses sales hours at a location of another type', () => {
    const service = location({
      location_type: 'service',
      contact_detail: { opening_hours: [open(1, '07:00', '18:00')], department_hours: { sales: [open(1, '10:00', '11:00')] } },
    });
    const [today] = testDriveSlots({ location: service, timeZone: 'Australia/Brisbane', now: mondayMorning, booked: new Set() });
    expect(today?.slots.map((slot) => slot.time)).toEqual(['10:00', '10:30']);
  });

  it('converts local times across daylight saving', () => {
    expect(timeZoneOf(location({ address: { state: 'NSW' } }), 'Australia/Brisbane')).toBe('Australia/Sydney');
    expect(localToUtc('2026-01-15', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-01-14T22:00:00.000Z'); // AEDT +11
    expect(localToUtc('2026-06-15', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-06-14T23:00:00.000Z'); // AEST +10
    expect(localToUtc('2026-04-05', '09:00', 'Australia/Sydney').toISOString()).toBe('2026-04-04T23:00:00.000Z'); // change-over day
  });
});
