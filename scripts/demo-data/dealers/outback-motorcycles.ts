import { BIKE_COLOURS } from '../catalogue.ts';
import { BIKE_FRANCHISE } from '../catalogue-bikes.ts';
import { suburb } from '../postcodes.ts';
import { demoLeadDelivery } from '../lead-delivery.ts';
import { placeUrl, type DealerDef } from './types.ts';

const ids = { vehicle: 3_300_000, offer: 33_000, review: 930_000 };
const street = '420 Scarborough Beach Rd';
const home = suburb('Osborne Park', 'WA');
const allBikes = Object.values(BIKE_FRANCHISE).flat();
const brandColour: Record<string, string> = {
  Honda: '#cc0000',
  Yamaha: '#0a3d91',
  Kawasaki: '#3f8f1f',
  Suzuki: '#1b4fa0',
  KTM: '#d45500',
  'Harley-Davidson': '#1a1a1a',
  Ducati: '#b30000',
  BMW: '#1c69d4',
  Triumph: '#222222',
};

/** (c) A multi-brand motorcycle dealer in Perth with a regional branch. */
export const outbackMotorcycles: DealerDef = {
  slug: 'outback-motorcycles',
  seed: 3301,
  kind: 'bike',
  logo: { lines: ['OUTBACK', 'MOTORCYCLES'], emblem: 'wheel' },
  provider: 'ausloans',
  ids,
  site: {
    id: 3301,
    slug: 'outback-motorcycles',
    name: 'Outback Motorcycles',
    template: 'powersports',
    url: 'https://www.outbackmotorcycles.example',
    timeZone: 'Australia/Perth',
    defaultState: 'WA',
    phone: '08 5550 3100',
    email: 'ride@outbackmotorcycles.example',
    address: {
      street,
      city: home.suburb,
      state: 'WA',
      postcode: home.postcode,
      place_url: placeUrl(`Outback Motorcycles, ${street}, ${home.suburb} WA ${home.postcode}`),
    },
    dealerships: [
      {
        id: 3310,
        slug: 'outback-motorcycles',
        name: 'Outback Motorcycles',
        title: 'Outback Motorcycles Perth',
        url: 'https://www.outbackmotorcycles.example',
        logo: { url: '/logo.svg' },
        dealerLicence: 'DL 27311',
        repairerLicence: 'MRB 8816',
      },
    ],
    vehicleNoun: { singular: 'bike', plural: 'bikes' },
    features: { reserve: false, tradeIn: false, autogauge: false, delivery: false },
    stock: { listingPath: '/used-car', newArrivalLabel: 'New' },
    texts: {
      tagline: 'New and used motorcycles from nine brands: road, adventure, dirt and cruiser.',
      financeButton: 'Get Bike Finance',
      noPrice: 'Call for price.',
    },
    phones: { general: '08 5550 3100', used: '08 5550 3102', startRevealed: true },
    finance: {
      provider: 'ausloans',
      amount: { min: 5000, max: 100000, step: 500 },
      term: { min: 1, max: 5, step: 0.5 },
      defaultInterest: 12.94,
      interestLocked: true,
      interest: { min: 9.95, max: 19.95, step: 0.5 },
    },
    search: {},
    // The drive-away rates are for passenger cars, not motorcycles.
    driveAway: { enabled: false },
    experience: {
      establishedYear: 2004,
      whyBuyPoints: ['Riders serving riders in Perth since 2004'],
      includedPoints: { new: ['Pre-delivery inspection and first service'], demo: [], used: ['Pre-ride safety check', 'Fresh oil and filter'] },
      protectionProducts: [],
      promoTiles: [
        {
          id: 'bikes-sell-your-bike',
          title: 'We Want Your Bike!',
          lines: ['We buy all makes and models', 'Cash today, no haggling'],
          href: '/sell-your-car',
          cta: 'Get an offer',
          start: '2026-10-01T00:00:00+08:00',
          expiry: '2027-01-31T23:59:59+08:00',
        },
        {
          id: 'bikes-winter-service',
          title: 'Winter Service Special',
          lines: ['$199 minor service on any brand'],
          href: '/service',
          cta: 'Book now',
          start: '2025-07-01T00:00:00+08:00',
          expiry: '2025-07-24T23:59:59+08:00',
        },
      ],
      checkoutPath: 'buy-online',
      footerGroup: [
        { label: 'About Outback Motorcycles', href: '/pages/about-us' },
        { label: 'Rider Training', href: '/pages/rider-training' },
        { label: 'Contact Us', href: '/contact-us' },
      ],
    },
    integrations: { platformApi: { baseUrl: '/' } },
    // Meta's catalog takes motorcycles; Google's vehicle ads take passenger vehicles only, so its feed stays off
    // (docs/published-standards.md#inventory-feeds).
    feeds: { googleVehicleListings: { enabled: false }, metaAutomotive: { enabled: true } },
    leadDelivery: demoLeadDelivery('outbackmotorcycles.example', [
      { leadTypes: ['sales', 'finance', 'trade-in', 'reservation'], emails: ['ride@outbackmotorcycles.example'] },
      { leadTypes: ['service', 'parts'], locations: [3311], emails: ['workshop.osbornepark@outbackmotorcycles.example'] },
      { leadTypes: ['service', 'parts'], locations: [3312], emails: ['workshop.bunbury@outbackmotorcycles.example'] },
      { leadTypes: ['careers'], emails: ['jobs@outbackmotorcycles.example'] },
    ]),
    theme: {
      colors: { primary: '#b83a0c', primaryText: '#ffffff', accent: '#1b1b1b', surface: '#f6f1ea', text: '#1c1917', muted: '#57534e' },
      logo: { url: '/logo.svg', alt: 'Outback Motorcycles', width: 200, height: 50 },
      fonts: { heading: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif' },
    },
  },
  locations: [
    {
      id: 3311,
      dealershipId: 3310,
      name: 'Outback Motorcycles Osborne Park',
      slug: 'outback-motorcycles-osborne-park',
      type: 'sales',
      primary: true,
      street,
      suburb: 'Osborne Park',
      state: 'WA',
      phone: '08 5550 3100',
      timeZone: 'Australia/Perth',
      manufacturers: Object.keys(BIKE_FRANCHISE),
      sundayOpen: true,
      rating: '4.9',
      reviewTotal: 356,
      licence: 'DL 27311',
      repairer: 'MRB 8816',
    },
    {
      id: 3312,
      dealershipId: 3310,
      name: 'Outback Motorcycles Bunbury',
      slug: 'outback-motorcycles-bunbury',
      type: 'sales',
      street: '45 Spencer St',
      suburb: 'Bunbury',
      state: 'WA',
      phone: '08 5550 3110',
      timeZone: 'Australia/Perth',
      manufacturers: ['Honda', 'Yamaha', 'Kawasaki', 'Suzuki'],
      rating: '4.6',
      reviewTotal: 74,
      licence: 'DL 27311',
    },
  ],
  stock: [
    {
      dealershipId: 3310,
      dealershipSlug: 'outback-motorcycles',
      stockPrefix: 'OM',
      count: 150,
      mix: { new: 0.55, demo: 0.1, used: 0.35 },
      franchise: allBikes,
      used: [[allBikes, 1]],
    },
  ],
  status: { comingSoon: 0.06, soldRecent: 0.03, soldWeek: 0.02, soldLong: 0.03, reserved: 0 },
  colours: BIKE_COLOURS,
  subscriptions: false,
  tags: { testDriveOnly: 0.01, runout: 0.3 },
  brands: Object.entries(BIKE_FRANCHISE).map(([title, models]) => ({
    title,
    kind: 'motorcycle' as const,
    logo: title !== 'Triumph',
    colour: brandColour[title] ?? '#333333',
    description: `New and used ${title} motorcycles, genuine parts and factory-trained service in Perth and Bunbury.`,
    models,
    ...(title === 'Harley-Davidson' ? { externalUrl: 'https://www.harley-davidson.com/au/en/index.html' } : {}),
  })),
  offerCount: 8,
};
