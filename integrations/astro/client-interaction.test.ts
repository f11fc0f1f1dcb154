import { describe, expect, it } from 'vitest';
import { hydratesAtOnce } from './client-interaction.ts';

describe('client:interaction withQuery', () => {
  it('hydrates at once only when the URL carries a parameter the island renders from', () => {
    const options = { withQuery: ['car_id', 'type'] };
    expect(hydratesAtOnce(options, '?car_id=1001', null)).toBe(true);
    expect(hydratesAtOnce(options, '?utm_source=news&type=book-a-service', null)).toBe(true);
    expect(hydratesAtOnce(options, '?utm_source=news', null)).toBe(false);
    expect(hydratesAtOnce(options, '', null)).toBe(false);
  });

  it('`true` means any parameter; no option waits for a touch', () => {
    expect(hydratesAtOnce({ withQuery: true }, '?make=Nissan', null)).toBe(true);
    expect(hydratesAtOnce({ withQuery: true }, '', null)).toBe(false);
    expect(hydratesAtOnce(undefined, '?car_id=1', null)).toBe(false);
    expect(hydratesAtOnce(true, '?car_id=1', null)).toBe(false); // plain client:interaction
  });

  it('hydrates at once when localStorage holds something the island resumes', () => {
    const stored = new Map([['forecourt:trade-in:101', '{"step":3}']]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null };
    expect(hydratesAtOnce({ withStored: ['forecourt:trade-in:101'] }, '', storage)).toBe(true);
    expect(hydratesAtOnce({ withStored: ['forecourt:trade-in:202'] }, '', storage)).toBe(false);
    expect(hydratesAtOnce({ withStored: ['forecourt:trade-in:101'] }, '', null)).toBe(false); // storage refused
  });

  it('hydrates at once when this tab holds something the island finishes (sessionStorage)', () => {
    const tab = { getItem: (key: string) => (key === 'forecourt:pending-watchlist-save' ? '12' : null) };
    expect(hydratesAtOnce({ withTabStored: ['forecourt:pending-watchlist-save'] }, '', null, tab)).toBe(true);
    expect(hydratesAtOnce({ withTabStored: ['forecourt:other'] }, '', null, tab)).toBe(false);
    expect(hydratesAtOnce({ withStored: ['forecourt:pending-watchlist-save'] }, '', null, tab)).toBe(false);
  });
});
