import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../config/site.ts';
import { MINIMAL_SITE } from '../config/test-fixtures.ts';
import { contentSecurityPolicy, type CspInputs } from './csp.ts';
import { analyticsConfigured, chatWidgetToken, thirdPartySources } from './third-party-hosts.ts';

const base: CspInputs = { platformApiUrl: null, searchHost: null, scriptHashes: [], imageOrigins: [], mediaOrigins: [] };

function policyFor(overrides: Record<string, unknown>): string {
  const config = SiteConfigSchema.parse({ ...MINIMAL_SITE, ...overrides });
  return contentSecurityPolicy({ ...base, thirdParty: thirdPartySources(config) });
}

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('third-party hosts in the CSP', () => {
  it('names no outside service when the dealer configured none', () => {
    const policy = policyFor({});
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toMatch(/podium|google|cloudflare/);
  });

  it('allows Podium only with chat switched on and a token', () => {
    expect(policyFor({ integrations: { chat: { podiumToken: 'org-token-1' } } })).not.toContain('podium');
    const policy = policyFor({ features: { chat: true }, integrations: { chat: { podiumToken: 'org-token-1' } } });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://connect.podium.com");
    expect(directive(policy, 'frame-src')).toContain('https://connect.podium.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.podium.com");
    expect(policy).not.toMatch(/google|cloudflare/);
  });

  it('adds exactly the Tag Manager or GA4 hosts that are configured', () => {
    const gtm = policyFor({ integrations: { analytics: { gtmContainerId: 'GTM-ABC1234' } } });
    expect(directive(gtm, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(gtm).not.toContain('google-analytics');
    const ga4 = policyFor({ integrations: { analytics: { ga4MeasurementId: 'G-ABC1234' } } });
    expect(directive(ga4, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(ga4).not.toMatch(/podium|cloudflare/);
  });

  it('allows the Turnstile script and frame when a site key is set', () => {
    const policy = policyFor({ integrations: { turnstile: { siteKey: '1x00000000000000000000AA' } } });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    expect(directive(policy, 'frame-src')).toMatch(/https:\/\/challenges\.cloudflare\.com$/);
  });

  it('says which services are on', () => {
    const off = SiteConfigSchema.parse(MINIMAL_SITE);
    expect(chatWidgetToken(off)).toBeNull();
    expect(analyticsConfigured(off)).toBe(false);
    const on = SiteConfigSchema.parse({
      ...MINIMAL_SITE,
      features: { chat: true },
      integrations: { chat: { podiumToken: 'abcd1234' }, analytics: { ga4MeasurementId: 'G-ZZZZ99' } },
    });
    expect(chatWidgetToken(on)).toBe('abcd1234');
    expect(analyticsConfigured(on)).toBe(true);
  });

  it('refuses ids that could break out of a script URL or attribute', () => {
    const bad = (integrations: Record<string, unknown>) => SiteConfigSchema.safeParse({ ...MINIMAL_SITE, integrations }).success;
    expect(bad({ analytics: { gtmContainerId: 'GTM-1"><script>' } })).toBe(false);
    expect(bad({ chat: { podiumToken: 'a#b"c' } })).toBe(false);
    expect(bad({ turnstile: { siteKey: 'key with space' } })).toBe(false);
    expect(bad({ valuationProvider: { kind: 'http' } })).toBe(false);
  });
});
