/**
 * The states and fee kinds of the rate table, kept apart from its zod schema so the browser's
 * calculator imports these few words and not zod (the schema runs at build time only).
 */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

export const FEE_KINDS = ['registration', 'ctp', 'plates', 'other'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
