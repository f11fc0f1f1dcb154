import type { Brand } from '../../data/schemas/brand.ts';
import { categoriesWithPosts, publishedPosts, type BlogCategorySlug } from '../../domain/dealer-pages/blog.ts';
import { needsStandardPrivacyPage } from '../../domain/dealer-pages/privacy-policy.ts';
import { formSettingsOf } from '../../forms/form-settings.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { brandCatalogue, type BrandCatalogue, type ModelPage } from './brands.ts';
import { normalisePath, otherTeamRoutes } from './routes.ts';
import { accountHubSlug } from '../leads/account-pages.ts';
import { financePageGate } from '../leads/finance-gate.ts';
import { routeContentPages, type RoutedPage } from '../content/routes.ts';
import type { BlogPostData, ContentPageData } from '../content/schema.ts';
import { listingRoutes } from '../search/listing-routes.ts';
import { listedOffers, offerPagePaths } from './offers.ts';
import { paths } from '../routes.ts';

/**
 * Every dealer page this part of the site builds, decided once per build from the bundle and the
 * dealer's content files, plus the set of all routes the build has. Menus, the sitemap and the
 * route files all read this, so a page and its links cannot disagree.
 */

export interface BlogPost {
  id: string;
  path: string;
  category: BlogCategorySlug;
  data: BlogPostData;
}

/** Pages served by the one-segment route src/pages/[page].astro. */
export type OneSegmentPage =
  | { kind: 'content'; slug: string; page: RoutedPage }
  | { kind: 'model'; slug: string; model: ModelPage }
  | { kind: 'dealer-locator'; slug: 'dealer-locator' }
  | { kind: 'brands'; slug: 'brands' }
  | { kind: 'return-terms'; slug: '14-day-return-policy' }
  | { kind: 'privacy-policy'; slug: 'privacy-policy' }
  | { kind: 'account-hub'; slug: string };

export interface DealerSite {
  contentPages: RoutedPage[];
  posts: BlogPost[];
  blogCategories: { slug: BlogCategorySlug; title: string; count: number }[];
  hasBlog: boolean;
  brands: BrandCatalogue;
  oneSegmentPages: OneSegmentPage[];
  isGroup: boolean;
  /** Every internal path the build has (lowercase, no trailing slash). */
  routes: Set<string>;
  warnings: string[];
}

export interface ContentEntry<T> {
  id: string;
  data: T;
}

/**
 * `otherRouteBuilt` says whether another part of the site has a page for one of its agreed routes
 * (dealer-site-build.ts checks src/pages), so a menu never links to a page not written yet.
 */
export function dealerSite(
  bundle: TenantBundle,
  pageEntries: readonly ContentEntry<ContentPageData>[],
  postEntries: readonly ContentEntry<BlogPostData>[],
  otherRouteBuilt: (route: string) => boolean = () => true,
): DealerSite {
  const { config } = bundle;
  const warnings: string[] = [];
  const routing = routeContentPages(pageEntries, { finance: config.features.finance });
  warnings.push(...routing.skipped.map((s) => `content/pages/${s.id}.md makes no page: ${s.reason}`));

  const today = bundle.clock.slice(0, 10);
  const posts = config.features.blog
    ? publishedPosts(
        postEntries.map((entry) => ({ ...entry, category: entry.data.category, date: entry.data.date, draft: entry.data.draft })),
        today,
      ).map((entry) => ({ id: entry.id, category: entry.category, data: entry.data, path: `/blog/${entry.category}/${entry.id}` }))
    : [];

  const isGroup = config.template === 'group';
  const contentPaths = new Set(routing.pages.map((p) => p.path));
  const brands = brandCatalogue(bundle.brands, contentPaths);
  warnings.push(...brands.skipped);

  const oneSegmentPages: OneSegmentPage[] = [
    ...routing.pages.filter((p) => !p.folder).map((page) => ({ kind: 'content' as const, slug: page.slug, page })),
    ...brands.modelPages.map((model) => ({ kind: 'model' as const, slug: model.path.slice(1), model })),
  ];
  if (isGroup) oneSegmentPages.push({ kind: 'dealer-locator', slug: 'dealer-locator' }, { kind: 'brands', slug: 'brands' });
  if (config.experience.returnPolicy === '14-day-return') oneSegmentPages.push({ kind: 'return-terms', slug: '14-day-return-policy' });
  // The forms' privacy link must lead somewhere: the standard policy where the dealer has no page of its own.
  if (needsStandardPrivacyPage(formSettingsOf(config).privacyPolicyUrl, contentPaths)) oneSegmentPages.push({ kind: 'privacy-policy', slug: 'privacy-policy' });
  const hubSlug = accountHubSlug(config);
  if (hubSlug && oneSegmentPages.some((page) => page.slug === hubSlug)) warnings.push(`account.hubPath /${hubSlug} is taken by another page: no account hub`);
  else if (hubSlug) oneSegmentPages.push({ kind: 'account-hub', slug: hubSlug });

  const site: DealerSite = {
    contentPages: routing.pages,
    posts,
    blogCategories: categoriesWithPosts(posts),
    hasBlog: posts.length > 0,
    brands,
    oneSegmentPages,
    isGroup,
    routes: new Set(),
    warnings,
  };
  site.routes = new Set(
    dealerPagePaths(bundle, site)
      .concat(otherRoutes(bundle, otherRouteBuilt))
      .map((p) => normalisePath(p) ?? p),
  );
  return site;
}

/** Every page this part of the site builds (aliases included: /contact-us, /offers/{id}). */
export function dealerPagePaths(bundle: TenantBundle, site: Omit<DealerSite, 'routes'>): string[] {
  const visible = bundle.locations.filter((l) => l.visible);
  return [
    '/',
    '/contact',
    '/contact-us',
    '/dealerships',
    '/special-offers',
    ...offerPagePaths(bundle),
    ...visible.flatMap((l) => [paths.location(l.slug), `/teams/${l.slug}`, paths.contactLocation(l.slug)]),
    ...site.contentPages.map((p) => p.path),
    ...site.oneSegmentPages.filter((p) => p.kind !== 'content').map((p) => `/${p.slug}`),
    ...site.brands.overviewPages.map((b: Brand) => `/${b.slug}/overview`),
    ...(site.hasBlog ? ['/blog', ...site.blogCategories.map((c) => `/blog/${c.slug}`), ...site.posts.map((p) => p.path)] : []),
  ];
}

/**
 * The pages for the sitemap: canonical paths only (no /contact-us alias, one path per offer),
 * without noindex pages, gated pages (noindex too: a crawler is sent to sign-in) and hidden locations.
 */
export function dealerSitemapPaths(bundle: TenantBundle, site: Omit<DealerSite, 'routes'>): string[] {
  const canonicalOffers = new Set(listedOffers(bundle).map((o) => o.href));
  const noindex = new Set(site.contentPages.filter((p) => contentPageNoindex(bundle, p)).map((p) => p.path));
  // The account hub is one shopper's page: never in the sitemap.
  for (const page of site.oneSegmentPages) if (page.kind === 'account-hub') noindex.add(`/${page.slug}`);
  return dealerPagePaths(bundle, site).filter(
    (path) => path !== '/contact-us' && !noindex.has(path) && (!path.startsWith('/offers/') || canonicalOffers.has(path)),
  );
}

/** A content page's robots rule: its own `noindex`, or a sign-in gate on it (the gated /finance). */
export function contentPageNoindex(bundle: TenantBundle, page: Pick<RoutedPage, 'path' | 'data'>): boolean {
  return page.data.noindex || financePageGate(bundle.config, page.path) !== undefined;
}

function otherRoutes(bundle: TenantBundle, built: (route: string) => boolean): string[] {
  return [
    ...otherTeamRoutes(bundle.config).filter(built),
    ...listingRoutes(bundle).map((r) => `/${r.path}`),
    ...bundle.vehicles.map((v) => paths.vehicle(v.slug)),
    // Hidden locations keep their pages (vehicles may point at them), unlisted and noindex.
    ...bundle.locations.flatMap((l) => [paths.location(l.slug), `/teams/${l.slug}`, paths.contactLocation(l.slug)]),
  ];
}

/** Whether a menu or button may link to `href`: external links always, internal ones when built. */
export function routeExists(site: Pick<DealerSite, 'routes'>, href: string): boolean {
  if (/^(https?:|mailto:|tel:)/i.test(href)) return true;
  const path = normalisePath(href);
  return path !== undefined && site.routes.has(path);
}
