import { describe, expect, it } from 'vitest';
import { findCar } from './car-summary.ts';
import { leadEventId } from './lead-analytics.ts';
import { lastLeadOf, successHref } from './lead-success.ts';
import { backPath, isGated, safeLocalPath, signInHref } from './sign-in-gate.ts';
import { CAR } from './test-fixtures.ts';
import { afterLead, afterLookup, afterValuation, checkAdjustments, checkRego, resumable, startTradeIn } from './trade-in.ts';
import { leadSource, withArrival, withLinkedParams, withVisit } from './visit-context.ts';
import { removedToast, savedToast, watchlistIntent, withCar } from './watchlist-rules.ts';

describe('lead event ids (spec 02 §5, spec 01 §5)', () => {
  it('by form, car tag and type', () => {
    expect(leadEventId('trade-in', undefined)).toBe(18);
    expect(leadEventId('sell-your-car', undefined)).toBe(18);
    expect(leadEventId('vehicle-enquiry', undefined, { car_type: 'used' })).toBe(15);
    expect(leadEventId('test-drive', undefined, { car_type: 'used' })).toBe(48);
    expect(leadEventId('vehicle-enquiry', undefined, { car_type: 'new' })).toBe(14);
    expect(leadEventId('test-drive', undefined, { car_type: 'demo' })).toBe(17);
    expect(leadEventId('vehicle-enquiry', undefined, { car_type: 'used', tag: 'Test Drive Only' })).toBe(17);
    expect(leadEventId('general-enquiry', 'Careers Enquiry')).toBe(51);
    expect(leadEventId('contact', 'Sales Enquiry')).toBe(22);
  });
});

describe('visit context', () => {
  it('records pages, skipping a reload of the same page, keeping the last 50', () => {
    expect(withVisit(['/a'], '/a')).toEqual(['/a']);
    expect(withVisit(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(
      withVisit(
        Array.from({ length: 50 }, (_, i) => `/${i}`),
        '/new',
      ),
    ).toHaveLength(50);
  });

  it('keeps campaign params from the first time they are seen; ignores the site’s own params', () => {
    const first = withLinkedParams({}, '?utm_source=google&utm_campaign=spring&page=2&car_id=4');
    expect(first).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
    expect(withLinkedParams(first, '?utm_source=facebook&gclid=abc')).toEqual({ utm_source: 'google', utm_campaign: 'spring', gclid: 'abc' });
  });

  it('source: utm_source, else the referring site, else website', () => {
    expect(leadSource({ utm_source: 'google' }, '', 'https://d.example')).toBe('google');
    expect(leadSource({}, 'https://www.carsales.com.au/x', 'https://d.example')).toBe('www.carsales.com.au');
    expect(leadSource({}, 'https://d.example/search', 'https://d.example')).toBe('website');
    expect(leadSource({}, '', 'https://d.example')).toBe('website');
  });
});

describe('sign-in gating (spec 02 §2)', () => {
  it('my-garage always; the rest per dealer flags', () => {
    const flags = { tradeIn: true, sellMyCar: false, checkout: false, personalisedFinance: false, spinToWin: false, onlinePayment: false, finance: false };
    expect(isGated(flags, 'myGarage')).toBe(true);
    expect(isGated(flags, 'tradeIn')).toBe(true);
    expect(isGated(flags, 'checkout')).toBe(false);
  });

  it('/sign-in?type={type}&redirect={target}&back={origin}', () => {
    expect(signInHref('watchlist', '/cars/x?y=1', '/search')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fx%3Fy%3D1&back=%2Fsearch');
  });

  it('redirects stay on the site', () => {
    expect(safeLocalPath('/my-garage')).toBe('/my-garage');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeLocalPath(bad)).toBe('/');
    }
    expect(backPath('https://d.example/cars/x?a=1', 'https://d.example')).toBe('/cars/x?a=1');
    expect(backPath('https://other.example/', 'https://d.example')).toBe('/');
  });
});

describe('watchlist rules (spec 01 §4, §6, §8)', () => {
  it('needs a phone, else sign-in back to this page', () => {
    expect(watchlistIntent({ saved: false, available: true, phone: null, currentPath: '/cars/x' })).toEqual({
      kind: 'sign-in',
      href: '/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx',
    });
  });

  it('a sold car cannot be saved unless already saved', () => {
    expect(watchlistIntent({ saved: false, available: false, phone: '0412345678', currentPath: '/' }).kind).toBe('blocked');
    expect(watchlistIntent({ saved: true, available: false, phone: '0412345678', currentPath: '/' }).kind).toBe('remove');
    expect(watchlistIntent({ saved: false, available: true, phone: '0412345678', currentPath: '/' }).kind).toBe('save');
  });

  it('toasts and optimistic ids', () => {
    expect(savedToast('X')).toEqual({
      title: 'Car Saved In Watchlist',
      description: 'X is now available in your watchlist',
      action: { label: 'View List', href: '/my-garage' },
    });
    expect(removedToast('X').description).toBe('X is no longer in your watchlist');
    expect(withCar([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(withCar([1, 2], 1, false)).toEqual([2]);
  });
});

describe('cars by ?car_id= and /success', () => {
  it('finds a car by id or slug', () => {
    expect(findCar([CAR], '42')).toBe(CAR);
    expect(findCar([CAR], CAR.slug)).toBe(CAR);
    expect(findCar([CAR], '7')).toBeUndefined();
    expect(findCar([CAR], null)).toBeUndefined();
  });

  it('goes to /success with category and car type, keeping the car', () => {
    expect(successHref('Vehicle Enquiry', 'used')).toBe('/success?category=Vehicle+Enquiry&car_type=used');
    expect(successHref('General Enquiry')).toBe('/success?category=General+Enquiry');
    expect(lastLeadOf('lead_x', 'Test Drive', 'test-drive', new Date('2026-11-21T00:00:00Z'), CAR).car).toMatchObject({ id: 42, car_type: 'used' });
  });
});

describe('trade-in journey (spec 02 §4)', () => {
  const start = startTradeIn('Trade-In', 1000, 42);
  it('lead → rego → valuation → offer; without a valuation integration the lead step ends it', () => {
    expect(afterLead(start, { leadId: 'lead_a' }, false)).toBe('done');
    const rego = afterLead(start, { leadId: 'lead_a', email: 'a@b.co' }, true);
    expect(rego).toMatchObject({ step: 'rego', leadId: 'lead_a', email: 'a@b.co' });
    if (rego === 'done') return;
    const vehicle = { year: 2020, make: 'Kia', model: 'Rio', badge: 'S', description: '2020 Kia Rio S' };
    const valuation = afterLookup(rego, 'abc123', 'QLD', { lead_id: 'lead_a', valuation_id: 'val_1', vehicle });
    expect(valuation).toMatchObject({ step: 'valuation', lookup: { valuation_id: 'val_1' } });
    const offer = { id: 'val_1', currency: 'AUD' as const, amount_min: 1, amount_max: 2, offer_price: 1, note: 'indicative' };
    expect(afterValuation(valuation, { km: 1 }, { lead_id: 'lead_a', valuation: offer }).step).toBe('offer');
    expect(afterValuation(valuation, { km: 1 }, { lead_id: 'lead_a', valuation: null, error: 'No estimate' })).toMatchObject({
      step: 'no-estimate',
      message: 'No estimate',
    });
  });

  it('resumes a recent journey about the same car only', () => {
    const later = { ...start, step: 'rego' as const };
    expect(resumable(later, 2000, 42)).toBe(true);
    expect(resumable(later, 2000, 43)).toBe(false);
    expect(resumable(later, 1000 + 25 * 3600_000, 42)).toBe(false);
    expect(resumable(start, 2000, 42)).toBe(false);
  });

  it('checks rego and answers', () => {
    expect(checkRego('ab', '')).toEqual({ regoState: 'Please choose a state.' });
    expect(checkRego('!', 'QLD')).toHaveProperty('rego');
    expect(checkAdjustments({ km: '45,000', condition: 'good', accident_history: 'No' })).toEqual({
      ok: true,
      answers: { km: 45000, condition: 'good', accident_history: 'No' },
    });
    expect(checkAdjustments({ km: '' }).ok).toBe(false);
  });
});

describe('withArrival: a visit keeps pages without the tracker', () => {
  const origin = 'https://dealer.example';
  it('a same-origin referrer not yet recorded joins the visit with its campaign params', () => {
    const landed = withArrival({ pages: [], linked: {} }, `${origin}/cars/x`, `${origin}/about-us?utm_source=google&gclid=abc`);
    expect(landed).toEqual({ pages: ['/about-us?utm_source=google&gclid=abc', '/cars/x'], linked: { utm_source: 'google', gclid: 'abc' } });
  });
  it('a referrer already recorded, another site’s, or none adds only this page', () => {
    const log = { pages: ['/search/used-cars?utm_source=google'], linked: { utm_source: 'google' } };
    expect(withArrival(log, `${origin}/cars/x`, `${origin}/search/used-cars?utm_source=google`).pages).toEqual([...log.pages, '/cars/x']);
    expect(withArrival(log, `${origin}/cars/x`, 'https://www.google.com/').pages).toEqual([...log.pages, '/cars/x']);
    expect(withArrival(log, `${origin}/cars/x`, '').pages).toEqual([...log.pages, '/cars/x']);
  });
  it('a page already recorded (reload, or the form after the tracker) does not re-add its referrer', () => {
    const log = { pages: ['/cars/x', '/enquire'], linked: {} };
    expect(withArrival(log, `${origin}/enquire`, `${origin}/cars/x`).pages).toEqual(['/cars/x', '/enquire']);
  });
});
