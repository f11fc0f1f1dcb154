import type { ValuationProviderSettings } from '../../../../src/config/third-party.ts';
import type { DealerSecrets } from '../../../../src/operator/dealer-secrets.ts';
import type { OutboundPolicy } from '../outbound/outbound-guard.ts';
import { createDemoValuationProvider } from './demo-valuation.ts';
import { createHttpValuationProvider } from './http-valuation.ts';
import type { ValuationProvider } from './valuation-provider.ts';

/** The adapter a dealer's config names (integrations.valuationProvider); the key is the operator's for this dealer. */
export function valuationProviderFor(
  websiteId: number,
  settings: ValuationProviderSettings,
  secrets: DealerSecrets,
  policy: Pick<OutboundPolicy, 'allowPrivateNetworks'> = { allowPrivateNetworks: false },
): ValuationProvider {
  if (settings.kind === 'http' && settings.url) {
    return createHttpValuationProvider({ url: settings.url, apiKey: secrets.resolve({ websiteId, kind: 'valuation-api-key' }), policy });
  }
  return createDemoValuationProvider();
}
