import type { Features } from '../config/features.ts';
import type { Integrations } from '../config/integrations.ts';

/**
 * The hosts each outside service a dealer switches on needs, per CSP directive: the one list the
 * policy (csp.ts) reads, so a dealer without a service names none of its hosts and a new service is
 * one entry here. Sources follow each vendor's CSP guide (docs/integrations.md).
 */

export type ThirdPartyDirective = 'script-src' | 'frame-src' | 'connect-src' | 'img-src';
export type ThirdPartySources = Partial<Record<ThirdPartyDirective, readonly string[]>>;

/** Podium web chat: the widget script and its frame from connect.podium.com, messages to api.podium.com. */
export const PODIUM_SOURCES: ThirdPartySources = {
  'script-src': ['https://connect.podium.com'],
  'frame-src': ['https://connect.podium.com'],
  'connect-src': ['https://api.podium.com'],
  'img-src': ['https://connect.podium.com'],
};

/** Google Tag Manager (gtm.js), Google's CSP guide for Tag Manager. */
export const GTM_SOURCES: ThirdPartySources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://www.google.com'],
};

/** Google Analytics 4 (gtag.js), Google's CSP guide for GA4. */
export const GA4_SOURCES: ThirdPartySources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** Cloudflare Turnstile, Cloudflare's CSP reference. */
export const TURNSTILE_SOURCES: ThirdPartySources = {
  'script-src': ['https://challenges.cloudflare.com'],
  'frame-src': ['https://challenges.cloudflare.com'],
};

export interface ThirdPartyConfig {
  features: Pick<Features, 'chat'>;
  integrations: Pick<Integrations, 'chat' | 'analytics' | 'turnstile'>;
}

/** The chat widget loads only when the dealer switched chat on and named its Podium organisation. */
export function chatWidgetToken(config: ThirdPartyConfig): string | null {
  return config.features.chat ? config.integrations.chat.podiumToken : null;
}

export function analyticsConfigured(config: ThirdPartyConfig): boolean {
  const { gtmContainerId, ga4MeasurementId } = config.integrations.analytics;
  return gtmContainerId !== null || ga4MeasurementId !== null;
}

/** Every service this dealer has switched on, merged per directive (duplicates removed, stable order). */
export function thirdPartySources(config: ThirdPartyConfig): ThirdPartySources {
  const enabled: ThirdPartySources[] = [];
  if (chatWidgetToken(config)) enabled.push(PODIUM_SOURCES);
  if (config.integrations.analytics.gtmContainerId) enabled.push(GTM_SOURCES);
  if (config.integrations.analytics.ga4MeasurementId) enabled.push(GA4_SOURCES);
  if (config.integrations.turnstile.siteKey) enabled.push(TURNSTILE_SOURCES);
  const merged: Record<string, string[]> = {};
  for (const sources of enabled) {
    for (const [directive, hosts] of Object.entries(sources)) merged[directive] = [...new Set([...(merged[directive] ?? []), ...hosts])];
  }
  return merged;
}
