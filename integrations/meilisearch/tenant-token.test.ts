import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDealerTenantToken, dealershipFilter } from './tenant-token.ts';

const OPTIONS = {
  apiKey: 'a-search-key-used-only-to-sign',
  apiKeyUid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
  indexUid: 'harbour-city-nissan-stock',
  dealershipIds: [11, 12],
  expiresAt: new Date(Date.now() + 86_400_000),
};

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('dealer tenant token', () => {
  it("restricts searches on the dealer's index to its dealership ids, with an expiry", async () => {
    const token = await createDealerTenantToken(OPTIONS);
    const [header, payload] = token.split('.');
    expect(decode(header!)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decode(payload!)).toEqual({
      searchRules: { 'harbour-city-nissan-stock': { filter: 'dealership_id IN [11, 12]' } },
      apiKeyUid: OPTIONS.apiKeyUid,
      exp: Math.floor(OPTIONS.expiresAt.getTime() / 1000),
    });
  });

  it('is signed with the key (HMAC-SHA256), which is not in the token', async () => {
    const token = await createDealerTenantToken(OPTIONS);
    const [header, payload, signature] = token.split('.');
    expect(createHmac('sha256', OPTIONS.apiKey).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
    expect(token).not.toContain(OPTIONS.apiKey);
    expect(Buffer.from(payload!, 'base64url').toString()).not.toContain(OPTIONS.apiKey);
  });

  it('refuses tokens that would not be scoped or would never expire', async () => {
    await expect(createDealerTenantToken({ ...OPTIONS, dealershipIds: [] })).rejects.toThrow(/at least one/);
    await expect(createDealerTenantToken({ ...OPTIONS, dealershipIds: [1.5] })).rejects.toThrow(/integers/);
    await expect(createDealerTenantToken({ ...OPTIONS, expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(/future/);
  });

  it('writes the filter in Meilisearch syntax', () => {
    expect(dealershipFilter([7])).toBe('dealership_id IN [7]');
  });
});
