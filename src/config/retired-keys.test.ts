import { describe, expect, it } from 'vitest';
import { problemToString } from './config-error.ts';
import { parseSiteConfig } from './load-config.ts';
import { MINIMAL_SITE } from './test-fixtures.ts';

/**
 * The five keys that once named an environment variable fail the dealer's config at build, each
 * naming the field and the operator's way instead (the API side: server/delivery/routing.test.ts and
 * server/tenants/cross-dealer-secrets.integration.test.ts).
 */

const SMTP = { host: 'smtp.dealer.example', from: 'leads@dealer.example', user: 'leads' };
const CASES: Array<[string, Record<string, unknown>, string]> = [
  ['leadDelivery.smtp.passwordEnv', { leadDelivery: { smtp: { ...SMTP, passwordEnv: 'OTHER_DEALER_PASSWORD' } } }, 'FORECOURT_<website id>_SMTP_PASSWORD'],
  [
    'leadDelivery.webhooks.crm.secretEnv',
    { leadDelivery: { webhooks: { crm: { url: 'https://crm.example.com/hook', secretEnv: 'OTHER_DEALER_SECRET' } } } },
    'FORECOURT_<website id>_WEBHOOK_<NAME>_SECRET',
  ],
  ['leadDelivery.inboxApiKeyEnv', { leadDelivery: { inboxApiKeyEnv: 'OTHER_INBOX_KEY' } }, 'FORECOURT_<website id>_INBOX_KEY'],
  [
    'integrations.valuationProvider.apiKeyEnv',
    { integrations: { valuationProvider: { kind: 'http', url: 'https://valuations.example.com', apiKeyEnv: 'PAYMENT_SECRET' } } },
    'FORECOURT_<website id>_VALUATION_API_KEY',
  ],
  [
    'integrations.turnstile.secretEnv',
    { integrations: { turnstile: { siteKey: '1x00000000000000000000AA', secretEnv: 'OTHER_TURNSTILE' } } },
    'FORECOURT_<website id>_TURNSTILE_SECRET',
  ],
];

describe('retired secret-naming keys', () => {
  it.each(CASES)('%s fails the config, naming the field and the new way', (field, override, derivedName) => {
    const result = parseSiteConfig('tenants/attacker/site.json', { ...MINIMAL_SITE, ...override });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.problems.map(problemToString);
    const message = messages.find((line) => line.includes(`: ${field}:`)) ?? messages.join('\n');
    expect(message).toContain(`tenants/attacker/site.json: ${field}:`);
    expect(message).toContain(derivedName);
    expect(message).toContain('<secrets dir>/<website id>/');
  });
});
