import { z } from 'zod';
import { FINANCE_PROVIDERS } from '../domain/finance/eligibility.ts';

/** The providers whose eligibility rules src/domain/finance/eligibility.ts knows. */
export const FinanceProviderSchema = z.enum(FINANCE_PROVIDERS);

const range = (min: number, max: number, step: number) =>
  z
    .strictObject({
      min: z.number().default(min).describe('Lowest value the slider allows.'),
      max: z.number().default(max).describe('Highest value the slider allows.'),
      step: z.number().positive().default(step).describe('Slider step.'),
    })
    .prefault({});

/** Finance calculator ranges and provider (spec 01 §5, §9; spec 02 §9). */
export const FinanceSettingsSchema = z
  .strictObject({
    provider: FinanceProviderSchema.nullable().default(null).describe('Finance provider whose eligibility rule applies.'),
    excludedDealershipIds: z.array(z.number().int()).default([]).describe('Dealerships never shown finance.'),
    amount: range(1000, 100000, 500),
    /** 1.05 × price when the price exceeds 100000 (one configuration). */
    amountMaxFollowsPrice: z.boolean().default(false).describe('Loan maximum becomes 1.05 × price when the price exceeds 100000.'),
    term: range(1, 7, 0.5),
    termOptions: z.array(z.number().positive()).nullable().default(null).describe('Fixed list of term years instead of a slider.'),
    defaultTermYears: z.number().positive().default(5).describe('Term the calculator starts at.'),
    interest: range(0.5, 15, 0.5),
    defaultInterest: z.number().min(0).default(10).describe('Default interest % (8.5 for dealer-group overrides).'),
    interestLocked: z.boolean().default(false).describe('Interest slider disabled.'),
    deposit: range(0, 250000, 0.5),
    residual: range(0, 250000, 0.5),
    defaultAmount: z.number().positive().default(30000).describe('Loan amount when no car price applies.'),
    roundUp: z.boolean().default(false).describe('Round repayments up to the next dollar.'),
    comparisonRateText: z
      .string()
      .default('Comparison rate based on a $30,000 secured loan over 5 years.')
      .describe('Comparison-rate warning under the calculator.'),
    disclaimer: z
      .string()
      .default(
        'Repayments are an estimate only and do not constitute a quote or an offer of finance. Fees and charges apply. Finance is subject to the lender’s credit approval criteria.',
      )
      .describe('Disclaimer printed under every repayment estimate.'),
  })
  .prefault({});

export type FinanceSettings = z.infer<typeof FinanceSettingsSchema>;
export type FinanceProvider = z.infer<typeof FinanceProviderSchema>;
