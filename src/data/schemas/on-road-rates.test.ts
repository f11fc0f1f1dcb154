import { describe, expect, it } from 'vitest';
import data from '../on-road-rates.json' with { type: 'json' };
import { AU_STATES, OnRoadRatesSchema } from './on-road-rates.ts';

describe('src/data/on-road-rates.json', () => {
  const rates = OnRoadRatesSchema.parse(data);

  it('covers every state and territory, each with a duty schedule that takes any car', () => {
    expect(Object.keys(rates.states).sort()).toEqual([...AU_STATES].sort());
    for (const state of AU_STATES) expect(rates.states[state].duty.at(-1)!.when, state).toBeUndefined();
  });

  it('dates and sources every figure on a government site', () => {
    for (const state of AU_STATES) {
      const table = rates.states[state];
      for (const figure of [...table.duty, ...(table.concessions ?? []), ...table.fees]) {
        expect(figure.from, state).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new URL(figure.source).hostname, state).toMatch(/gov\.au$/);
      }
    }
  });

  it('says when it was checked and when it must be reviewed (within a year)', () => {
    const checked = new Date(rates.checked).getTime();
    const review = new Date(rates.reviewBy).getTime();
    expect(review).toBeGreaterThan(checked);
    expect(review - checked).toBeLessThanOrEqual(366 * 86_400_000);
  });

  it('is not past its review date (on purpose: the suite fails until someone reviews the rates, docs/drive-away.md)', () => {
    expect(new Date().toISOString().slice(0, 10) <= rates.reviewBy, `review src/data/on-road-rates.json (due ${rates.reviewBy})`).toBe(true);
  });
});

describe('OnRoadRatesSchema', () => {
  const broken = (edit: (copy: typeof data) => void) => {
    const copy = structuredClone(data);
    edit(copy);
    return OnRoadRatesSchema.safeParse(copy).success;
  };

  it('accepts the file and rejects a source off government sites, a missing state, bands out of order or a bad date', () => {
    expect(broken(() => {})).toBe(true);
    expect(broken((c) => (c.states.NSW.fees[0]!.source = 'https://www.carsales.com.au/stamp-duty'))).toBe(false);
    expect(broken((c) => (c.states.NSW.fees[0]!.source = 'http://www.nsw.gov.au/'))).toBe(false);
    expect(broken((c) => delete (c.states as Partial<typeof c.states>).NT)).toBe(false);
    expect(broken((c) => c.states.NSW.duty[0]!.bands.reverse())).toBe(false);
    expect(broken((c) => (c.states.SA.fees[1]!.from = '1 July 2025'))).toBe(false);
    expect(broken((c) => (c.states.QLD.fees[0]!.amount = -1))).toBe(false);
  });
});
