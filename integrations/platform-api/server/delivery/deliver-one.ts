import type { Store } from '../storage/store.ts';
import { missingSecret, type DealerSecrets } from '../../../../src/operator/dealer-secrets.ts';
import type { TenantStore } from '../tenants/tenant-store.ts';
import { leadContextOf } from './lead-context.ts';
import { dealerLeadEmail, shopperConfirmationEmail } from './lead-emails.ts';
import { loadLead } from './lead-record.ts';
import type { DeliveryRow } from './outbox-store.ts';
import { dealerReservationNoticeEmail, shopperHoldLapsedEmail } from './reservation-notice-emails.ts';
import type { Senders } from './senders.ts';
import { tradeInFactsOf } from './trade-in-facts.ts';
import { webhookBody, webhookMessageId } from './webhook-body.ts';

export interface DeliverDeps {
  store: Store;
  tenants: TenantStore;
  /** The operator's secrets, looked up by the dealer's website id (never by a name from its folder). */
  secrets: DealerSecrets;
  senders: Senders;
  now: () => Date;
}

/** Performs one delivery; throws with a message for the inbox when it did not get through. */
export async function deliverOne(deps: DeliverDeps, row: DeliveryRow): Promise<void> {
  const tenant = deps.tenants.byWebsiteId(row.website_id);
  if (!tenant) throw new Error(`no dealer with website id ${row.website_id}`);
  const lead = await loadLead(deps.store, row.lead_id);
  if (!lead) throw new Error(`lead row ${row.lead_id} not found`);
  const settings = tenant.site.leadDelivery;
  const tradeIn = row.event === 'trade-in.offer-accepted' ? await tradeInFactsOf(deps.store, lead.rowId) : null;
  const context = leadContextOf(deps.tenants, tenant, lead, row.event, tradeIn);

  if (row.channel === 'webhook') {
    const hook = settings.webhooks[row.target];
    if (!hook) throw new Error(`webhook "${row.target}" is no longer in the dealer config`);
    const ref = { websiteId: tenant.site.id, kind: 'webhook-secret', webhook: row.target } as const;
    const secret = deps.secrets.resolve(ref);
    if (!secret) throw new Error(missingSecret(deps.secrets, ref));
    const body = JSON.stringify(webhookBody(context));
    await deps.senders.postWebhook(hook.url, secret, webhookMessageId(context), body, Math.floor(deps.now().getTime() / 1000));
    return;
  }

  const smtp = settings.smtp;
  if (!smtp) throw new Error('the dealer config has no leadDelivery.smtp');
  const password = smtpPassword(deps.secrets, tenant.site.id, smtp);
  const message =
    row.event === 'reservation.hold-expired' || row.event === 'reservation.cancelled'
      ? row.channel === 'email'
        ? dealerReservationNoticeEmail(context, row.target)
        : shopperHoldLapsedEmail(context, row.target)
      : row.channel === 'email'
        ? dealerLeadEmail(context, row.target)
        : shopperConfirmationEmail(context, row.target);
  await deps.senders.sendMail(smtp, password, context.dealershipName, message);
}

/** The operator's SMTP password for this dealer when its settings name a user; null for an unauthenticated relay. */
export function smtpPassword(secrets: DealerSecrets, websiteId: number, smtp: { user: string | null }): string | null {
  if (!smtp.user) return null;
  const ref = { websiteId, kind: 'smtp-password' } as const;
  const password = secrets.resolve(ref);
  if (!password) throw new Error(missingSecret(secrets, ref));
  return password;
}
