import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SerializedReply } from '../http/replies.ts';

/**
 * Idempotency records: the first successful reply to a key, kept with a hash of the request.
 * The hash is over method, path and the JSON body with object keys sorted, so a retry that
 * re-serialises the same data in another key order is still "the same request".
 */

export interface StoredReply {
  websiteId: number;
  requestHash: string;
  reply: SerializedReply;
}

/** Bodies reach here already bounded in size and depth (read-json-body.ts), so the recursion is too. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** Keys are per website: the same key at another dealer is another request. */
export function findStoredReply(db: DatabaseSync, websiteId: number, key: string): StoredReply | undefined {
  const row = db
    .prepare('SELECT website_id, request_hash, status, content_type, reply_body FROM idempotency_keys WHERE website_id = ? AND key = ?')
    .get(websiteId, key);
  if (!row) return undefined;
  return {
    websiteId: Number(row.website_id),
    requestHash: String(row.request_hash),
    reply: {
      status: Number(row.status),
      contentType: String(row.content_type),
      body: Buffer.from(row.reply_body as Uint8Array),
      headers: {},
    },
  };
}

export interface ReplyRecord {
  key: string;
  websiteId: number;
  method: string;
  path: string;
  requestHash: string;
  reply: SerializedReply;
  now: Date;
}

/** Call inside the transaction that wrote what the reply describes. */
export function storeReply(db: DatabaseSync, record: ReplyRecord): void {
  db.prepare(
    `INSERT INTO idempotency_keys (key, website_id, method, path, request_hash, status, content_type, reply_body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.key,
    record.websiteId,
    record.method,
    record.path,
    record.requestHash,
    record.reply.status,
    record.reply.contentType,
    record.reply.body,
    record.now.toISOString(),
  );
}
