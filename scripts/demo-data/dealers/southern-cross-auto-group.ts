import { CAR_COLOURS, type ModelSpec } from '../catalogue.ts';
import { FRANCHISE, USED_POOL } from '../catalogue-cars.ts';
import { groupLocations } from './southern-cross-locations.ts';
import { demoLeadDelivery } from '../lead-delivery.ts';
import { placeUrl, type DealerDef, type DealershipStock } from './types.ts';

const ids = { vehicle: 2_200_000, offer: 22_000, review: 920_000 };
const make = (name: string): readonly ModelSpec[] => FRANCHISE[name] ?? [];
const allFranchise = Object.values(FRANCHISE).flat();
/** This brand ships without a logo file, so its grid tile shows the image-not-found placeholder. */
const NO_LOGO = 'Chery';

/** The group's dealerships: id, slug, franchise, stock prefix, size, state licence numbers. */
const DEALERSHIPS = [
  { id: 2210, slug: 'southern-cross-kia', make: 'Kia', name: 'Southern Cross Kia', prefix: 'SCK', count: 300, licence: 'DL 3181245' },
  { id: 2220, slug: 'southern-cross-mazda', make: 'Mazda', name: 'Southern Cross Mazda', prefix: 'SCM', count: 300, licence: 'DL 3190388' },
  { id: 2230, slug: 'southern-cross-chery', make: 'Chery', name: 'Southern Cross Chery', prefix: 'SCC', count: 180, licence: 'DL 3204417' },
  { id: 2240, slug: 'southern-cross-ford', make: 'Ford', name: 'Southern Cross Ford', prefix: 'SCF', count: 340, licence: 'MD 0045521' },
  { id: 2250, slug: 'southern-cross-mg', make: 'MG', name: 'Southern Cross MG', prefix: 'SCG', count: 220, licence: 'MD 0051873' },
  { id: 2260, slug: 'southern-cross-jeep', make: 'Jeep', name: 'Southern Cross Jeep', prefix: 'SCJ', count: 160, licence: 'MD 0049920' },
  { id: 2270, slug: 'southern-cross-toyota', make: 'Toyota', name: 'Southern Cross Toyota', prefix: 'SCT', count: 420, licence: 'LMCT 11542' },
  { id: 2280, slug: 'southern-cross-mitsubishi', make: 'Mitsubishi', name: 'Southern Cross Mitsubishi', prefix: 'SCX', count: 260, licence: 'LMCT 12087' },
] as const;

const stock: DealershipStock[] = DEALERSHIPS.map((d) => ({
  dealershipId: d.id,
  dealershipSlug: d.slug,
  stockPrefix: d.prefix,
  count: d.count,
  mix: d.make === 'Toyota' ? { new: 0.38, demo: 0.08, used: 0.54 } : { new: 0.5, demo: 0.12, used: 0.38 },
  franchise: make(d.make),
  used: [
    [make(d.make), d.make === 'Toyota' ? 8 : 4],
    [allFranchise, 2],
    [USED_POOL, 4],
  ],
  ...(d.make === 'Toyota' ? { certifiedMake: 'Toyota' } : {}),
}));

const brandText: Record<string, string> = {
  Kia: 'Sportage, Seltos, Carnival and the electric EV5 and EV6, with Kia’s 7-year unlimited-km warranty.',
  Mazda: 'CX-5, CX-30, BT-50 and the new CX-60 and CX-90 plug-in hybrids.',
  Chery: 'Omoda 5, Tiggo 4, Tiggo 7 and Tiggo 9: value-packed SUVs with a 7-year warranty.',
  Ford: 'Ranger, Everest and Mustang, plus Transit Custom vans for business.',
  MG: 'MG ZS, MG3 hybrid and the electric MG4 and Cyberster.',
  Jeep: 'Wrangler, Grand Cherokee, Compass and Gladiator: go anywhere.',
  Toyota: 'HiLux, RAV4 Hybrid, LandCruiser and Prado, and Toyota Certified Pre-Owned cars.',
  Mitsubishi: 'Triton, Outlander PHEV and Pajero Sport, with up to 10 years’ warranty.',
};

/** (b) A multi-dealership group across QLD, NSW and VIC. */
export const southernCrossAutoGroup: DealerDef = {
  slug: 'southern-cross-auto-group',
  seed: 2201,
  kind: 'car',
  logo: { lines: ['SOUTHERN CROSS', 'AUTO GROUP'], emblem: 'cross' },
  provider: 'taurus',
  ids,
  site: {
    id: 2201,
    slug: 'southern-cross-auto-group',
    name: 'Southern Cross Auto Group',
    template: 'group',
    url: 'https://www.southerncrossautogroup.example',
    timeZone: 'Australia/Sydney',
    defaultState: 'NSW',
    phone: '02 5550 2000',
    email: 'hello@southerncrossautogroup.example',
    address: {
      street: 'Level 4, 10 Smith St',
      city: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      place_url: placeUrl('Southern Cross Auto Group, 10 Smith St, Parramatta NSW 2150'),
    },
    dealershipGroup: 'Southern Cross Auto Group',
    dealerships: DEALERSHIPS.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      title: `${d.name} – ${d.make} dealer`,
      make: d.make,
      url: `/dealerships#${d.slug}`,
      logo: d.make === NO_LOGO ? null : { url: `/brands/${d.make.toLowerCase()}.svg` },
      dealerLicence: d.licence,
      repairerLicence: `MRB ${String(d.id * 7).padStart(5, '0')}`,
    })),
    features: { subscriptions: true, onlinePurchase: true, salesCounter: true },
    stock: { soldVisibleDays: 14, reservedText: 'RESERVED', runoutTagGreen: true },
    texts: { tagline: 'Eight franchises, one group: new, demo and used cars across Queensland, New South Wales and Victoria.' },
    phones: { general: '02 5550 2000', used: '02 5550 2001', startRevealed: false },
    finance: {
      provider: 'taurus',
      excludedDealershipIds: [2230],
      defaultInterest: 8.5,
      interest: { min: 7.5, max: 14.5 },
      amountMaxFollowsPrice: true,
    },
    search: { priceAscRequiresPositive: true, persistedAttributes: ['state'] },
    experience: {
      // The group keeps the spec's formula counter; the other demo dealers show their real sales.
      salesCounterMode: 'formula',
      gatedRoutes: { sellMyCar: true },
      promoTiles: [
        {
          id: 'group-price-promise',
          title: 'Southern Cross Price Promise',
          lines: ['Found it cheaper? We will beat it by $500', 'Across all eight franchises'],
          href: '/pages/price-promise',
          cta: 'How it works',
          start: '2026-11-15T00:00:00+10:00',
          expiry: '2026-12-24T23:59:59+10:00',
          positions: [8, 17],
        },
        {
          id: 'group-we-want-your-car',
          title: 'We Want Your Car!',
          lines: ['We buy all types of cars', 'Our high turnover means we can pay more'],
          href: '/sell-your-car',
          start: '2025-08-21T00:00:00+10:00',
          expiry: '2025-09-30T23:59:59+10:00',
          positions: [8, 17],
        },
        {
          id: 'group-used-warranty',
          title: '5 Years Mechanical Protection',
          lines: ['On every used car we sell'],
          href: '/buying',
          cta: 'Learn more',
          start: '2026-07-01T00:00:00+10:00',
          expiry: null,
          positions: [8, 17],
          displayCarTypes: ['used'],
          strictDisplay: true,
        },
      ],
      reviews: { excludedCustomerNames: ['Test Customer'] },
      returnPolicy: '14-day-return',
      whyBuyYears: 5,
      footerGroup: [
        { label: 'About the Group', href: '/about-us' },
        { label: 'Dealer Locator', href: '/dealer-locator' },
        { label: 'Our Brands', href: '/brands' },
        { label: 'Finance & Insurance', href: '/finance-and-insurance' },
        { label: 'Terms & Conditions', href: '/terms-and-conditions' },
      ],
    },
    integrations: { platformApi: { baseUrl: '/' }, valuation: true, saveValuationColumn: true },
    // Both inventory feeds on, so every build exercises them end to end (docs/published-standards.md).
    feeds: { googleVehicleListings: { enabled: true }, metaAutomotive: { enabled: true } },
    // Each dealership's sales team gets its own leads; finance and service go to the group's central teams.
    leadDelivery: demoLeadDelivery('southerncrossautogroup.example', [
      ...['kia', 'mazda', 'chery', 'ford', 'mg', 'jeep', 'toyota', 'mitsubishi'].map((make) => ({
        leadTypes: ['sales' as const, 'trade-in' as const, 'reservation' as const],
        dealerships: [`southern-cross-${make}`],
        emails: [`${make}.sales@southerncrossautogroup.example`],
      })),
      { leadTypes: ['finance'], emails: ['finance@southerncrossautogroup.example'] },
      { leadTypes: ['service', 'parts'], emails: ['service@southerncrossautogroup.example'] },
      { leadTypes: ['careers'], emails: ['careers@southerncrossautogroup.example'] },
    ]),
    theme: {
      colors: { primary: '#0b3d91', primaryText: '#ffffff', accent: '#7a5a00', surface: '#eef2f8', text: '#0f172a' },
      logo: { url: '/logo.svg', alt: 'Southern Cross Auto Group', width: 200, height: 50 },
    },
  },
  locations: groupLocations,
  stock,
  status: { comingSoon: 0.04, soldRecent: 0.03, soldWeek: 0.03, soldLong: 0.04, reserved: 0.02 },
  colours: CAR_COLOURS,
  subscriptions: true,
  tags: { testDriveOnly: 0.01, runout: 0.4 },
  brands: [
    ...DEALERSHIPS.map((d) => ({
      title: d.make,
      kind: 'car' as const,
      logo: d.make !== NO_LOGO,
      colour:
        (
          {
            Kia: '#05141f',
            Mazda: '#101010',
            Chery: '#9b1b30',
            Ford: '#003478',
            MG: '#a01c1c',
            Jeep: '#2f3b2b',
            Toyota: '#eb0a1e',
            Mitsubishi: '#d00000',
          } as Record<string, string>
        )[d.make] ?? '#333333',
      description: brandText[d.make] ?? '',
      models: make(d.make),
    })),
    {
      title: 'Isuzu Trucks',
      kind: 'truck',
      logo: true,
      colour: '#c8102e',
      description: 'N Series and F Series trucks through our Parramatta commercial centre.',
    },
    {
      title: 'Southern Cross Rentals',
      kind: 'our',
      logo: true,
      colour: '#0b3d91',
      description: 'Short and long-term car, ute and van hire.',
      externalUrl: 'https://rentals.southerncrossautogroup.example/',
    },
    { title: 'Southern Cross Tyres', kind: 'our', logo: true, colour: '#7a5a00', description: 'Tyres, wheels and alignments at every service centre.' },
  ],
  offerCount: 18,
};
