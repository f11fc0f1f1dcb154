import { DEFAULT_BACKOFF, retryDelayMs, type BackoffOptions } from './backoff.ts';
import type { FirstAttempt, OutboxCall, OutboxEntry, OutboxStatus, OutboxStorage, OutboxTransport, SendResult } from './outbox-types.ts';

/**
 * The lead outbox: a submission is written to storage under its Idempotency-Key BEFORE the first
 * request, and removed only when the API acknowledges it (2xx). Network failures, timeouts, 5xx and
 * 429 are retried with backoff, by this outbox or by any later one over the same storage (a reload,
 * the next visit, another tab). The API keeps the first reply per key, so however many times an
 * entry is sent it is stored once: never lost, never duplicated.
 *
 * Pure of browser APIs: storage, transport, clock, randomness and timers come in, so the same code
 * runs in islands, unit tests and the Node bench.
 */

export interface OutboxOptions {
  storage: OutboxStorage;
  transport: OutboxTransport;
  newKey: () => string;
  now?: () => number;
  random?: () => number;
  backoff?: BackoffOptions;
  /** How long an attempt may hold an entry; longer than the client's request timeout. */
  leaseMs?: number;
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Rejected entries older than this are dropped when an outbox starts. */
  keepRejectedMs?: number;
  /** Acknowledged entries keep their reply this long (for pages waiting on them), then go. */
  keepSentMs?: number;
}

export interface Outbox {
  /** Stores the request, then makes the first attempt. Later attempts run in the background. */
  submit(call: OutboxCall, body: Record<string, unknown>, label: string): Promise<{ key: string; first: FirstAttempt }>;
  /** Resolves with the reply once the entry is acknowledged (now or by a later retry of this outbox). */
  whenSent(key: string): Promise<unknown>;
  /** Sends every due entry that nobody else is sending. Safe to call at any time. */
  flush(): Promise<void>;
  /** Forget an entry (a rejected one the visitor has seen). */
  discard(key: string): void;
  /**
   * The page is going away: let go of the entries this outbox is sending, so the next page can
   * retry them at once instead of waiting out the lease (a duplicate send is harmless: same key).
   */
  releaseLeases(): void;
  entries(): OutboxEntry[];
  status(): OutboxStatus;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

const DEFAULT_LEASE_MS = 20_000;
const WEEK_MS = 7 * 24 * 3600_000;
const TEN_MINUTES_MS = 10 * 60_000;

export function createOutbox(options: OutboxOptions): Outbox {
  const { storage, transport } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const setTimer =
    options.setTimer ??
    ((run: () => void, ms: number) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    });

  const inFlight = new Set<string>();
  const waiters = new Map<string, Array<(reply: unknown) => void>>();
  const listeners = new Set<() => void>();
  let cancelTimer: (() => void) | null = null;
  let disposed = false;

  const notify = () => listeners.forEach((listener) => listener());

  function prune(): void {
    for (const entry of storage.list()) {
      const age = now() - entry.createdAt;
      if (entry.state === 'rejected' && age > (options.keepRejectedMs ?? WEEK_MS)) storage.remove(entry.key);
      if (entry.state === 'sent' && now() - entry.nextAttemptAt > (options.keepSentMs ?? TEN_MINUTES_MS)) storage.remove(entry.key);
    }
  }
  prune();

  /** Resolve pages waiting on entries that any outbox (maybe another tab's) got acknowledged. */
  function settleWaiters(): void {
    for (const [key, resolvers] of waiters) {
      const entry = storage.get(key);
      if (entry?.state !== 'sent') continue;
      waiters.delete(key);
      resolvers.forEach((resolve) => resolve(entry.reply));
    }
  }

  /** One attempt at one entry: lease it, send it, then remove it or schedule its retry. */
  async function attempt(entry: OutboxEntry): Promise<SendResult> {
    inFlight.add(entry.key);
    storage.put({ ...entry, leaseUntil: now() + leaseMs });
    notify();
    let result: SendResult;
    try {
      result = await transport(entry);
    } catch (error) {
      // A transport that throws is a transport that could not deliver: try again later.
      result = { ok: false, retryable: true, message: error instanceof Error ? error.message : String(error) };
    }
    inFlight.delete(entry.key);
    // A disposed outbox is a page that is gone: nothing it learns after that reaches storage.
    if (disposed) return result;
    const current = storage.get(entry.key);
    if (result.ok) {
      storage.put({ ...entry, state: 'sent', reply: result.reply, leaseUntil: 0, nextAttemptAt: now(), attempts: entry.attempts + 1 });
      settleWaiters();
    } else if (current && current.state === 'pending') {
      const attempts = current.attempts + 1;
      storage.put({
        ...current,
        attempts,
        leaseUntil: 0,
        lastError: result.message,
        state: result.retryable ? 'pending' : 'rejected',
        // A 429 keeps the submission (retryable) and waits as long as the server asked, never less.
        nextAttemptAt: now() + Math.max(retryDelayMs(attempts, random, backoff), result.retryAfterMs ?? 0),
      });
    }
    notify();
    schedule();
    return result;
  }

  function due(entry: OutboxEntry, at: number): boolean {
    return entry.state === 'pending' && !inFlight.has(entry.key) && entry.leaseUntil <= at && entry.nextAttemptAt <= at;
  }

  /** One timer, for the earliest moment an entry becomes due (its retry time or its lease's end). */
  function schedule(): void {
    cancelTimer?.();
    cancelTimer = null;
    if (disposed) return;
    const pending = storage.list().filter((entry) => entry.state === 'pending' && !inFlight.has(entry.key));
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((entry) => Math.max(entry.nextAttemptAt, entry.leaseUntil)));
    cancelTimer = setTimer(() => void flush(), Math.max(0, next - now()) + 10);
  }

  async function flush(): Promise<void> {
    if (disposed) return;
    prune();
    settleWaiters();
    const at = now();
    const ready = storage.list().filter((entry) => due(entry, at));
    await Promise.all(ready.map((entry) => attempt(entry)));
    schedule();
  }

  return {
    async submit(call, body, label) {
      const at = now();
      const entry: OutboxEntry = {
        key: options.newKey(),
        call,
        body,
        label,
        createdAt: at,
        attempts: 0,
        nextAttemptAt: at,
        leaseUntil: 0,
        state: 'pending',
      };
      // Written before anything goes on the wire: a crash from here on leaves it to the next outbox.
      storage.put(entry);
      const result = await attempt(entry);
      if (result.ok) return { key: entry.key, first: { kind: 'sent', reply: result.reply } };
      if (result.retryable) return { key: entry.key, first: { kind: 'queued', message: result.message } };
      return {
        key: entry.key,
        first: { kind: 'rejected', message: result.message, status: result.status ?? null, fields: result.fields ?? {} },
      };
    },
    whenSent(key) {
      return new Promise((resolve) => {
        const list = waiters.get(key) ?? [];
        list.push(resolve);
        waiters.set(key, list);
        settleWaiters();
      });
    },
    flush,
    discard(key) {
      storage.remove(key);
      notify();
    },
    releaseLeases() {
      for (const key of inFlight) {
        const entry = storage.get(key);
        if (entry?.state === 'pending') storage.put({ ...entry, leaseUntil: 0 });
      }
    },
    entries: () => storage.list(),
    status() {
      if (inFlight.size > 0) return 'sending';
      return storage.list().some((entry) => entry.state === 'pending') ? 'queued' : 'idle';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      cancelTimer?.();
      listeners.clear();
    },
  };
}
