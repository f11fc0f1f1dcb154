import { describe, expect, it } from 'vitest';
import { byDistance, departmentSchedule, departmentsOf, formatDistance, locationDepartment, visibleByName } from './locations.ts';

const hours = (weekday: number) => ({ weekday, status: 'Open', open: '08:00', close: '17:00' });

const base = {
  location_type: '' as const,
  special_hours: [{ date: '2026-12-25', status: 'Closed', department: 'all' as const }],
  contact_detail: { opening_hours: [hours(1)], department_hours: {} },
};

describe('location rules', () => {
  it('treats an empty location type as sales', () => {
    expect(locationDepartment({ location_type: '' })).toBe('sales');
    expect(locationDepartment({ location_type: 'service' })).toBe('service');
  });

  it('lists visible locations sorted by name', () => {
    const list = [
      { name: 'Zetland', visible: true },
      { name: 'albany', visible: true },
      { name: 'Hidden', visible: false },
      { name: 'Brisbane', visible: true },
    ];
    expect(visibleByName(list).map((l) => l.name)).toEqual(['albany', 'Brisbane', 'Zetland']);
  });

  it('offers the own department plus departments with hours, in Sales, Service, Parts order', () => {
    expect(departmentsOf(base)).toEqual(['sales']);
    const withService = { ...base, contact_detail: { ...base.contact_detail, department_hours: { parts: [hours(1)], service: [hours(2)] } } };
    expect(departmentsOf(withService)).toEqual(['sales', 'service', 'parts']);
    const serviceSite = { ...base, location_type: 'service' as const };
    expect(departmentsOf(serviceSite)).toEqual(['service']);
  });

  it('builds the schedule of a department with the holiday entries', () => {
    const withService = { ...base, contact_detail: { ...base.contact_detail, department_hours: { service: [hours(6)] } } };
    expect(departmentSchedule(withService, 'sales').weekly).toEqual([hours(1)]);
    const service = departmentSchedule(withService, 'service');
    expect(service.weekly).toEqual([hours(6)]);
    expect(service.department).toBe('service');
    expect(service.special).toHaveLength(1);
    expect(departmentSchedule(withService, 'parts').weekly).toEqual([]);
  });

  it('ranks places by distance and skips places without coordinates', () => {
    const brisbane = { lat: -27.4698, lng: 153.0251 };
    const places = [
      { name: 'Sydney', point: { lat: -33.8688, lng: 151.2093 } },
      { name: 'Nowhere', point: undefined },
      { name: 'Ipswich', point: { lat: -27.6161, lng: 152.758 } },
    ];
    const ranked = byDistance(brisbane, places, (p) => p.point);
    expect(ranked.map((r) => r.item.name)).toEqual(['Ipswich', 'Sydney']);
    expect(ranked[1]!.km).toBeGreaterThan(700);
    expect(ranked[1]!.km).toBeLessThan(760);
  });

  it('formats distances', () => {
    expect(formatDistance(3.24)).toBe('3.2 km');
    expect(formatDistance(732.4)).toBe('732 km');
    expect(formatDistance(1234.5)).toBe('1,235 km');
  });
});

import { contactLayout } from './locations.ts';

describe('contact page layout', () => {
  it('picks the hero map, the locations list or the dealerships list', () => {
    expect(contactLayout(1, 1)).toBe('hero-map');
    expect(contactLayout(0, 1)).toBe('hero-map');
    expect(contactLayout(3, 1)).toBe('locations');
    expect(contactLayout(13, 8)).toBe('dealerships');
  });
});
