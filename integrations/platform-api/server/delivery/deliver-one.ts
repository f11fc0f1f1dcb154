import type { DatabaseSync } from 'node:sqlite';
import type { TenantStore } from '../tenants/tenant-store.ts';
import { leadContextOf } from './lead-context.ts';
import { dealerLeadEmail, shopperConfirmationEmail } from './lead-emails.ts';
import { loadLead } from './lead-record.ts';
import type { DeliveryRow } from './outbox-store.ts';
import { dealerReservationNoticeEmail, shopperHoldLapsedEmail } from './reservation-notice-emails.ts';
import type { Senders } from './senders.ts';
import { tradeInFactsOf } from './trade-in-facts.ts';
import { webhookBody, webhookMessageId } from './webhook-body.ts';

/** Looks up a secret by the environment-variable name the dealer config gives. */
export type SecretSource = (name: string) => string | undefined;

export interface DeliverDeps {
  db: DatabaseSync;
  tenants: TenantStore;
  secrets: SecretSource;
  senders: Senders;
  now: () => Date;
}

/** Performs one delivery; throws with a message for the inbox when it did not get through. */
export async function deliverOne(deps: DeliverDeps, row: DeliveryRow): Promise<void> {
  const tenant = deps.tenants.byWebsiteId(row.website_id);
  if (!tenant) throw new Error(`no dealer with website id ${row.website_id}`);
  const lead = loadLead(deps.db, row.lead_id);
  if (!lead) throw new Error(`lead row ${row.lead_id} not found`);
  const settings = tenant.site.leadDelivery;
  const tradeIn = row.event === 'trade-in.offer-accepted' ? tradeInFactsOf(deps.db, lead.rowId) : null;
  const context = leadContextOf(deps.tenants, tenant, lead, row.event, tradeIn);

  if (row.channel === 'webhook') {
    const hook = settings.webhooks[row.target];
    if (!hook) throw new Error(`webhook "${row.target}" is no longer in the dealer config`);
    const secret = deps.secrets(hook.secretEnv);
    if (!secret) throw new Error(`${hook.secretEnv} is not set on the API server`);
    const body = JSON.stringify(webhookBody(context));
    await deps.senders.postWebhook(hook.url, secret, webhookMessageId(context), body, Math.floor(deps.now().getTime() / 1000));
    return;
  }

  const smtp = settings.smtp;
  if (!smtp) throw new Error('the dealer config has no leadDelivery.smtp');
  let password: string | null = null;
  if (smtp.passwordEnv) {
    password = deps.secrets(smtp.passwordEnv) ?? null;
    if (password === null) throw new Error(`${smtp.passwordEnv} is not set on the API server`);
  }
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
