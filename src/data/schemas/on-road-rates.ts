import { z } from 'zod';
import { AU_STATES, FEE_KINDS, type AuState } from '../../domain/on-road/kinds.ts';

/**
 * The government charges behind the drive-away estimate (src/data/on-road-rates.json): per state,
 * motor vehicle duty schedules and the registration, CTP and plate fees, each dated and sourced.
 * Validated at build time (src/site/vehicle/drive-away.ts) and by on-road-rates.test.ts, so a typo in
 * next year's update fails the build instead of quoting a wrong price. No zod defaults: the browser reads
 * the same JSON unparsed, so what it computes is exactly what the schema checked. Docs: docs/drive-away.md.
 */

export { AU_STATES, FEE_KINDS, type AuState };

const isoDay = z.iso.date();

/** A government page: https on a .gov.au host, so a figure is never sourced to a blog. */
const governmentSource = z.url({ protocol: /^https$/ }).refine((url) => /(^|\.)gov\.au$/.test(new URL(url).hostname), 'a government (.gov.au) https page');

/** When a schedule, concession or fee applies to a car. Every condition given must hold. */
export const VehicleMatchSchema = z.strictObject({
  fuel: z
    .array(z.enum(['electric', 'hybrid', 'combustion']))
    .min(1)
    .optional(),
  condition: z
    .array(z.enum(['new', 'demo', 'used']))
    .min(1)
    .optional(),
  /** Tailpipe CO2 (g/km) bounds; a car whose CO2 is unknown never matches them. */
  co2Min: z.number().min(0).optional(),
  co2Max: z.number().min(0).optional(),
  /** Cylinder bounds; an unknown cylinder count is taken as 4 (the common case), see vehicle-facts.ts. */
  cylindersMin: z.number().int().min(0).optional(),
  cylindersMax: z.number().int().min(0).optional(),
  /** Dutiable value bound (a concession capped by price). */
  valueMax: z.number().positive().optional(),
});

/** Dates a figure applies on: from (inclusive) until (inclusive, optional). */
const dated = {
  from: isoDay.describe('First day the figure applies.'),
  until: isoDay.optional().describe('Last day, for a figure that ends (a concession with an end date).'),
  source: governmentSource,
  note: z.string().optional(),
};

/**
 * One band of a duty schedule, for values up to `upTo` (the last band has none):
 * duty = base + rate × units, units = (value − over) / per, rounded up when `orPart` ("per $100 or part").
 * over and base default to 0 (a whole-value band), orPart to true. WA's middle band instead takes a percentage that slides with
 * the value: startPercent + (value − from) / stepValue, rounded to `decimals`, of the whole value.
 */
export const DutyBandSchema = z.union([
  z.strictObject({
    upTo: z.number().positive().nullable(),
    over: z.number().min(0).optional(),
    base: z.number().min(0).optional(),
    rate: z.number().min(0),
    per: z.number().positive(),
    orPart: z.boolean().optional(),
  }),
  z.strictObject({
    upTo: z.number().positive().nullable(),
    sliding: z.strictObject({
      from: z.number().min(0),
      startPercent: z.number().min(0),
      stepValue: z.number().positive(),
      decimals: z.number().int().min(0).max(4),
    }),
  }),
]);

export const DutyScheduleSchema = z
  .strictObject({
    label: z.string().min(1).describe('What the schedule is, shown beside the duty line.'),
    when: VehicleMatchSchema.optional(),
    min: z.number().min(0).optional().describe('Minimum duty.'),
    bands: z.array(DutyBandSchema).min(1),
    ...dated,
  })
  .refine((schedule) => ascendingBands(schedule.bands), 'bands must rise by upTo and only the last may have none');

export const DutyConcessionSchema = z.strictObject({
  label: z.string().min(1),
  when: VehicleMatchSchema,
  /** 'all' exempts the car; a number is the most the duty is reduced by. */
  reduction: z.union([z.literal('all'), z.number().positive()]),
  ...dated,
});

export const FeeSchema = z.strictObject({
  kind: z.enum(FEE_KINDS),
  label: z.string().min(1),
  amount: z.number().min(0),
  when: VehicleMatchSchema.optional(),
  ...dated,
});

export const StateRatesSchema = z.strictObject({
  name: z.string().min(1),
  dutyName: z.string().min(1).describe("The state's own name for the duty ('Motor vehicle duty', 'Stamp duty')."),
  /** First matching schedule in force wins; the last one should match every car. */
  duty: z.array(DutyScheduleSchema).min(1),
  concessions: z.array(DutyConcessionSchema).optional(),
  /** Per kind, the first fee in force that matches the car wins; a kind none matches is left out. */
  fees: z.array(FeeSchema).min(1),
});

export const OnRoadRatesSchema = z.strictObject({
  checked: isoDay.describe('When the figures were last compiled against their sources.'),
  reviewBy: isoDay.describe('When they must be reviewed (each 1 July, when most states index them).'),
  status: z.string().min(1),
  basis: z.string().min(1).describe('The car the fees are for (private passenger car, capital city, 12 months).'),
  states: z.strictObject(Object.fromEntries(AU_STATES.map((state) => [state, StateRatesSchema])) as Record<AuState, typeof StateRatesSchema>),
});

export type VehicleMatch = z.infer<typeof VehicleMatchSchema>;
export type DutyBand = z.infer<typeof DutyBandSchema>;
export type DutySchedule = z.infer<typeof DutyScheduleSchema>;
export type DutyConcession = z.infer<typeof DutyConcessionSchema>;
export type Fee = z.infer<typeof FeeSchema>;
export type StateRates = z.infer<typeof StateRatesSchema>;
export type OnRoadRates = z.infer<typeof OnRoadRatesSchema>;

function ascendingBands(bands: ReadonlyArray<{ upTo: number | null }>): boolean {
  return bands.every((band, i) => {
    const last = i === bands.length - 1;
    if (band.upTo === null) return last;
    const previous = i > 0 ? bands[i - 1]!.upTo : 0;
    return previous !== null && band.upTo > previous;
  });
}
