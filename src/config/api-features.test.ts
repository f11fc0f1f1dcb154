import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './load-config.ts';

const dealer = (platformApi: unknown) => ({
  id: 1,
  slug: 'test-motors',
  name: 'Test Motors',
  url: 'https://www.test.example.com.au',
  address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
  dealerships: [{ id: 1, slug: 'test-motors', name: 'Test Motors' }],
  features: { reserve: true, watchlist: true, onlinePurchase: true, compare: true },
  integrations: { platformApi },
});

function features(platformApi: unknown) {
  const result = parseSiteConfig('site.json', dealer(platformApi));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config.features;
}

describe('features that need the platform API', () => {
  it('are off for a dealer without one, whatever its folder says', () => {
    expect(features({ baseUrl: null })).toMatchObject({ reserve: false, watchlist: false, onlinePurchase: false, compare: true });
  });

  it('stay as the dealer set them when it has one', () => {
    expect(features({ baseUrl: 'https://api.example.com' })).toMatchObject({ reserve: true, watchlist: true, onlinePurchase: true });
  });
});
