/** The platform API contract: import from here in islands, the client and the server alike. */
export * from './primitives.ts';
export * from './contact-fields.ts';
export * from './lead-payload.ts';
export * from './trade-in-steps.ts';
export * from './vehicle-calls.ts';
export * from './account-calls.ts';
export * from './reservation-calls.ts';
export * from './miscellaneous-calls.ts';
export * from './saved-search-calls.ts';
export * from './purchase-journey-calls.ts';
export * from './account-feature-calls.ts';
export * from './routes.ts';
