import { z } from 'zod';

/** How stock is listed and labelled (spec 01 §4, spec 02 §4). */
export const StockSettingsSchema = z
  .strictObject({
    soldHandling: z.boolean().default(true).describe('Hide sold cars from lists, keeping one per consecutive run of sold cars.'),
    soldVisibleDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .default(3)
      .describe('Days a sold car stays listed with the Just Sold tag (3 by default, 14 on some dealers).'),
    justSoldText: z.string().default('Just Sold').describe('Tag on a sold car inside the visible window.'),
    newArrivalLabel: z.string().default('New').describe("New-arrival tag text: 'New' or 'JUST ARRIVED'."),
    newArrivalDays: z.number().int().min(0).default(8).describe('A car created within this many days is a new arrival.'),
    comingSoonText: z.string().default('COMING SOON').describe("Coming-soon badge, e.g. 'COMING EARLY 2026'."),
    reservedText: z.string().default('Reserved').describe("Reserved tag: 'Reserved' or 'RESERVED'."),
    runoutTagGreen: z.boolean().default(false).describe("Show a 'runout sale' tag in green instead of red."),
    hidePriceTypeWhenZero: z.boolean().default(false).describe('Hide the price type when the price is 0.'),
    listingPath: z.enum(['/search', '/used-car']).default('/search').describe("Stock listing routes: '/search/…' or '/used-car/…'."),
    makeExclusions: z.array(z.string()).default([]).describe('Makes never listed on this site.'),
    favouritesNeedPriceAndImage: z
      .boolean()
      .default(false)
      .describe('Only cars with a price above 0 and at least one image can be saved (spec 01 §5, one configuration).'),
    favouritesUsedOnly: z.boolean().default(false).describe('Only used cars can be saved (spec 01 §5, where restricted).'),
    demoNissanMinKm: z.number().int().min(0).nullable().default(null).describe('Demo Nissans need more than this many km to be listed (some sites: 3000).'),
  })
  .prefault({});

export type StockSettings = z.infer<typeof StockSettingsSchema>;
