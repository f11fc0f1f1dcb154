import type { Store } from '../storage/store.ts';
import type { BackoffOptions } from '../../../../src/forms/outbox/backoff.ts';
import { failureReason, nextAttemptAt } from '../db/outbox-lease.ts';
import type { TenantStore } from '../tenants/tenant-store.ts';
import { operatorSecrets } from '../../../../src/operator/secret-sources.ts';
import type { DealerSecrets } from '../../../../src/operator/dealer-secrets.ts';
import { deliverOne } from './deliver-one.ts';
import { claimDue, markDelivered, markFailed } from './outbox-store.ts';
import { expireLapsedHolds } from '../reservations/lapsed-holds.ts';
import { sendDueAlerts } from '../alerts/send-alerts.ts';
import { createSenders, type Senders } from './senders.ts';
import type { OutboundPolicy } from '../outbound/outbound-guard.ts';
import { createLogger, messageLog } from '../operations/logger.ts';

/**
 * Drains the lead_deliveries outbox: claims due rows under a lease, delivers them, then records the
 * outcome. Failures retry with exponential backoff (equal jitter) until `maxAttempts`, then the row is
 * dead-lettered for the dealer to see. Several workers (or API processes) may share one database:
 * the claim is a single write transaction, so a row is worked on by one of them at a time.
 */

export interface DeliveryWorkerOptions {
  store: Store;
  tenants: TenantStore;
  /** The operator's dealer secrets (default: derived names in this process's environment). */
  secrets?: DealerSecrets;
  senders?: Senders;
  now?: () => Date;
  log?: (message: string) => void;
  /** How often to look for due rows when idle. */
  pollMs?: number;
  /** A claimed row is someone else's to retry after this long (longer than any send may take). */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoff?: BackoffOptions;
  random?: () => number;
  /** Webhooks and SMTP may reach loopback/private addresses (tests, a CRM on your own network); off by default. */
  allowPrivateNetworks?: boolean;
  /** The rest of the operator's outbound policy: SMTP hosts allowed to log in without TLS, the mail relay. */
  outbound?: Partial<OutboundPolicy>;
  /** How often to expire lapsed reservation holds (which queues their notices); 0 = every pass. */
  holdSweepMs?: number;
  /** Each failed attempt, for the failure metric (deadLettered: it was the last). */
  onFailure?: (channel: string, deadLettered: boolean) => void;
}

export const DEFAULT_DELIVERY = {
  pollMs: 500,
  leaseMs: 60_000,
  batchSize: 20,
  maxAttempts: 12,
  backoff: { baseMs: 30_000, maxMs: 3_600_000 },
  holdSweepMs: 10_000,
};

export interface DeliveryWorker {
  /** One pass over what is due now; resolves with the number of rows it attempted. */
  runOnce(): Promise<number>;
  /** Passes until one finds nothing due (or `maxPasses`); resolves with the rows attempted in all. */
  drain(maxPasses?: number): Promise<number>;
  /** Stops polling and waits for the pass under way (SIGTERM: nothing is left half-claimed by this process). */
  stop(): Promise<void>;
}

export function startDeliveryWorker(options: DeliveryWorkerOptions, { autoStart = true } = {}): DeliveryWorker {
  const settings = { ...DEFAULT_DELIVERY, ...options };
  const now = options.now ?? (() => new Date());
  const log = options.log ?? messageLog(createLogger());
  const senders =
    options.senders ??
    createSenders({ ...options.outbound, ...(options.allowPrivateNetworks === undefined ? {} : { allowPrivateNetworks: options.allowPrivateNetworks }) });
  const random = options.random ?? Math.random;
  const deps = { store: options.store, tenants: options.tenants, secrets: options.secrets ?? operatorSecrets(), senders, now };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Unpaid holds run out on their own: this pass notices them, so nobody has to visit the site. */
  async function sweepHolds(): Promise<void> {
    const at = now();
    if (at.getTime() - lastSweep < settings.holdSweepMs) return;
    lastSweep = at.getTime();
    const expired = await expireLapsedHolds(options.store, options.tenants, at);
    if (expired > 0) log(`reservations: ${expired} unpaid hold(s) lapsed; dealer and shopper notices queued`);
  }

  async function runOnce(): Promise<number> {
    await sweepHolds();
    const rows = await claimDue(options.store, now(), settings.leaseMs, settings.batchSize);
    await Promise.all(
      rows.map(async (row) => {
        try {
          await deliverOne(deps, row);
          await markDelivered(options.store, row.id, now());
        } catch (error) {
          const reason = failureReason(error);
          const retryAt = nextAttemptAt(row.attempts, settings, random, now());
          await markFailed(options.store, row.id, reason, retryAt);
          options.onFailure?.(row.channel, retryAt === null);
          // The row id, not its target: a confirmation's target is the shopper's email address.
          log(
            `lead delivery ${row.channel} (delivery row ${row.id}, lead row ${row.lead_id}) attempt ${row.attempts} failed: ${reason}${retryAt ? '' : ' — dead-lettered'}`,
          );
        }
      }),
    );
    // Stock-change alerts to shoppers share the pass, the senders and the retry rules.
    const alerts = await sendDueAlerts(deps, { ...settings, random }, log);
    return Math.max(rows.length, alerts);
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().catch((error: unknown) => {
        log(`lead delivery worker: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      });
      void running.then((count) => schedule(count === settings.batchSize ? 0 : settings.pollMs));
    }, delayMs);
  }
  if (autoStart) schedule(0);

  return {
    runOnce,
    async drain(maxPasses = 1_000) {
      let total = 0;
      for (let pass = 0; pass < maxPasses; pass += 1) {
        const count = await runOnce();
        total += count;
        if (count === 0) break;
      }
      return total;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      senders.close();
    },
  };
}
