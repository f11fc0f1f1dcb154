import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { TenantBundle } from '../../src/tenant/bundle.ts';
import { updateSearchIndex } from './search-update.ts';

/** The admin key of the build machine goes only to the operator's Meilisearch, never to the host a dealer folder names. */
describe('the search update after a publish', () => {
  it('refuses to send the admin key anywhere without the operator’s MEILISEARCH_HOST, whatever host the folder names', async () => {
    const seen: string[] = [];
    const dealerHost = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[]}');
    });
    await new Promise<void>((ready) => dealerHost.listen(0, '127.0.0.1', ready));
    const host = `http://127.0.0.1:${(dealerHost.address() as AddressInfo).port}`;
    const bundle = {
      config: { id: 1101, slug: 'harbour-city-nissan', search: { engine: { type: 'meilisearch', host, searchKey: 'public' } } },
      vehicles: [],
    } as unknown as TenantBundle;
    try {
      await expect(
        updateSearchIndex({ bundle, previous: undefined, siteDir: '/nonexistent', log: () => {}, env: { MEILISEARCH_ADMIN_KEY: 'operator-admin-key' } }),
      ).rejects.toThrow(/set MEILISEARCH_HOST and MEILISEARCH_ADMIN_KEY .* to update forecourt-1101-vehicles/);
      expect(seen).toEqual([]);
    } finally {
      await new Promise((closed) => dealerHost.close(closed));
    }
  });
});
