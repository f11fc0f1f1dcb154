import type { DutyBand, DutySchedule } from '../../data/schemas/on-road-rates.ts';

/**
 * Duty on a dutiable value by one schedule of src/data/on-road-rates.json: the band the value falls in
 * (value ≤ upTo), then base + rate × units of `per` above `over`, the units rounded up when the state
 * charges "per $100 or part". Cents are kept; the page rounds to whole dollars.
 */
export function scheduleDuty(schedule: Pick<DutySchedule, 'bands' | 'min'>, value: number): number {
  if (!(value > 0)) return 0;
  const band = schedule.bands.find((b) => b.upTo === null || value <= b.upTo) ?? schedule.bands.at(-1)!;
  return cents(Math.max(bandDuty(band, value), schedule.min ?? 0));
}

function bandDuty(band: DutyBand, value: number): number {
  if ('sliding' in band) {
    const { from, startPercent, stepValue, decimals } = band.sliding;
    const factor = 10 ** decimals;
    const percent = Math.round((startPercent + (value - from) / stepValue) * factor) / factor;
    return (value * percent) / 100;
  }
  const over = band.over ?? 0;
  const raw = Math.max(0, value - over) / band.per;
  // Round before ceil so float noise (0.1 + 0.2) never adds a whole unit.
  const units = band.orPart === false ? raw : Math.ceil(Number(raw.toFixed(6)));
  return (band.base ?? 0) + band.rate * units;
}

export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
