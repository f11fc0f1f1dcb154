/**
 * Whether a new stock feed is a real snapshot, or a broken export that would empty a dealer's site.
 * A refused snapshot changes nothing: the live site stays as it was.
 */

export interface AcceptanceRules {
  /** Refuse when more than this share of the records is invalid (0–1). */
  maxInvalidShare: number;
  /** Refuse an empty feed when the last published one had at least this many cars. */
  emptyRefusedAbove: number;
}

export const DEFAULT_ACCEPTANCE: AcceptanceRules = { maxInvalidShare: 0.2, emptyRefusedAbove: 20 };

export interface SnapshotCounts {
  records: number;
  invalid: number;
  /** Cars in the last published snapshot; undefined when nothing was published yet. */
  previous: number | undefined;
}

/** The reason to refuse, or undefined when the snapshot may go live. */
export function refusalReason(counts: SnapshotCounts, rules: AcceptanceRules = DEFAULT_ACCEPTANCE): string | undefined {
  const { records, invalid, previous } = counts;
  if (records === 0 && previous !== undefined && previous >= rules.emptyRefusedAbove) {
    return `the snapshot holds no vehicles, the live site has ${previous}: refusing to empty the site (a broken export?)`;
  }
  if (records > 0 && invalid / records > rules.maxInvalidShare) {
    const share = ((invalid / records) * 100).toFixed(0);
    return `${invalid} of ${records} vehicle records are invalid (${share} %, more than the ${(rules.maxInvalidShare * 100).toFixed(0)} % allowed)`;
  }
  return undefined;
}
