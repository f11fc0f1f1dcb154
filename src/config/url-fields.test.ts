import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './load-config.ts';
import { MINIMAL_SITE } from './test-fixtures.ts';
import { problemToString } from './config-error.ts';

/** Every URL setting shares src/security/safe-url.ts: a script URL is a config error naming file and field. */
const minimal = MINIMAL_SITE;

const problemsFor = (overrides: Record<string, unknown>) => {
  const result = parseSiteConfig('tenants/demo/site.json', { ...minimal, ...overrides });
  return result.ok ? [] : result.problems.map(problemToString);
};

describe('URL settings', () => {
  it.each([
    ['url', { url: 'javascript:alert(1)' }, 'url'],
    ['logo', { theme: { logo: { url: 'JaVaScRiPt:alert(1)' } } }, 'theme.logo.url'],
    ['dealership logo', { dealerships: [{ ...minimal.dealerships[0], logo: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } }] }, 'dealerships[0].logo.url'],
    ['dealership url', { dealerships: [{ ...minimal.dealerships[0], url: '//evil.example' }] }, 'dealerships[0].url'],
    ['place url', { address: { ...minimal.address, place_url: ' vbscript:msgbox(1)' } }, 'address.place_url'],
    ['footer link', { experience: { footerGroup: [{ label: 'x', href: '/\\evil.example' }] } }, 'experience.footerGroup[0].href'],
    ['promo tile', { experience: { promoTiles: [{ id: 'p', title: 'P', href: 'java\tscript:alert(1)' }] } }, 'experience.promoTiles[0].href'],
    ['platform API', { integrations: { platformApi: { baseUrl: 'javascript://api.example/%0aalert(1)' } } }, 'integrations.platformApi.baseUrl'],
    ['search host', { search: { engine: { type: 'meilisearch', host: 'data:text/html,x', searchKey: 'k' } } }, 'search.engine.host'],
  ])('refuses a script URL in %s, naming the file and field', (_name, overrides, field) => {
    const problems = problemsFor(overrides);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^tenants/demo/site\\.json: ${field.replace(/[.[\]]/g, '\\$&')}: (expected |a URL must not contain control)`));
  });

  it('keeps legitimate links, paths and mail links', () => {
    expect(
      problemsFor({
        theme: { logo: { url: '/logo.svg' } },
        experience: {
          footerGroup: [
            { label: 'Email us', href: 'mailto:sales@demo.example.com.au' },
            { label: 'Nissan', href: 'https://www.nissan.com.au/' },
          ],
        },
      }),
    ).toEqual([]);
  });
});
