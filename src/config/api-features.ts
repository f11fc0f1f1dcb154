import type { SiteConfig } from './site.ts';

/**
 * The features that only work through the platform API: a reservation's deposit (reserve), the
 * watchlist and /my-garage (watchlist), buying online (onlinePurchase). A dealer without one
 * (`integrations.platformApi.baseUrl: null`) has none of their pages, so the features are off and
 * nothing offers them: no Reserve button, Save or My Garage link, in the HTML or in an island.
 * One rule at the config, so no button decides it on its own.
 */
const API_FEATURES = ['reserve', 'watchlist', 'onlinePurchase'] as const;

export function withoutUnbackedFeatures(config: SiteConfig): SiteConfig {
  if (config.integrations.platformApi.baseUrl !== null) return config;
  const features = { ...config.features };
  for (const feature of API_FEATURES) features[feature] = false;
  return { ...config, features };
}
