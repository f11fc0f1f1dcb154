import { z } from 'zod';
import { SALES_COUNTER_MODES } from '../domain/sales-counter.ts';
import { safeLink } from '../security/safe-url.ts';

/** Promo tile in the results grid (spec 01 §2, §9; spec 02 §4, §9). */
export const PromoTileSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string(),
  lines: z.array(z.string()).default([]),
  href: safeLink(),
  cta: z.string().default('Get an offer'),
  start: z.iso.datetime({ offset: true }).nullable().default(null),
  expiry: z.iso.datetime({ offset: true }).nullable().default(null),
  positions: z.array(z.number().int().min(1)).default([30]),
  randomOffset: z.number().int().min(0).max(5).default(0).describe('Adds random 0..n to each position (3 + random 0–2).'),
  displayCarTypes: z.array(z.enum(['new', 'used', 'demo'])).default([]),
  strictDisplay: z.boolean().default(false),
});

const DEFAULT_PROMO = {
  id: 'we-want-your-car',
  title: 'We Want Your Car!',
  lines: ['We buy all types of cars', 'Our high turnover means we can pay more'],
  href: '/sell-your-car',
  cta: 'Get an instant offer',
  start: null,
  expiry: null,
  positions: [30],
  randomOffset: 0,
  displayCarTypes: [],
  strictDisplay: false,
};

/** Sign-in gated routes (spec 02 §2); my-garage is always gated. */
export const GatedRoutesSchema = z
  .strictObject({
    tradeIn: z.boolean().default(false).describe('/cars/trade-in needs sign-in.'),
    sellMyCar: z.boolean().default(false).describe('/sell-my-car needs sign-in.'),
    checkout: z.boolean().default(false).describe('/cars/{slug}/checkout (reserve) needs sign-in.'),
    personalisedFinance: z.boolean().default(false).describe('Sign-in before /personalised/finance (account.personalisedFinance).'),
    spinToWin: z.boolean().default(false).describe('Sign-in before /spin-to-win is shown (spinning always needs an account).'),
    onlinePayment: z.boolean().default(false).describe('Sign-in before /online-payment is shown (paying always needs an account).'),
    finance: z.boolean().default(false).describe('Sign-in before the /finance page; its search params are kept through sign-in.'),
  })
  .prefault({});

export const ReviewSettingsSchema = z
  .strictObject({
    listSize: z.number().int().min(1).default(10).describe('Most reviews shown in a list.'),
    minRating: z.number().int().min(1).max(5).default(4).describe('Reviews below this star rating are not shown.'),
    excludedIds: z.array(z.number().int()).default([386779]).describe('Review ids never shown.'),
    excludedTextContains: z.array(z.string()).default(['Translated']).describe('Reviews whose text contains any of these are not shown.'),
    excludedCustomerNames: z.array(z.string()).default([]).describe('Reviews by these customer names are not shown.'),
    googleQuantity: z.number().int().min(0).default(12).describe('Google reviews shown (0: none).'),
  })
  .prefault({});

export const ExperienceSchema = z
  .strictObject({
    promoTiles: z.array(PromoTileSchema).default([DEFAULT_PROMO]).describe("Promo tiles in results: 'We Want Your Car!' at 30 by default."),
    gatedRoutes: GatedRoutesSchema,
    reviews: ReviewSettingsSchema,
    offerExceptionIds: z.array(z.number().int()).default([]).describe('Offers shown even when this site is excluded.'),
    returnPolicy: z
      .enum(['none', '14-day-return', '48-hour-money-back'])
      .default('none')
      .describe('Used-car return/money-back policy shown on vehicle pages and /buying.'),
    whyBuyYears: z
      .number()
      .int()
      .min(1)
      .nullable()
      .default(null)
      .describe("Years of mechanical protection the dealer gives (3 or 5): 'Why Buy From Us?' claims it only when set."),
    whyBuyPoints: z.array(z.string().trim().min(1)).default([]).describe("The dealer's own reasons listed in 'Why Buy From Us?'."),
    includedPoints: z
      .strictObject({
        new: z.array(z.string().trim().min(1)).default([]).describe("'What's Included' on new cars."),
        demo: z.array(z.string().trim().min(1)).default([]).describe("'What's Included' on demo cars."),
        used: z.array(z.string().trim().min(1)).default([]).describe("'What's Included' on used cars."),
      })
      .prefault({})
      .describe("What comes with a car, by condition, in the 'What's Included' tab (shown only with something to list)."),
    protectionProducts: z
      .array(z.string().trim().min(1))
      .default([])
      .describe("Protection products the dealer sells; the 'Protect Your Car' tab shows only when some are listed."),
    establishedYear: z
      .number()
      .int()
      .min(1800)
      .max(2100)
      .nullable()
      .default(null)
      .describe('Year the dealer was founded: the stats banner shows the years in business only when set.'),
    defaultMediaView: z.enum(['spinner', 'gallery']).default('spinner').describe('First view on vehicles with a 360 spin.'),
    checkoutPath: z.enum(['checkout', 'buy-online']).default('checkout').describe('/cars/{slug}/checkout or /buy-online.'),
    reservationDeposit: z.number().positive().default(200).describe('Refundable reservation deposit in dollars.'),
    reservationHoldHours: z.number().int().positive().default(48).describe('Hours a paid reservation holds the car.'),
    salesCounterMode: z
      .enum(SALES_COUNTER_MODES)
      .default('sold-this-month')
      .describe(
        "Home-page sales counter (features.salesCounter): 'sold-this-month' counts the snapshot's cars sold this calendar month in the dealer's time zone (a fact); 'formula' is spec 02 §9's 192 a day plus 1 per 450 s, Brisbane time (not a fact about the dealer).",
      ),
    footerGroup: z
      .array(z.strictObject({ label: z.string(), href: safeLink() }))
      .default([])
      .describe('Links in the footer group named after the dealer.'),
    acceptedCards: z
      .array(z.enum(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']))
      .default(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
      .describe('Card logos shown beside the reservation deposit.'),
  })
  .prefault({});

export type PromoTile = z.infer<typeof PromoTileSchema>;
export type Experience = z.infer<typeof ExperienceSchema>;
