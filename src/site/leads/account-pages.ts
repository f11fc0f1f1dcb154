import type { SiteConfig } from '../../config/site.ts';
import { GATE_TYPES, isGated, type GatedRoute } from '../../forms/sign-in-gate.ts';
import type { LeadPage } from './pages.ts';

/**
 * The signed-in shopper's pages of spec 02 §2 "Sign-in gated routes": the account hub (/my{brand}),
 * the personalised finance quote, spin-to-win and online payment. One rule decides whether a dealer
 * has each page: the route files, the route list menus link through (routes.ts) and the sitemap all
 * ask `accountPage(…).enabled`, so a dealer without the feature has no page and no link to one.
 */

export type AccountRoute = 'account-hub' | 'personalised-finance' | 'spin-to-win' | 'online-payment';

/** The hub reuses my-garage's gate (always on); the others follow their `gatedRoutes` flag. */
const GATES: Record<AccountRoute, GatedRoute> = {
  'account-hub': 'myGarage',
  'personalised-finance': 'personalisedFinance',
  'spin-to-win': 'spinToWin',
  'online-payment': 'onlinePayment',
};

const PATHS: Record<Exclude<AccountRoute, 'account-hub'>, string> = {
  'personalised-finance': '/personalised/finance',
  'spin-to-win': '/spin-to-win',
  'online-payment': '/online-payment',
};

function hasApi(config: SiteConfig): boolean {
  return config.integrations.platformApi.baseUrl !== null;
}

/** Whether the dealer has the page: its setting, and the platform API every one of them talks to. */
function enabled(config: SiteConfig, route: AccountRoute): boolean {
  const { account } = config;
  if (!hasApi(config)) return false;
  switch (route) {
    case 'account-hub':
      return account.hubPath !== null;
    case 'personalised-finance':
      return account.personalisedFinance && config.features.finance && config.finance.provider !== null;
    case 'spin-to-win':
      return account.spinToWin !== null;
    case 'online-payment':
      return account.onlinePayment !== null;
  }
}

function words(config: SiteConfig, route: AccountRoute): Pick<LeadPage, 'title' | 'heading' | 'intro'> {
  const { account } = config;
  switch (route) {
    case 'account-hub':
      return { title: account.hubTitle, heading: account.hubTitle, intro: `Your watchlist, enquiries and payments with ${config.name}.` };
    case 'personalised-finance':
      return {
        title: 'Your finance quote',
        heading: 'Your personalised finance quote',
        intro: `Start from the advertised finance offer, set your own deposit and term, and send it to our finance team.`,
      };
    case 'spin-to-win':
      return { title: account.spinToWin?.title ?? 'Spin to win', heading: account.spinToWin?.title ?? 'Spin to win', intro: account.spinToWin?.intro ?? '' };
    case 'online-payment':
      return {
        title: 'Pay online',
        heading: `Pay ${config.name} online`,
        intro: 'Pay a deposit balance, an invoice or a service bill by card. You get a receipt straight away.',
      };
  }
}

export function accountPagePath(config: SiteConfig, route: AccountRoute): string {
  return route === 'account-hub' ? (config.account.hubPath ?? '') : PATHS[route];
}

export function accountPage(config: SiteConfig, route: AccountRoute): LeadPage {
  const text = words(config, route);
  const page: LeadPage = {
    path: accountPagePath(config, route),
    ...text,
    description: text.intro || `${text.title} at ${config.name}.`,
    enabled: enabled(config, route),
    // About one shopper: never in search engines or the sitemap.
    noindex: true,
  };
  const gate = GATES[route];
  if (isGated(config.experience.gatedRoutes, gate)) page.gateType = route === 'account-hub' ? 'account' : GATE_TYPES[gate];
  return page;
}

/** Paths of the page files for the account pages this dealer has (the hub is a one-segment page of its own). */
export function accountPageFileRoutes(config: SiteConfig): string[] {
  return (Object.keys(PATHS) as Array<keyof typeof PATHS>).filter((route) => enabled(config, route)).map((route) => PATHS[route]);
}

/** The hub's slug for src/pages/[page].astro, when the dealer has one. */
export function accountHubSlug(config: SiteConfig): string | undefined {
  return enabled(config, 'account-hub') ? config.account.hubPath?.slice(1) : undefined;
}
