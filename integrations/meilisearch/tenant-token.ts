import { generateTenantToken } from 'meilisearch/token';

/**
 * A tenant token that can only search the dealer's own stock: Meilisearch adds the token's filter
 * (`dealership_id IN [...]`) to every search made with it. Signed with a search API key on the build
 * machine only — the signing key never leaves it, and only the token reaches the dealer's site.
 */

export interface DealerTokenOptions {
  /** The search API key used to sign (its actions must include `search`). */
  apiKey: string;
  /** That key's uid (a UUID), as Meilisearch reports it. */
  apiKeyUid: string;
  indexUid: string;
  dealershipIds: readonly number[];
  /** When the token stops working; a token without expiry is refused (rotate them with each build). */
  expiresAt: Date;
}

/** The filter a dealer's token enforces. */
export function dealershipFilter(dealershipIds: readonly number[]): string {
  return `dealership_id IN [${dealershipIds.join(', ')}]`;
}

export async function createDealerTenantToken(options: DealerTokenOptions): Promise<string> {
  const { apiKey, apiKeyUid, indexUid, dealershipIds, expiresAt } = options;
  if (dealershipIds.length === 0) throw new Error('A dealer tenant token needs at least one dealership id.');
  if (!dealershipIds.every(Number.isSafeInteger)) throw new Error(`Dealership ids must be integers, got ${dealershipIds.join(', ')}.`);
  if (!(expiresAt instanceof Date) || Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) {
    throw new Error('A dealer tenant token needs an expiry date in the future.');
  }
  return generateTenantToken({
    apiKey,
    apiKeyUid,
    searchRules: { [indexUid]: { filter: dealershipFilter(dealershipIds) } },
    expiresAt,
  });
}
