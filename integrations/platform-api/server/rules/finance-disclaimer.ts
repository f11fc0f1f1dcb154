/**
 * Shown when a lender entry carries no disclaimer of its own ("fetched for the lender disclaimer
 * when absent", spec 01 §7). The comparison-rate basis is the spec's ($30,000, 5 years, secured).
 */
export const DEFAULT_FINANCE_DISCLAIMER =
  'Finance example only, for approved applicants; fees, charges and lending criteria apply. ' +
  'Comparison rate based on a $30,000 secured loan over 5 years. WARNING: this comparison rate is true only for ' +
  'the example given and may not include all fees and charges. Different terms, fees or other loan amounts might ' +
  'result in a different comparison rate.';
