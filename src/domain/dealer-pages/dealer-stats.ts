/**
 * The stats banner (spec 01 §2 shows "50+ Locations, 40+ Brands, 30+ Years Est." for one group):
 * every figure comes from the dealer's own data or config, so a single-site dealer with four brands
 * never claims fifty locations. A figure that is unknown (or zero) is left out, never guessed.
 */

export interface DealerStat {
  value: string;
  label: string;
}

export interface DealerStatsInput {
  /** Locations the site lists. */
  locations: number;
  /** Distinct brands the dealer sells. */
  brands: number;
  /** `experience.establishedYear`: only a year the dealer states. */
  establishedYear: number | null;
  /** This year in the dealer's time zone (build clock). */
  currentYear: number;
}

export function dealerStats(input: DealerStatsInput): DealerStat[] {
  const stats: DealerStat[] = [];
  if (input.locations > 0) stats.push({ value: String(input.locations), label: input.locations === 1 ? 'Location' : 'Locations' });
  if (input.brands > 0) stats.push({ value: String(input.brands), label: input.brands === 1 ? 'Brand' : 'Brands' });
  const years = input.establishedYear === null ? 0 : input.currentYear - input.establishedYear;
  if (years >= 1) stats.push({ value: String(years), label: years === 1 ? 'Year in business' : 'Years in business' });
  return stats;
}
