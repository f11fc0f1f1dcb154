import { describe, expect, it } from 'vitest';
import { dealershipViews } from './dealerships.ts';
import { testBundle, testLocation } from './test-bundle.ts';

describe('dealership views', () => {
  const bundle = testBundle({
    site: {
      dealerships: [
        { id: 1, slug: 'kia', name: 'Kia Springwood', make: 'Kia', logo: { url: '/brands/kia.svg' } },
        { id: 2, slug: 'chery', name: 'Chery Toowoomba', make: 'Chery', logo: { url: '/brands/chery.svg' } },
        { id: 3, slug: 'ford', name: 'Ford Penrith', make: 'Ford' },
      ],
    },
    brands: [{ title: 'Ford', slug: 'ford', logoSrc: '/brands/ford.svg' }],
    locations: [
      testLocation('kia-b', { dealership_id: 1, name: 'B' }),
      testLocation('kia-a', { dealership_id: 1, name: 'A' }),
      testLocation('kia-hidden', { dealership_id: 1, name: 'Hidden', visible: false }),
      testLocation('ford-a', { dealership_id: 3, name: 'Ford A', dealership_slug: 'ford' }),
    ],
  });
  const present = new Set(['/brands/kia.svg', '/brands/ford.svg']);
  const views = dealershipViews(bundle, (src) => present.has(src));

  it('groups visible locations by dealership, sorted by name', () => {
    expect(views.map((v) => [v.slug, v.locations.map((l) => l.name)])).toEqual([
      ['kia', ['A', 'B']],
      ['chery', []],
      ['ford', ['Ford A']],
    ]);
  });

  it('falls back from a missing logo to the placeholder, or to the make brand logo', () => {
    expect(views.map((v) => v.logoSrc)).toEqual(['/brands/kia.svg', undefined, '/brands/ford.svg']);
  });
});
