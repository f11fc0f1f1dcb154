/**
 * The one error the client throws. `retryable` tells an outbox whether sending the same request
 * again (with the same Idempotency-Key) can help: yes for network failures, timeouts, 5xx, 429 and
 * "still in progress"; no for anything the server understood and refused.
 */

export type PlatformErrorKind = 'network' | 'timeout' | 'http' | 'invalid_reply' | 'invalid_request';

/** spec 01/02 §8: the text a form shows when the server gave none. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured';

export class PlatformApiError extends Error {
  readonly kind: PlatformErrorKind;
  /** HTTP status, when there was a reply. */
  readonly status: number | null;
  /** The server's error code (e.g. 'validation_failed'), or the kind. */
  readonly code: string;
  readonly retryable: boolean;
  /** Field path → message, for validation failures. */
  readonly fields: Readonly<Record<string, string>>;
  /** From a 429's Retry-After: wait at least this long before sending again. */
  readonly retryAfterMs: number | null;

  constructor(init: {
    kind: PlatformErrorKind;
    message: string;
    status?: number | null;
    code?: string;
    fields?: Record<string, string>;
    retryAfterMs?: number | null;
    cause?: unknown;
  }) {
    super(init.message || UNEXPECTED_ERROR_MESSAGE, { cause: init.cause });
    this.name = 'PlatformApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? init.kind;
    this.fields = init.fields ?? {};
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.retryable = isRetryable(this.kind, this.status, this.code);
  }
}

function isRetryable(kind: PlatformErrorKind, status: number | null, code: string): boolean {
  if (kind === 'network' || kind === 'timeout') return true;
  if (kind !== 'http' || status === null) return false;
  return status >= 500 || status === 429 || code === 'request_in_progress';
}

export function isPlatformApiError(error: unknown): error is PlatformApiError {
  return error instanceof PlatformApiError;
}
