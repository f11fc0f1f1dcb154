import { createHash, timingSafeEqual } from 'node:crypto';
import type { DealerSecrets } from '../../../../../src/operator/dealer-secrets.ts';
import type { Tenant, TenantStore } from '../../tenants/tenant-store.ts';

/**
 * Which dealer an inbox API key belongs to. The operator provides each dealer's key under a name
 * derived from its website id (FORECOURT_<id>_INBOX_KEY), for dealers whose config says
 * `leadDelivery.inbox: true`; a key never appears in a dealer folder or a site.
 * Digests are compared in constant time; keys shorter than 16 characters are never accepted.
 */

export const MIN_INBOX_KEY_LENGTH = 16;

const digest = (value: string) => createHash('sha256').update(value).digest();

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function dealerForInboxKey(tenants: TenantStore, secrets: DealerSecrets, key: string | null): Tenant | undefined {
  if (!key || key.length < MIN_INBOX_KEY_LENGTH) return undefined;
  const given = digest(key);
  let found: Tenant | undefined;
  for (const tenant of tenants.all()) {
    const expected = tenant.site.leadDelivery.inbox ? secrets.resolve({ websiteId: tenant.site.id, kind: 'inbox-key' }) : undefined;
    if (!expected || expected.length < MIN_INBOX_KEY_LENGTH) continue;
    // No early exit: the time taken does not tell which dealer (if any) a key is close to.
    if (timingSafeEqual(digest(expected), given)) found ??= tenant;
  }
  return found;
}
