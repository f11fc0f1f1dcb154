/**
 * The equipment a shopper can filter on (spec 01 §3 `filtered_features`, e.g. sunroof): a short list
 * of features people search for, matched against the car's standard equipment by name so "Panoramic
 * Sunroof" and "Sunroof" both count. Only what the feed lists is ever claimed.
 */

export const FILTERED_FEATURES: ReadonlyArray<{ label: string; match: RegExp }> = [
  { label: 'Sunroof', match: /\b(sun|moon)roof\b|panoramic (glass )?roof/i },
  { label: 'Apple CarPlay', match: /apple carplay/i },
  { label: 'Android Auto', match: /android auto/i },
  { label: '360 degree camera', match: /360.?degree camera|surround view/i },
  { label: 'Reversing camera', match: /revers(e|ing) camera|rear.?view camera/i },
  { label: 'Adaptive cruise control', match: /adaptive cruise/i },
  { label: 'Heated seats', match: /heated (front )?seats/i },
  { label: 'Leather seats', match: /leather (trim|seats|upholstery)/i },
  { label: 'Satellite navigation', match: /sat(ellite)?[ -]?nav/i },
  { label: 'Head-up display', match: /head.?up display/i },
  { label: 'Tow bar', match: /tow ?bar/i },
  { label: 'Vehicle-to-load', match: /vehicle.?to.?load|\bv2l\b/i },
];

/** The filterable features a car's equipment list contains, in the list's order. */
export function filteredFeatures(equipment: readonly string[]): string[] {
  return FILTERED_FEATURES.filter((feature) => equipment.some((item) => feature.match.test(item))).map((feature) => feature.label);
}
