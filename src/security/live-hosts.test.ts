import { describe, expect, it } from 'vitest';
import { privateLiveHosts } from './live-hosts.ts';

const config = (baseUrl: string | null, search?: string) =>
  ({
    integrations: { platformApi: { baseUrl } },
    search: { engine: search ? { type: 'meilisearch', host: search, searchKey: 'k' } : { type: 'embedded' } },
  }) as Parameters<typeof privateLiveHosts>[0];

describe('browser-facing hosts of a live build', () => {
  it.each([
    'http://127.0.0.1:8787',
    'http://localhost:8787',
    'https://api.localhost',
    'http://[::1]:8787',
    'http://10.0.0.5',
    'http://192.168.1.20:7700',
    'http://169.254.169.254',
    'http://0.0.0.0:8787',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://api/',
    'https://api.internal',
    'https://search.local',
  ])('refuses %s as the platform API and the search host, naming the field', (url) => {
    const problems = privateLiveHosts(config(url, url), 'tenants/x/site.json');
    expect(problems.map((p) => p.path)).toEqual(['integrations.platformApi.baseUrl', 'search.engine.host']);
    expect(problems[0]!.file).toBe('tenants/x/site.json');
    expect(problems[0]!.message).toMatch(/^refused in a live build: .* loopback or private address .* --allow-private-hosts/);
  });

  it.each([[null], ['/'], ['https://api.harbourcitynissan.com.au'], ['https://8.8.8.8']])('accepts %s', (url) => {
    expect(privateLiveHosts(config(url, 'https://ms.example.com'), 'site.json')).toEqual([]);
  });
});
