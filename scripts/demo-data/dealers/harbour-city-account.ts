import type { SiteConfigInput } from '../../../src/config/site.ts';

/**
 * Harbour City Nissan's signed-in shopper pages (src/config/account.ts): the account hub at
 * /myharbourcity, personalised finance quotes, a spin-to-win promotion and online payments, all
 * behind sign-in (experience.gatedRoutes), as are its /finance pages.
 */
export const harbourCityAccount: SiteConfigInput['account'] = {
  hubPath: '/myharbourcity',
  hubTitle: 'My Harbour City',
  personalisedFinance: true,
  spinToWin: {
    campaign: 'summer-2026',
    title: 'Summer Spin & Win',
    intro: 'Spin once for a summer extra on us: window tint, a fuel card, a free first service or roadside assistance.',
    prizes: [
      { id: 'window-tint', label: 'Free window tint', weight: 5 },
      { id: 'fuel-card', label: '$100 fuel card', weight: 10 },
      { id: 'first-service', label: 'Free first service', weight: 5 },
      { id: 'roadside', label: '12 months roadside', weight: 10 },
      { id: 'try-again', label: 'Better luck next time', weight: 70, isPrize: false },
    ],
    terms:
      'One spin per Harbour City Nissan account. Prizes are redeemed with the purchase of a vehicle from Harbour City Nissan within 90 days of the spin and cannot be exchanged for cash.\n\nThe result of each spin is drawn at random by our server with the odds shown and recorded against your account. We will contact winners by phone.',
  },
  onlinePayment: { minAmount: 10, maxAmount: 20000, referenceLabel: 'Invoice, job or stock number' },
};

export const harbourCityGatedRoutes = { personalisedFinance: true, spinToWin: true, onlinePayment: true, finance: true } as const;
