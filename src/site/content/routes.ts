import type { ContentPageData, ContentSection } from './schema.ts';

/**
 * Which content files become pages, at which path. A page exists when its content file exists
 * (data-driven enablement); a route owned by another part of the site is never taken over.
 */

/** First path segments that belong to other routes of the site (static pages, other engineers' routes). */
export const RESERVED_FIRST_SEGMENTS = new Set([
  'search',
  'used-car',
  'cars',
  'enquire',
  'finance-enquiry',
  'book-test-drive',
  'trade-in',
  'sell-your-car',
  'sell-my-car',
  'success',
  'sign-in',
  'my-garage',
  'compare',
  'budget-finder',
  'finance-calculator',
  'checkout-journey',
  'personalised',
  'spin-to-win',
  'online-payment',
  'special-offers',
  'offers',
  'contact',
  'contact-us',
  'dealerships',
  'locations',
  'teams',
  'blog',
  'dealer-locator',
  'brands',
  '14-day-return-policy',
  '404',
  'index',
  'sitemap-xml',
  'robots-txt',
  '_astro',
  // Similar cars' card files (src/domain/similar-card-path.ts): a page there would be sent as a fragment, noindex.
  'cards',
]);

/** Folders whose files become two-segment pages: /pages/{page} and /parts/search. */
export const CONTENT_FOLDERS = new Set(['pages', 'parts']);

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

export type ContentRoute = { ok: true; path: string; folder?: string; slug: string } | { ok: false; reason: string };

/** content/pages/finance.md (id 'finance') → '/finance'; 'pages/careers' → '/pages/careers'. */
export function contentRoute(id: string): ContentRoute {
  const segments = id.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return { ok: false, reason: 'file names must be lowercase letters, digits and dashes' };
  }
  if (segments.length === 1) {
    const [slug = ''] = segments;
    if (RESERVED_FIRST_SEGMENTS.has(slug) || CONTENT_FOLDERS.has(slug)) {
      return { ok: false, reason: `/${slug} is a route of the site itself` };
    }
    return { ok: true, path: `/${slug}`, slug };
  }
  if (segments.length === 2 && CONTENT_FOLDERS.has(segments[0]!)) {
    return { ok: true, path: `/${id}`, folder: segments[0]!, slug: segments[1]! };
  }
  return { ok: false, reason: `only content/pages/<name>.md and content/pages/{${[...CONTENT_FOLDERS].join(',')}}/<name>.md make pages` };
}

export interface ContentSwitches {
  finance: boolean;
}

/** Finance pages follow the finance switch ("Finance calculator, Get Finance buttons and finance pages"). */
export function sectionEnabled(section: ContentSection, switches: ContentSwitches): boolean {
  return section !== 'finance' || switches.finance;
}

export interface RoutedPage {
  id: string;
  path: string;
  folder?: string;
  slug: string;
  data: ContentPageData;
}

export interface ContentRouting {
  pages: RoutedPage[];
  /** Files that make no page, with the reason: printed as build warnings. */
  skipped: { id: string; reason: string }[];
}

export function routeContentPages(entries: readonly { id: string; data: ContentPageData }[], switches: ContentSwitches): ContentRouting {
  const routing: ContentRouting = { pages: [], skipped: [] };
  for (const entry of [...entries].sort((a, b) => a.id.localeCompare(b.id))) {
    const route = contentRoute(entry.id);
    if (!route.ok) {
      routing.skipped.push({ id: entry.id, reason: route.reason });
      continue;
    }
    if (!sectionEnabled(entry.data.section, switches)) {
      routing.skipped.push({ id: entry.id, reason: `section '${entry.data.section}' is switched off for this dealer` });
      continue;
    }
    const page: RoutedPage = { id: entry.id, path: route.path, slug: route.slug, data: entry.data };
    if (route.folder) page.folder = route.folder;
    routing.pages.push(page);
  }
  return routing;
}
