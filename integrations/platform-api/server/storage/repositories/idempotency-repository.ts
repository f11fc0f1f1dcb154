import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SerializedReply } from '../../http/replies.ts';
import type { Database } from '../schema.ts';

/**
 * Idempotency keys, per website. The first request with a key claims it (a 'pending' row committed
 * before its handler runs, with a lease), so a retry arriving meanwhile — at this process or another
 * one on the same database — sees the claim and is told to wait; the handler's transaction turns the
 * row 'done' with the reply, byte for byte; a request that fails gives its claim back. A claim whose
 * process died is taken over once its lease has run out.
 */

export type KeyRecord =
  { state: 'done'; websiteId: number; requestHash: string; reply: SerializedReply } | { state: 'pending'; requestHash: string; claimedUntil: string };

export interface Claim {
  websiteId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  now: Date;
  leaseMs: number;
}

export function idempotencyRepository(db: Kysely<Database>) {
  return {
    async find(websiteId: number, key: string): Promise<KeyRecord | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['website_id', 'request_hash', 'state', 'claimed_until', 'status', 'content_type', 'reply_body'])
        .where('website_id', '=', websiteId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.state === 'pending') return { state: 'pending', requestHash: row.request_hash, claimedUntil: row.claimed_until ?? '' };
      return {
        state: 'done',
        websiteId: row.website_id,
        requestHash: row.request_hash,
        reply: { status: row.status, contentType: row.content_type, body: Buffer.from(row.reply_body), headers: {} },
      };
    },

    /** Claims the key for this request; resolves with the claim's token, or null when someone else holds it (or finished it). */
    async claim(claim: Claim): Promise<string | null> {
      const token = randomBytes(12).toString('hex');
      const at = claim.now.toISOString();
      const until = new Date(claim.now.getTime() + claim.leaseMs).toISOString();
      const row = await db
        .insertInto('idempotency_keys')
        .values({
          website_id: claim.websiteId,
          key: claim.key,
          method: claim.method,
          path: claim.path,
          request_hash: claim.requestHash,
          state: 'pending',
          claimed_until: until,
          claim_token: token,
          status: 0,
          content_type: '',
          reply_body: new Uint8Array(),
          created_at: at,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['website_id', 'key'])
            .doUpdateSet({ claim_token: token, claimed_until: until, request_hash: claim.requestHash, method: claim.method, path: claim.path })
            .where('idempotency_keys.state', '=', 'pending')
            .where('idempotency_keys.claimed_until', '<=', at),
        )
        .returning('claim_token')
        .executeTakeFirst();
      return row?.claim_token === token ? token : null;
    },

    /** Stores the reply under the claim, in the transaction that wrote what it describes; false when the claim was lost. */
    async complete(websiteId: number, key: string, token: string, reply: SerializedReply, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set({
          state: 'done',
          claimed_until: null,
          claim_token: null,
          status: reply.status,
          content_type: reply.contentType,
          reply_body: reply.body,
          created_at: now.toISOString(),
        })
        .where('website_id', '=', websiteId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .where('claim_token', '=', token)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The request failed (or was refused): the key is free for its retry. */
    async release(websiteId: number, key: string, token: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('website_id', '=', websiteId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .where('claim_token', '=', token)
        .execute();
    },
  };
}
