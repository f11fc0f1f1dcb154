/** The smallest valid site.json (README "Add a dealer"), shared by the unit tests that need a valid config. */
export const MINIMAL_SITE = {
  id: 7,
  slug: 'demo',
  name: 'Demo Motors',
  url: 'https://demo.example.com.au',
  address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
  dealerships: [{ id: 1, slug: 'demo', name: 'Demo Motors' }],
};
