/**
 * Types of the lead outbox (see outbox.ts). Kept apart so the always-small parts (storage, status)
 * can be imported without the sender.
 */

/** The platform client calls that create something and so go through the outbox. */
export type OutboxCall = 'submitLead' | 'lookupRego' | 'submitValuation' | 'acceptOffer' | 'saveValuation';

export interface OutboxEntry {
  /** The Idempotency-Key: the API stores the first reply under it, so a resend never creates a second row. */
  key: string;
  call: OutboxCall;
  /** The request body exactly as first given to the client (without website_id, which the client adds). */
  body: Record<string, unknown>;
  /** Shown in status lines: 'Enquiry about 2021 Toyota Corolla'. */
  label: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** While in the future, some outbox (this tab, another tab, a page that was reloaded) is sending it. */
  leaseUntil: number;
  /** 'sent' entries keep the reply a little while, so a page waiting in another tab still gets it. */
  state: 'pending' | 'rejected' | 'sent';
  lastError?: string;
  reply?: unknown;
}

/** One entry per storage key, so two tabs never overwrite each other's entries. */
export interface OutboxStorage {
  list(): OutboxEntry[];
  get(key: string): OutboxEntry | undefined;
  put(entry: OutboxEntry): void;
  remove(key: string): void;
}

export type SendResult =
  | { ok: true; reply: unknown }
  | {
      ok: false;
      /** Network failure, timeout, 5xx, 429, request still in progress: sending the same again can work. */
      retryable: boolean;
      message: string;
      status?: number | null;
      code?: string;
      fields?: Readonly<Record<string, string>>;
      /** A 429's Retry-After: the next attempt waits at least this long (the server said when it will listen). */
      retryAfterMs?: number | null;
    };

export type OutboxTransport = (entry: OutboxEntry) => Promise<SendResult>;

/** What a form learns from its first attempt. */
export type FirstAttempt =
  | { kind: 'sent'; reply: unknown }
  | { kind: 'queued'; message: string }
  | { kind: 'rejected'; message: string; status?: number | null; fields?: Readonly<Record<string, string>> };

export type OutboxStatus = 'idle' | 'sending' | 'queued';
