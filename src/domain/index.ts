/**
 * Forecourt's business rules: pure functions, no IO, no framework imports.
 * Dealer-specific behaviour comes in as explicit options; "now" always comes in as a parameter.
 */
export * from './availability.ts';
export * from './price-display.ts';
export * from './tags.ts';
export * from './fuel-kind.ts';
export * from './phone.ts';
export * from './lead-events.ts';
export * from './lead-form.ts';
export * from './finance/eligibility.ts';
export * from './finance/repayment.ts';
export * from './finance/calculator-ranges.ts';
export * from './fuel.ts';
export * from './budget.ts';
export * from './slider.ts';
export * from './postcode.ts';
export * from './format.ts';
export * from './zoned-time.ts';
export * from './opening-hours.ts';
export * from './reviews.ts';
export * from './offers.ts';
export * from './sales-counter.ts';
export * from './promo-tiles.ts';
export * from './sold-runs.ts';
export * from './similar.ts';
export * from './filter-expression.ts';
