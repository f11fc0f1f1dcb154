import { z } from 'zod';

/** Dealer-editable wording with the spec's defaults. */
export const TextsSchema = z
  .strictObject({
    noPrice: z.string().default('Enquire for price.').describe('Shown when a car has no displayable price.'),
    financeButton: z.string().default('Get Finance').describe('Label of the Get Finance button on cards, the vehicle page sidebar and its sticky header.'),
    soldMessage: z.string().default('This vehicle has recently been sold.').describe('Recently-sold message in place of price and actions.'),
    longSoldMessage: z
      .string()
      .default('This vehicle has been sold.')
      .describe(
        "Message in place of price and actions once a car's sold window (stock.soldVisibleDays) has passed; the page switches to it on the shopper's clock.",
      ),
    similarPrompt: z.string().default('Like this and want something similar?').describe('Heading above the similar cars on a vehicle page.'),
    dealerCommentsFallback: z
      .string()
      .default('Dealer comments are pending. Please check back here later.')
      .describe('Shown where a car has no dealer comments.'),
    tagline: z.string().default('Quality new, demo and used vehicles.').describe('Home hero subtitle.'),
  })
  .prefault({});

export type Texts = z.infer<typeof TextsSchema>;
