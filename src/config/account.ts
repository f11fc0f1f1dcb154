import { z } from 'zod';

/**
 * The signed-in shopper's pages (spec 02 §2 "Sign-in gated routes"): the dealer's account hub
 * (/mymotorama …), the personalised finance quote, spin-to-win and online payment. Each exists only
 * when the dealer configures it; whether a signed-out visitor is sent to sign-in first is
 * `experience.gatedRoutes` (the hub always is, like my-garage). The platform API reads this same
 * schema, so the prizes and payment limits the page shows are the ones the server enforces.
 */

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export const SpinPrizeSchema = z.strictObject({
  id: z.string().regex(SLUG).max(40).describe('Stable id of the prize (recorded with each spin).'),
  label: z.string().trim().min(1).max(40).describe('What the wheel segment and the result say, e.g. "Free window tint".'),
  weight: z.number().int().min(0).max(1_000_000).describe('Relative odds: the chance of this prize is its weight over the sum of weights.'),
  isPrize: z.boolean().default(true).describe('false for a "better luck next time" segment: recorded, shown, but no prize lead is sent to the dealer.'),
});

export const SpinToWinSchema = z
  .strictObject({
    campaign: z.string().regex(SLUG).max(60).describe('Campaign id: one spin per account per campaign; a new id starts a new campaign.'),
    title: z.string().trim().min(1).default('Spin to win').describe('Heading of the /spin-to-win page.'),
    intro: z.string().trim().default('').describe('A line under the heading: what the promotion is for.'),
    prizes: z
      .array(SpinPrizeSchema)
      .min(2)
      .max(12)
      .refine((prizes) => prizes.some((prize) => prize.weight > 0), 'At least one prize needs a weight above 0.')
      .refine((prizes) => new Set(prizes.map((prize) => prize.id)).size === prizes.length, 'Prize ids must be unique.')
      .describe('The wheel segments, in order, with their odds.'),
    terms: z.string().trim().min(1).describe('Terms and conditions printed on the page (plain text; blank lines start paragraphs).'),
    endsAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .default(null)
      .describe('After this instant the API refuses new spins and the page says the promotion has closed.'),
  })
  .nullable()
  .default(null);

export const OnlinePaymentSchema = z
  .strictObject({
    minAmount: z.number().positive().default(1).describe('Smallest amount in dollars a shopper may pay online.'),
    maxAmount: z.number().positive().default(10_000).describe('Largest amount in dollars a shopper may pay online.'),
    purposes: z
      .array(z.string().trim().min(1).max(60))
      .min(1)
      .default(['Deposit balance', 'Invoice', 'Service or repair', 'Parts order', 'Other'])
      .describe('What the payment is for: the shopper picks one; it is recorded and sent to the dealer with the reference.'),
    referenceLabel: z
      .string()
      .trim()
      .min(1)
      .default('Invoice or reference number')
      .describe('Label of the reference field (the dealer finds the payment by it).'),
  })
  .refine((payment) => payment.minAmount <= payment.maxAmount, 'minAmount must not exceed maxAmount.')
  .nullable()
  .default(null);

export const AccountSchema = z
  .strictObject({
    hubPath: z
      .string()
      .regex(/^\/my[a-z0-9]+$/, 'An account path is "/my" and letters, e.g. "/mymotorama".')
      .nullable()
      .default(null)
      .describe('The account hub page, e.g. "/mymotorama": the signed-in shopper\'s watchlist and links. Always gated; none when null.'),
    hubTitle: z.string().trim().min(1).default('My account').describe('Heading of the account hub page.'),
    personalisedFinance: z
      .boolean()
      .default(false)
      .describe("Builds /personalised/finance?car_id=…: a quote from the car's finance offer the shopper adjusts and sends as a finance lead."),
    spinToWin: SpinToWinSchema.describe('A prize-wheel promotion at /spin-to-win; none when null.'),
    onlinePayment: OnlinePaymentSchema.describe('Pay the dealer an amount with a reference at /online-payment; none when null.'),
  })
  .prefault({});

export type AccountSettings = z.infer<typeof AccountSchema>;
export type SpinToWinSettings = NonNullable<AccountSettings['spinToWin']>;
export type SpinPrize = z.infer<typeof SpinPrizeSchema>;
export type OnlinePaymentSettings = NonNullable<AccountSettings['onlinePayment']>;
