import { CAR_COLOURS } from '../catalogue.ts';
import { FRANCHISE, USED_POOL } from '../catalogue-cars.ts';
import { suburb } from '../postcodes.ts';
import { demoLeadDelivery } from '../lead-delivery.ts';
import { EXCLUDED_OFFER_INDEX, placeUrl, type DealerDef } from './types.ts';
import { harbourCityAccount, harbourCityGatedRoutes } from './harbour-city-account.ts';

const ids = { vehicle: 1_100_000, offer: 11_000, review: 910_000 };
const street = '62 Breakfast Creek Rd';
const home = suburb('Newstead', 'QLD');
const nissan = FRANCHISE.Nissan ?? [];
const nissanUsed = USED_POOL.filter((model) => model.make === 'Nissan');

/** (a) A single-location Nissan franchise in Brisbane: new, demo and used stock. */
export const harbourCityNissan: DealerDef = {
  slug: 'harbour-city-nissan',
  seed: 1101,
  kind: 'car',
  logo: { lines: ['HARBOUR CITY', 'NISSAN'], emblem: 'ring' },
  provider: 'nissan-finance',
  ids,
  site: {
    id: 1101,
    slug: 'harbour-city-nissan',
    name: 'Harbour City Nissan',
    template: 'franchise',
    url: 'https://www.harbourcitynissan.example',
    timeZone: 'Australia/Brisbane',
    defaultState: 'QLD',
    phone: '07 5550 1200',
    email: 'sales@harbourcitynissan.example',
    address: {
      street,
      city: home.suburb,
      state: 'QLD',
      postcode: home.postcode,
      place_url: placeUrl(`Harbour City Nissan, ${street}, ${home.suburb} QLD ${home.postcode}`),
    },
    manufacturer: { name: 'Nissan', slug: 'nissan' },
    dealerships: [
      {
        id: 1110,
        slug: 'harbour-city-nissan',
        name: 'Harbour City Nissan',
        title: 'Harbour City Nissan Newstead',
        make: 'Nissan',
        url: 'https://www.harbourcitynissan.example',
        logo: { url: '/logo.svg' },
        dealerLicence: 'DL 3170512',
        repairerLicence: 'MRB 10452',
      },
    ],
    features: { electricTag: true, salesCounter: true, stickyFooterCta: true, onlinePurchase: true },
    stock: { newArrivalLabel: 'JUST ARRIVED', demoNissanMinKm: 3000, hidePriceTypeWhenZero: true },
    texts: { tagline: "Brisbane's home of new, demo and used Nissans, five minutes from the city." },
    phones: { new: '07 5550 1201', used: '07 5550 1202', general: '07 5550 1200' },
    finance: { provider: 'nissan-finance', interest: { min: 4, max: 20 }, defaultInterest: 8.99, roundUp: true },
    search: {},
    // A dealer-picked car: the drive-away estimate on a car whose price type would not get one (e2e drive-away.spec.ts).
    driveAway: { stockNumbers: ['HCN10467'], deliveryCharge: { new: 1490 } },
    experience: {
      establishedYear: 1988,
      whyBuyPoints: ['Nissan factory-trained technicians on site'],
      includedPoints: {
        new: ["Nissan's factory warranty", 'Pre-delivery inspection'],
        demo: ["Balance of Nissan's factory warranty", 'Pre-delivery inspection'],
        used: ['Independent safety inspection', 'Roadworthy certificate'],
      },
      protectionProducts: ['Nissan Extended Protection', 'Paint and fabric protection'],
      promoTiles: [
        {
          id: 'nissan-we-want-your-car',
          title: 'We Want Your Car!',
          lines: ['We buy all types of cars', 'Our high turnover means we can pay more'],
          href: '/sell-your-car',
          cta: 'Get an instant offer',
          start: '2026-11-01T00:00:00+10:00',
          expiry: '2026-12-31T23:59:59+10:00',
          positions: [5, 10, 15, 20, 25, 30],
        },
        {
          id: 'nissan-eofy-2025',
          title: 'EOFY Navara Run-Out',
          lines: ['Up to $5,000 factory bonus on MY25 Navara', 'Ends 24 July 2025'],
          href: '/special-offers',
          cta: 'See the offer',
          start: '2025-07-01T00:00:00+10:00',
          expiry: '2025-07-24T23:59:59+10:00',
          positions: [5, 10, 15, 20, 25, 30],
        },
      ],
      offerExceptionIds: [ids.offer + EXCLUDED_OFFER_INDEX],
      returnPolicy: '48-hour-money-back',
      defaultMediaView: 'gallery',
      gatedRoutes: harbourCityGatedRoutes,
      footerGroup: [
        { label: 'About Harbour City Nissan', href: '/pages/about-us' },
        { label: 'Meet the Team', href: '/teams/harbour-city-nissan-newstead' },
        { label: 'Careers', href: '/pages/careers' },
        { label: 'Contact Us', href: '/contact-us' },
      ],
    },
    integrations: { platformApi: { baseUrl: '/' }, valuation: true },
    // Both inventory feeds on, so every build exercises them end to end (docs/published-standards.md).
    feeds: { googleVehicleListings: { enabled: true }, metaAutomotive: { enabled: true } },
    leadDelivery: demoLeadDelivery('harbourcitynissan.example', [
      { leadTypes: ['sales', 'trade-in', 'reservation'], emails: ['sales@harbourcitynissan.example'] },
      { leadTypes: ['finance'], emails: ['finance@harbourcitynissan.example'] },
      { leadTypes: ['service', 'parts'], emails: ['service@harbourcitynissan.example'] },
      { leadTypes: ['careers'], emails: ['careers@harbourcitynissan.example'] },
    ]),
    account: harbourCityAccount,
    theme: {
      colors: { primary: '#c3002f', primaryText: '#ffffff', accent: '#1a1a1a', surface: '#f4f4f4' },
      logo: { url: '/logo.svg', alt: 'Harbour City Nissan', width: 200, height: 50 },
    },
  },
  locations: [
    {
      id: 1111,
      dealershipId: 1110,
      name: 'Harbour City Nissan Newstead',
      slug: 'harbour-city-nissan-newstead',
      type: 'sales',
      primary: true,
      street,
      suburb: 'Newstead',
      state: 'QLD',
      phone: '07 5550 1200',
      timeZone: 'Australia/Brisbane',
      manufacturers: ['Nissan'],
      rating: '4.7',
      reviewTotal: 182,
      licence: 'DL 3170512',
      repairer: 'MRB 10452',
    },
  ],
  stock: [
    {
      dealershipId: 1110,
      dealershipSlug: 'harbour-city-nissan',
      stockPrefix: 'HCN',
      count: 300,
      mix: { new: 0.48, demo: 0.14, used: 0.38 },
      franchise: nissan,
      used: [
        [nissan, 3],
        [nissanUsed, 3],
        [USED_POOL, 4],
      ],
    },
  ],
  status: { comingSoon: 0.04, soldRecent: 0.02, soldWeek: 0.02, soldLong: 0.03, reserved: 0.02 },
  colours: CAR_COLOURS,
  subscriptions: false,
  tags: { testDriveOnly: 0.005, runout: 0.5 },
  brands: [
    {
      title: 'Nissan',
      kind: 'car',
      logo: true,
      colour: '#c3002f',
      models: nissan,
      description: 'Navara, X-Trail, Patrol and the all-electric Ariya: the full Nissan range, new and demo, with Nissan Finance.',
    },
    {
      title: 'Harbour City Service',
      kind: 'our',
      logo: true,
      colour: '#1a1a1a',
      description: 'Nissan-trained technicians, genuine parts and capped-price servicing in Newstead.',
    },
    { title: 'Harbour City Prestige', kind: 'our', logo: false, colour: '#444444', description: 'Hand-picked prestige trade-ins of every make.' },
    {
      title: 'Nissan Genuine Accessories',
      kind: 'our',
      logo: true,
      colour: '#7a0019',
      description: 'Tow bars, canopies and more, fitted before delivery.',
      externalUrl: 'https://www.nissan.com.au/accessories.html',
    },
  ],
  offerCount: 10,
};
