/**
 * The time zone a location keeps its hours in. The platform may send one per location; otherwise
 * the state's capital decides (a group can span QLD, NSW and VIC, which differ half the year).
 */
const STATE_TIME_ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

export function locationTimeZone(location: { time_zone?: string | null; address: { state?: string | null } }, siteTimeZone: string): string {
  const given = location.time_zone?.trim();
  if (given) return given;
  return STATE_TIME_ZONES[(location.address.state ?? '').trim().toUpperCase()] ?? siteTimeZone;
}
