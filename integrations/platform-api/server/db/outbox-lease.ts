import { retryDelayMs, type BackoffOptions } from '../../../../src/forms/outbox/backoff.ts';

/**
 * The retry rules of the API's outboxes (lead_deliveries and alert_emails); the lease and the claim
 * are storage/repositories/outbox-repository.ts.
 */

export interface RetryRules {
  maxAttempts: number;
  backoff: BackoffOptions;
}

/** When to try a row again after its `attempts`-th failure (exponential backoff), or null: no attempts left. */
export function nextAttemptAt(attempts: number, rules: RetryRules, random: () => number, now: Date): Date | null {
  return attempts >= rules.maxAttempts ? null : new Date(now.getTime() + retryDelayMs(attempts, random, rules.backoff));
}

/** What a failure is called in the row's last_error and the log. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
