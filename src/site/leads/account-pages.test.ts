import { describe, expect, it } from 'vitest';
import { footerGroups } from '../dealer/navigation.ts';
import { dealerSite, dealerSitemapPaths, routeExists } from '../dealer/site.ts';
import { testBundle, testVehicle } from '../dealer/test-bundle.ts';
import { accountPage } from './account-pages.ts';
import { financePageGate } from './finance-gate.ts';
import { personalisedOffers } from './personalised-finance.ts';
import { loanSummary } from '../../domain/finance/finance-offer.ts';

const API = { integrations: { platformApi: { baseUrl: 'https://api.minimotors.example.com.au' } } };
const ACCOUNT = {
  hubPath: '/myminimotors',
  hubTitle: 'My Mini Motors',
  personalisedFinance: true,
  spinToWin: {
    campaign: 'spring',
    prizes: [
      { id: 'tint', label: 'Tint', weight: 1 },
      { id: 'none', label: 'Next time', weight: 3, isPrize: false },
    ],
    terms: 'One spin per account.',
  },
  onlinePayment: { minAmount: 10, maxAmount: 500 },
};
const FINANCE = { provider: 'nissan-finance' };

function site(extra: Record<string, unknown> = {}) {
  return testBundle({ site: { ...API, account: ACCOUNT, finance: FINANCE, ...extra } });
}

describe('the signed-in shopper pages: one rule for routes, menus and the sitemap', () => {
  it('a dealer with the settings has the pages; menus may link to them; the sitemap never lists them', () => {
    const bundle = site();
    const built = dealerSite(bundle, [], []);
    for (const path of ['/myminimotors', '/spin-to-win', '/online-payment', '/personalised/finance']) expect(routeExists(built, path)).toBe(true);
    const sitemap = dealerSitemapPaths(bundle, built);
    for (const path of ['/myminimotors', '/spin-to-win', '/online-payment', '/personalised/finance']) expect(sitemap).not.toContain(path);
    expect(built.oneSegmentPages).toContainEqual({ kind: 'account-hub', slug: 'myminimotors' });
    const tools = footerGroups(bundle, built).find((group) => group.title === 'Buyer Tools')?.links ?? [];
    expect(tools).toEqual(
      expect.arrayContaining([
        { label: 'My Mini Motors', href: '/myminimotors' },
        { label: 'Pay Online', href: '/online-payment' },
        { label: 'Spin to win', href: '/spin-to-win' },
      ]),
    );
  });

  it('a dealer without them, or without a platform API, has none of them', () => {
    for (const bundle of [testBundle({ site: API }), site({ integrations: { platformApi: { baseUrl: null } } })]) {
      const built = dealerSite(bundle, [], []);
      for (const path of ['/myminimotors', '/spin-to-win', '/online-payment', '/personalised/finance']) expect(routeExists(built, path)).toBe(false);
      const links = footerGroups(bundle, built).flatMap((group) => group.links.map((link) => link.href));
      for (const path of ['/myminimotors', '/spin-to-win', '/online-payment']) expect(links).not.toContain(path);
    }
    // Personalised quotes need the dealer's finance (a provider) as well as the setting.
    expect(accountPage(site({ finance: { provider: null } }).config, 'personalised-finance').enabled).toBe(false);
    expect(accountPage(site({ features: { finance: false } }).config, 'personalised-finance').enabled).toBe(false);
  });

  it('gates each page by its flag; the hub always', () => {
    const open = site().config;
    expect(accountPage(open, 'account-hub').gateType).toBe('account');
    expect(accountPage(open, 'spin-to-win').gateType).toBeUndefined();
    expect(accountPage(open, 'online-payment').gateType).toBeUndefined();
    const gated = site({ experience: { gatedRoutes: { spinToWin: true, onlinePayment: true, personalisedFinance: true } } }).config;
    expect(accountPage(gated, 'spin-to-win').gateType).toBe('spin-to-win');
    expect(accountPage(gated, 'online-payment').gateType).toBe('online-payment');
    expect(accountPage(gated, 'personalised-finance').gateType).toBe('personalised-finance');
  });

  it('gates /finance only when the dealer says so and has sign-in', () => {
    expect(financePageGate(site().config, '/finance')).toBeUndefined();
    const gated = site({ experience: { gatedRoutes: { finance: true } } }).config;
    expect(financePageGate(gated, '/finance')).toBe('finance');
    expect(financePageGate(gated, '/service')).toBeUndefined();
    expect(
      financePageGate(site({ experience: { gatedRoutes: { finance: true } }, integrations: { platformApi: { baseUrl: null } } }).config, '/finance'),
    ).toBeUndefined();
  });

  it('an account path taken by a content page gives no hub, with a warning', () => {
    const bundle = site({ account: { ...ACCOUNT, hubPath: '/myfinance' } });
    const built = dealerSite(bundle, [{ id: 'myfinance', data: { title: 'Mine', description: 'x', cta: [], noindex: false } as never }], []);
    expect(built.oneSegmentPages.filter((page) => page.kind === 'account-hub')).toEqual([]);
    expect(built.warnings.join('\n')).toContain('account.hubPath /myfinance is taken');
  });
});

describe('personalised finance offers', () => {
  const lender = { 'nissan-finance': { interestRate: 6.5, comparisonRate: 7.1, termYears: 5, deposit: 2000, establishmentFees: 400, paymentMonth: 590 } };
  const bundle = testBundle({
    site: { ...API, account: ACCOUNT, finance: FINANCE },
    vehicles: [testVehicle(1, { make: 'Nissan', finance_lenders: lender }), testVehicle(2, { make: 'Nissan', status: 'sold', finance_lenders: lender })],
  });

  it('lists the offer of each car finance is shown for (never a sold one); its terms give the advertised figure again', () => {
    const offers = personalisedOffers(bundle);
    expect(offers.map((offer) => offer.id)).toEqual([1]);
    const [offer] = offers;
    const again = loanSummary({ ...offer!.terms, price: offer!.price, frequency: 'week', roundUp: offer!.roundUp });
    expect(again.display).toBe(offer!.advertisedWeekly);
  });
});
