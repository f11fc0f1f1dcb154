import { describe, expect, it } from 'vitest';
import { dealerSite } from './site.ts';
import { featureTiles, homeBodyTypes, homeOffers, homeReviews, homeStock, quickSearchOptions } from './home.ts';
import { testBundle, testLocation, testVehicle } from './test-bundle.ts';

const review = (id: number, date: string, rating = 5) => ({ id, text: 'Great', customer_name: `C${id}`, rating, review_date: date });

describe('home view', () => {
  const bundle = testBundle({
    vehicles: [
      testVehicle(1, { rank: 5, simple_body: 'suv', car_type: 'new', created_at: '2026-11-01T00:00:00+10:00' }),
      testVehicle(2, { rank: 1, simple_body: 'ute', created_at: '2026-11-20T00:00:00+10:00' }),
      testVehicle(3, { status: 'sold', sold_date_timestamp: 1_795_000_000, simple_body: 'van' }),
    ],
    offers: [
      { id: 1, name: 'Current', ends_at: '2026-12-01' },
      { id: 2, name: 'Ended', ends_at: '2026-11-01' },
      { id: 3, name: 'Excluded', excluded_website_ids: [900] },
    ],
    locations: [
      testLocation('a', { name: 'A', reviews: { average_rating: '4.0', count: 10, list: [review(1, '01/10/2026'), review(2, '05/11/2026', 3)] } }),
      testLocation('b', { name: 'B', reviews: { average_rating: '5.0', count: 30, list: [review(3, '10/11/2026')] } }),
    ],
  });

  it('features available stock by rank, then the latest arrivals', () => {
    const { featured, latest } = homeStock(bundle);
    expect(featured.map((v) => v.id)).toEqual([1, 2]);
    expect(latest).toEqual([]);
  });

  it('offers only the body types and car types in stock', () => {
    expect(homeBodyTypes(bundle).map((b) => [b.body, b.href])).toEqual([
      ['suv', '/search?body=suv'],
      ['ute', '/search?body=ute'],
    ]);
    const options = quickSearchOptions(bundle);
    expect(options.carTypes).toEqual([
      { value: 'new', label: 'New' },
      { value: 'used', label: 'Used' },
    ]);
    expect(options.makes).toEqual([{ make: 'Mazda', models: ['CX-5'] }]);
  });

  it('shows current, visible offers only', () => {
    expect(homeOffers(bundle).map((o) => o.name)).toEqual(['Current']);
  });

  it('links feature tiles only to pages that exist', () => {
    const site = dealerSite(bundle, [], []);
    expect(featureTiles(bundle, site).map((t) => t.href)).toEqual(['/special-offers', '/sell-your-car']);
    // Selling to the dealer is not a trade-in: /sell-your-car is built for every dealer, so its tile shows.
    const noTrade = testBundle({ site: { features: { tradeIn: false } } });
    expect(featureTiles(noTrade, dealerSite(noTrade, [], [])).map((t) => t.href)).toEqual(['/sell-your-car']);
  });

  it('merges reviews newest first, filtered, with a weighted rating', () => {
    const reviews = homeReviews(bundle);
    expect(reviews.list.map((r) => r.id)).toEqual([3, 1]);
    expect(reviews.sources[3]).toBe('B');
    expect(reviews.rating).toEqual({ average: '4.8', count: 40 });
  });
});
