import type { BackoffOptions } from '../../../../src/forms/outbox/backoff.ts';
import { failureReason, nextAttemptAt } from '../db/outbox-lease.ts';
import { smtpPassword, type DeliverDeps } from '../delivery/deliver-one.ts';
import { AlertContentSchema } from './alert-content.ts';
import { alertEmail } from './alert-email.ts';
import { claimDueAlerts, markAlert, markAlertFailed, stillSubscribed, type AlertRow } from './alert-outbox.ts';

/**
 * One pass of the alert outbox, run by the delivery worker beside lead deliveries: through the
 * dealer's own SMTP settings (leadDelivery.smtp) with the same nodemailer senders. A crash between
 * SMTP's acceptance and the commit of `delivered` is the only way a shopper could get one twice (the
 * same Message-ID); everything else — restarts, resent batches, two workers — sends each once.
 */

export interface AlertPassSettings {
  leaseMs: number;
  batchSize: number;
  maxAttempts: number;
  backoff: BackoffOptions;
  random: () => number;
}

async function sendOne(deps: DeliverDeps, row: AlertRow): Promise<'delivered' | 'cancelled'> {
  if (!(await stillSubscribed(deps.store, row.user_id))) return 'cancelled';
  const tenant = deps.tenants.byWebsiteId(row.website_id);
  if (!tenant) throw new Error(`no dealer with website id ${row.website_id}`);
  const smtp = tenant.site.leadDelivery.smtp;
  if (!smtp) throw new Error('the dealer config has no leadDelivery.smtp');
  const password = smtpPassword(deps.secrets, tenant.site.id, smtp);
  const content = AlertContentSchema.parse(JSON.parse(row.content_json));
  const message = alertEmail(content, row.email, { websiteId: row.website_id, batchId: row.batch_id, userId: row.user_id });
  await deps.senders.sendMail(smtp, password, tenant.site.name, message);
  return 'delivered';
}

export async function sendDueAlerts(deps: DeliverDeps, settings: AlertPassSettings, log: (message: string) => void): Promise<number> {
  const rows = await claimDueAlerts(deps.store, deps.now(), settings.leaseMs, settings.batchSize);
  await Promise.all(
    rows.map(async (row) => {
      try {
        const status = await sendOne(deps, row);
        await markAlert(deps.store, row.id, { status, at: deps.now() });
      } catch (error) {
        const reason = failureReason(error);
        const retryAt = nextAttemptAt(row.attempts, settings, settings.random, deps.now());
        await markAlertFailed(deps.store, row.id, reason, retryAt);
        log(`alert email row ${row.id} (batch ${row.batch_id}) attempt ${row.attempts} failed: ${reason}${retryAt ? '' : ' — dead-lettered'}`);
      }
    }),
  );
  return rows.length;
}
