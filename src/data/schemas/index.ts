export * from './vehicle.ts';
export * from './location.ts';
export * from './offer.ts';
export * from './brand.ts';
