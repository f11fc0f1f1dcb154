import type { SiteConfig } from '../../config/site.ts';
import { GATE_TYPES, isGated, type GatedRoute } from '../../forms/sign-in-gate.ts';

/**
 * The lead pages (spec 02 §2): their paths, words, whether a dealer has them, and their sign-in gate.
 * A disabled page is not written at all (the page returns an empty 404 and Astro skips it), so a
 * route a dealer switches off is absent from the build, not a dead end.
 */

export type LeadRoute =
  | 'enquire'
  | 'finance-enquiry'
  | 'book-test-drive'
  | 'trade-in'
  | 'cars-trade-in'
  | 'sell-your-car'
  | 'sell-my-car'
  | 'checkout'
  | 'checkout-journey'
  | 'success'
  | 'sign-in'
  | 'my-garage'
  | 'compare';

export interface LeadPage {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  enabled: boolean;
  /**
   * Pages about one visitor or one moment (success, sign-in…) stay out of search engines, and so does
   * a page this dealer gates: a crawler is sent to sign-in, so the page is not there for it to index.
   */
  noindex: boolean;
  /** The sign-in `type` when this dealer gates the page. */
  gateType?: string;
}

interface PageWords {
  path: string;
  title: string;
  heading: string;
  intro: string;
  noindex?: boolean;
  gate?: GatedRoute;
  enabled(config: SiteConfig): boolean;
}

const always = () => true;

const PAGES: Record<LeadRoute, PageWords> = {
  enquire: {
    path: '/enquire',
    title: 'Enquire',
    heading: 'Enquire now',
    intro: 'Ask us anything about a car, finance, servicing or our dealership. We reply within one business day.',
    enabled: always,
  },
  'finance-enquiry': {
    path: '/finance-enquiry',
    title: 'Finance enquiry',
    heading: 'Finance enquiry',
    intro: 'Tell us a little about you and the car you want. Our finance team will come back with options.',
    enabled: (config) => config.features.finance,
  },
  'book-test-drive': {
    path: '/book-test-drive',
    title: 'Book a test drive',
    heading: 'Book a test drive',
    intro: 'Choose a time that suits you, or ask us to call you to arrange one.',
    enabled: (config) => config.features.testDrive,
  },
  'trade-in': {
    path: '/trade-in',
    title: 'Trade-in valuation',
    heading: 'Value your trade-in',
    intro: 'Tell us about your car and get an indicative offer in about two minutes.',
    enabled: (config) => config.features.tradeIn,
  },
  'cars-trade-in': {
    path: '/cars/trade-in',
    title: 'Trade-in valuation',
    heading: 'Trade in towards this car',
    intro: 'Tell us about your car and see what it could be worth against the one you like.',
    noindex: true,
    gate: 'tradeIn',
    enabled: (config) => config.features.tradeIn,
  },
  'sell-your-car': {
    path: '/sell-your-car',
    title: 'Sell your car',
    heading: 'Sell your car',
    intro: 'Get an instant offer in 2 minutes. We buy all types of cars.',
    // Selling to the dealer is not a trade-in: every dealer buys cars (promo tiles link here).
    enabled: always,
  },
  'sell-my-car': {
    path: '/sell-my-car',
    title: 'Sell my car',
    heading: 'Sell my car',
    intro: 'Get an instant offer in 2 minutes. We buy all types of cars.',
    gate: 'sellMyCar',
    enabled: always,
  },
  checkout: {
    path: '/cars/{slug}/checkout',
    title: 'Reserve online',
    heading: 'Reserve this car',
    intro: '',
    noindex: true,
    gate: 'checkout',
    enabled: (config) => config.features.reserve,
  },
  'checkout-journey': {
    path: '/checkout-journey',
    title: 'Buy online',
    heading: 'Buy this car online',
    intro: 'Buy this car online in six short steps. Each step is saved as you go, so you can come back and finish later.',
    noindex: true,
    // Buying online ends in the checkout's deposit: the dealer's checkout gate covers it too.
    gate: 'checkout',
    enabled: (config) => config.features.onlinePurchase,
  },
  success: {
    path: '/success',
    title: 'Thank you',
    heading: 'Thank you',
    intro: '',
    noindex: true,
    enabled: always,
  },
  'sign-in': {
    path: '/sign-in',
    title: 'Sign in',
    heading: 'Sign in',
    intro: 'Sign in with your mobile number. We text you a 6-digit code.',
    noindex: true,
    enabled: (config) => config.integrations.platformApi.baseUrl !== null,
  },
  'my-garage': {
    path: '/my-garage',
    title: 'My garage',
    heading: 'My garage',
    intro: 'The cars in your watchlist and the cars you have saved on this device.',
    noindex: true,
    gate: 'myGarage',
    enabled: (config) => config.features.watchlist,
  },
  compare: {
    path: '/compare',
    title: 'Compare cars',
    heading: 'Compare cars',
    intro: 'Up to 3 of your saved cars, side by side.',
    noindex: true,
    enabled: (config) => config.features.compare,
  },
};

export function leadPage(config: SiteConfig, route: LeadRoute): LeadPage {
  const words = PAGES[route];
  const gated = words.gate !== undefined && isGated(config.experience.gatedRoutes, words.gate);
  const noun = config.vehicleNoun;
  const swap = (text: string) => (noun.plural === 'cars' ? text : text.replaceAll('cars', noun.plural).replaceAll('car', noun.singular));
  const page: LeadPage = {
    path: words.path,
    title: swap(words.title),
    heading: swap(words.heading),
    intro: swap(words.intro),
    description: swap(words.intro || `${words.title} at ${config.name}.`),
    enabled: words.enabled(config),
    noindex: (words.noindex ?? false) || gated,
  };
  if (words.gate && gated) page.gateType = GATE_TYPES[words.gate];
  return page;
}

/**
 * Paths of the lead pages a dealer's build contains: the one rule routes, menus, home tiles and
 * (`indexableOnly`: without noindex or gated pages) the sitemap read.
 */
export function leadPagePaths(config: SiteConfig, options: { indexableOnly?: boolean } = {}): string[] {
  return (Object.keys(PAGES) as LeadRoute[])
    .filter((route) => route !== 'checkout')
    .map((route) => leadPage(config, route))
    .filter((page) => page.enabled && !(options.indexableOnly && page.noindex))
    .map((page) => page.path);
}

/**
 * What a disabled lead page returns: an empty response, which Astro's static build skips, so no file
 * is written. Not 404: an empty 404 makes Astro render the 404 page into the route's file instead.
 */
export function pageNotBuilt(): Response {
  return new Response(null, { status: 204 });
}
