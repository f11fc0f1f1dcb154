import { describe, expect, it } from 'vitest';
import type { AlertContent } from './alert-content.ts';
import { alertEmail, alertSubject } from './alert-email.ts';

/** The alert email on plain content: subject by what it tells, escaping, unsubscribe headers, stable Message-ID. */

const car = (id: number, name = `2024 Car ${id}`) => ({
  id,
  name,
  url: `https://dealer.example/cars/car-${id}`,
  price_text: '$30,000',
  details: '10,000 km · Automatic',
});
const content = (over: Partial<AlertContent> = {}): AlertContent => ({
  dealer: { name: 'Dealer & Sons', url: 'https://dealer.example' },
  unsubscribe_url: 'https://api.dealer.example/api/alerts/unsubscribe?token=1.2.abc',
  garage_url: 'https://dealer.example/my-garage',
  watched: [],
  searches: [],
  ...over,
});
const ids = { websiteId: 1, batchId: 'dealer:2026-11-21T00:00:00.000Z', userId: 2 };

describe('alert email', () => {
  it('names its subject after what it tells', () => {
    expect(alertSubject(content({ watched: [{ kind: 'sold', car: car(1) }] }))).toBe('Sold: 2024 Car 1');
    expect(alertSubject(content({ watched: [{ kind: 'price_drop', car: car(1), from: 31_000, to: 30_000 }] }))).toBe(
      'Price drop: 2024 Car 1 now $30,000 (was $31,000)',
    );
    expect(alertSubject(content({ searches: [{ id: 'ss_1', name: 'Kia', url: 'https://dealer.example/search?make=Kia', cars: [car(2)], total: 1 }] }))).toBe(
      '1 new car for your search “Kia”',
    );
    expect(
      alertSubject(
        content({
          watched: [{ kind: 'sold', car: car(1) }],
          searches: [{ id: 'ss_1', name: 'Kia', url: 'https://dealer.example/s', cars: [car(2), car(3)], total: 7 }],
        }),
      ),
    ).toBe('Updates from Dealer & Sons: 1 car you watch, 7 new matches for your searches');
  });

  it('escapes dealer text in the HTML, says how many more, and carries RFC 8058 one-click unsubscribe', () => {
    const hostile = car(1, '<img src=x onerror=alert(1)> Ute');
    const mail = alertEmail(
      content({ searches: [{ id: 'ss_1', name: 'Utes', url: 'https://dealer.example/search?body=ute', cars: [hostile], total: 3 }] }),
      'a@example.com',
      ids,
    );
    expect(String(mail.html)).not.toContain('<img src=x');
    expect(String(mail.html)).toContain('&lt;img src=x onerror=alert(1)&gt; Ute');
    expect(String(mail.text)).toContain('… and 2 more');
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': '<https://api.dealer.example/api/alerts/unsubscribe?token=1.2.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Forecourt-Alert-Batch': ids.batchId,
    });
    expect(alertEmail(content(), 'a@example.com', ids).messageId).toBe(mail.messageId);
    expect(alertEmail(content(), 'a@example.com', { ...ids, userId: 3 }).messageId).not.toBe(mail.messageId);
  });
});
