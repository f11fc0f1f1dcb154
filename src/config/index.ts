export { SiteConfigSchema, type SiteConfig, type SiteConfigInput } from './site.ts';
export { parseSiteConfig, type ConfigResult } from './load-config.ts';
export { problemToString, type ConfigProblem } from './config-error.ts';
export type { Features } from './features.ts';
export type { FinanceSettings, FinanceProvider } from './finance.ts';
export type { SearchSettings } from './search.ts';
export type { PromoTile } from './experience.ts';
export type { Dealership } from './dealer.ts';
