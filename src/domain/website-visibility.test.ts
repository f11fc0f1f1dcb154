import { describe, expect, it } from 'vitest';
import { shownOnWebsite } from './website-visibility.ts';

const car = { show_on_dealer_website: true, make: 'Nissan', car_type: 'demo' as const, km: 3001 };
const rules = { makeExclusions: [], demoNissanMinKm: 3000 };

describe('shownOnWebsite', () => {
  it('hides cars the feed marks as not for the website', () => {
    expect(shownOnWebsite({ ...car, show_on_dealer_website: false }, rules)).toBe(false);
  });
  it('hides excluded makes whatever their case', () => {
    expect(shownOnWebsite({ ...car, make: 'SUZUKI' }, { ...rules, makeExclusions: ['Suzuki'] })).toBe(false);
    expect(shownOnWebsite(car, { ...rules, makeExclusions: ['Suzuki'] })).toBe(true);
  });
  it('needs a demo Nissan to have more than the minimum km', () => {
    expect(shownOnWebsite({ ...car, km: 3000 }, rules)).toBe(false);
    expect(shownOnWebsite({ ...car, km: 3001 }, rules)).toBe(true);
    expect(shownOnWebsite({ ...car, km: 10, car_type: 'new' }, rules)).toBe(true);
    expect(shownOnWebsite({ ...car, km: 10, make: 'Kia' }, rules)).toBe(true);
    expect(shownOnWebsite({ ...car, km: 10 }, { ...rules, demoNissanMinKm: null })).toBe(true);
  });
});
