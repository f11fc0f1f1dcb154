import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The clean dealer the payloads go into: the mini-motors fixture, its optional fields filled so
 * every field the schemas allow exists somewhere, plus two offers and two brands borrowed from a
 * demo dealer and a few Markdown pages and posts. Small on purpose: it builds in seconds.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as unknown;
type Doc = Record<string, unknown>;

export interface MarkdownSeed {
  id: string;
  front: Doc;
  body: 'all' | 'html' | 'urls';
}

export function hostileBase(slug: string) {
  const site = read('tests/fixtures/tenants/mini-motors/site.json') as Doc;
  const stock = read('tests/fixtures/tenants/mini-motors/data/stock.json') as { generated_at: string; vehicles: Doc[] };
  const locations = read('tests/fixtures/tenants/mini-motors/data/locations.json') as Doc[];
  const offers = (read('tenants/harbour-city-nissan/data/offers.json') as Doc[]).slice(0, 2);
  const brands = (read('tenants/harbour-city-nissan/data/brands.json') as Doc[]).slice(0, 2);

  const dealership = (site.dealerships as Doc[])[0]!;
  Object.assign(site, {
    slug,
    name: 'Hostile Motors',
    dealershipGroup: 'Hostile Group',
    manufacturer: { name: 'Mazda', slug: 'mazda' },
    address: { ...(site.address as Doc), place_url: 'https://www.google.com/maps/place/x' },
    dealerships: [
      { ...dealership, slug, title: 'Hostile Motors', make: 'Mazda', url: 'https://www.example.com', logo: { url: '/logo.svg' }, repairerLicence: 'MRB 1' },
    ],
    theme: { logo: { url: '/logo.svg', alt: 'Hostile Motors' } },
    experience: {
      promoTiles: [{ id: 'sell', title: 'We want your car', lines: ['We buy cars'], href: '/sell-your-car', cta: 'Get an offer' }],
      footerGroup: [{ label: 'Contact', href: '/contact' }],
    },
    // The reference API the end-to-end run starts: lead forms and API-fed parts render their (dealer) text too.
    integrations: { chat: { podiumToken: 'token' }, platformApi: { baseUrl: 'http://127.0.0.1:8787' } },
  });

  const vehicles = stock.vehicles
    .filter((v) => typeof v.year === 'number')
    .map((v, i) => ({
      ...v,
      dealership_slug: slug,
      series: 'KF',
      colour: 'Soul Red',
      stocknum: `S${i}`,
      vin: 'JM0KF4W7A00000000',
      regplate: 'ABC123',
      dealercomments: '<p>Great car</p>',
      tag: 'Hot deal',
      images: [{ url: `/media/car-${i}.jpg`, thumb: { url: `/media/car-${i}-thumb.jpg` }, alt: 'Front' }],
      primary_image_url: `/media/car-${i}.jpg`,
      video_url: 'https://www.youtube.com/watch?v=abcdefgh123',
      external_video_url: 'https://vimeo.com/123456',
      spin_interior_image: '/media/spin.jpg',
      file: '/media/report.pdf',
      location: {
        id: 1,
        name: 'Hostile Motors Brisbane',
        slug: 'hostile-motors-brisbane',
        phone: '07 3000 1234',
        address: { street: '1 Test Street', city: 'Brisbane', state: 'QLD', place_url: 'https://www.google.com/maps/place/x' },
      },
      location_name: 'Hostile Motors Brisbane',
      variant: { induction: 'Aspirated', torque: '252Nm', bodyconfiguration: 'Wagon' },
      hotspots: { exterior: [{ id: 'h1', anchors: ['a'], description: 'LED lights' }], interior: [] },
      standardEquipment: ['ABS'],
      finance_lenders: { lender: { disclaimer: 'Finance disclaimer', deposit: 0, termYears: 5, interestRate: 7 } },
    }));

  const location = {
    ...locations[0]!,
    dealership_slug: slug,
    slug: 'hostile-motors-brisbane',
    location_subtype: 'Showroom',
    dealer_license_number: 'DL 1',
    motor_vehicle_repairer: 'MRB 1',
    image: { url: '/media/location.jpg', thumb: { url: '/media/location-thumb.jpg' } },
    special_hours: [{ date: '2026-12-25', status: 'Closed', name: 'Christmas Day', location_name: 'Brisbane' }],
    reviews: {
      average_rating: '4.8',
      count: 1,
      list: [{ id: 1, text: 'Great service', customer_name: 'Sam', rating: 5, review_date: '01/11/2026', image: '/media/sam.jpg' }],
    },
    team: [{ name: 'Alex', role: 'Sales', phone: '07 3000 1235' }],
  };

  const pages: MarkdownSeed[] = [
    {
      id: 'hostile-html',
      body: 'html',
      front: {
        title: 'About',
        description: 'About us',
        heading: 'About us',
        formHeading: 'Ask us',
        image: '/media/hero.jpg',
        imageAlt: 'Hero',
        cta: [{ label: 'Contact', href: '/contact' }],
        menuLabel: 'About',
      },
    },
    { id: 'pages/hostile-urls', body: 'urls', front: { title: 'Links', description: 'Useful links', cta: [{ label: 'Finance', href: '/finance-enquiry' }] } },
  ];
  const posts: MarkdownSeed[] = [
    {
      id: 'hostile-post',
      body: 'all',
      front: {
        title: 'News',
        description: 'Latest news',
        category: 'buyer-advice',
        date: '2026-11-01',
        author: 'Alex',
        image: '/media/post.jpg',
        imageAlt: 'Post',
      },
    },
  ];
  return {
    site,
    generatedAt: stock.generated_at,
    vehicles,
    locations: [location],
    offers: offers.map((o) => ({ ...o, dealership_ids: [1] })),
    brands,
    pages,
    posts,
  };
}
