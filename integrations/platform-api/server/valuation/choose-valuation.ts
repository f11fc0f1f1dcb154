import type { ValuationProviderSettings } from '../../../../src/config/third-party.ts';
import { createDemoValuationProvider } from './demo-valuation.ts';
import { createHttpValuationProvider } from './http-valuation.ts';
import type { ValuationProvider } from './valuation-provider.ts';

/** The adapter a dealer's config names (integrations.valuationProvider); the key comes from the server's environment. */
export function valuationProviderFor(settings: ValuationProviderSettings, secrets: (name: string) => string | undefined): ValuationProvider {
  if (settings.kind === 'http' && settings.url) return createHttpValuationProvider({ url: settings.url, apiKey: secrets(settings.apiKeyEnv) });
  return createDemoValuationProvider();
}
