import { z } from 'zod';

const charge = (why: string) => z.number().min(0).default(0).describe(why);

/**
 * The "Estimated drive-away" block on vehicle pages (docs/drive-away.md): which cars get it and the
 * dealer's own delivery charge. The government charges come from src/data/on-road-rates.json.
 */
export const DriveAwaySchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(true)
      .describe('Show the estimated drive-away block. Its rates are for passenger cars: switch it off for motorcycles, trucks and caravans.'),
    priceTypes: z
      .array(z.string().trim().min(1))
      .default(['Excl. Govt. Charges', 'Excl. Government Charges'])
      .describe("Price types whose cars get the estimate (case and spacing ignored). Add 'Drive Away' only if those prices leave out government charges."),
    stockNumbers: z.array(z.string().trim().min(1)).default([]).describe('Stock numbers of further cars that get the estimate whatever their price type.'),
    deliveryCharge: z
      .strictObject({
        new: charge('Dealer delivery charge on new cars (AUD incl. GST), added to the estimate and to the dutiable value.'),
        demo: charge('Dealer delivery charge on demo cars.'),
        used: charge('Dealer delivery charge on used cars.'),
      })
      .prefault({})
      .describe('Dealer delivery charge by condition, shown as its own line.'),
  })
  .prefault({});

export type DriveAwaySettings = z.infer<typeof DriveAwaySchema>;
