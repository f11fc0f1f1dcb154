import type { ServerResponse } from 'node:http';
import type { ApiError } from '../../contract/index.ts';

/** A reply ready for the wire: what is sent, and what an idempotency record stores byte for byte. */
export interface SerializedReply {
  status: number;
  contentType: string;
  body: Buffer;
  headers: Record<string, string>;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Thrown by handlers and the pipeline for any reply that is not a success. `message` is written for
 * the shopper (forms show it as the form error), `code` for programs.
 */
export class HttpFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }

  toReply(): SerializedReply {
    const body: ApiError = { error: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
    return jsonReply(this.status, body, this.headers);
  }
}

export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): SerializedReply {
  return { status, contentType: JSON_CONTENT_TYPE, body: Buffer.from(JSON.stringify(body)), headers };
}

export function send(res: ServerResponse, reply: SerializedReply, extraHeaders: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(reply.status, {
    'Content-Type': reply.contentType,
    'Content-Length': String(reply.body.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
    ...reply.headers,
  });
  res.end(reply.body);
}
