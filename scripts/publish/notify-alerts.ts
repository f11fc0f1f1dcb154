import type { SiteConfig } from '../../src/config/site.ts';
import { hasChanges } from '../../src/domain/publishing/stock-changes.ts';
import { missingSecret, type DealerSecrets } from '../../src/operator/dealer-secrets.ts';
import { operatorSecrets } from '../../src/operator/secret-sources.ts';
import type { ChangeReportFile } from './live-snapshot.ts';

/**
 * After a stock change is live, the platform API is told (POST /api/stock-changes, the dealer's inbox
 * key) so it can email shoppers whose watched cars or saved searches changed. The batch id names the
 * change once: a resend — a retry here, or `npm run alerts:notify` — never emails anyone twice.
 * A failure here never fails the publish (the site is live); it says how to send it again.
 *
 * The key is the operator's (FORECOURT_<website id>_INBOX_KEY) and goes only to the platform API the
 * operator names for this machine (FORECOURT_PLATFORM_API_URL): never to a URL from the dealer folder.
 */

export const PLATFORM_API_URL_ENV = 'FORECOURT_PLATFORM_API_URL';

export type AlertNotice = { sent: true; alertsQueued: number; alreadyReceived: boolean } | { sent: false; reason: string };

export interface NotifyOptions {
  config: Pick<SiteConfig, 'id' | 'slug' | 'leadDelivery'>;
  /** The platform API this machine reaches (default: FORECOURT_PLATFORM_API_URL in `env`). */
  apiUrl?: string;
  report: ChangeReportFile;
  /** False on a dealer's first publish: every car would be "new" to every saved search. */
  hadLiveSite: boolean;
  /** The operator's environment: the API URL, and the dealer secrets unless `secrets` is given. */
  env?: Record<string, string | undefined>;
  secrets?: DealerSecrets;
  fetch?: typeof fetch;
  retries?: number;
  retryDelayMs?: number;
}

export function alertBatchId(report: Pick<ChangeReportFile, 'slug' | 'generated_at'>): string {
  return `${report.slug}:${report.generated_at}`;
}

export async function notifyStockAlerts(options: NotifyOptions): Promise<AlertNotice> {
  const { config, report } = options;
  if (!options.hadLiveSite) return { sent: false, reason: 'first publish of this dealer: no alerts' };
  if (!hasChanges(report)) return { sent: false, reason: 'no stock changes' };
  if (!config.leadDelivery.inbox) return { sent: false, reason: 'the dealer has no inbox (leadDelivery.inbox), so no key to send changes with' };
  const env = options.env ?? process.env;
  const baseUrl = options.apiUrl ?? env[PLATFORM_API_URL_ENV];
  if (!baseUrl) return { sent: false, reason: `${PLATFORM_API_URL_ENV} is not set: name the platform API this machine sends stock changes to` };
  const secrets = options.secrets ?? operatorSecrets({ env, dir: env['FORECOURT_SECRETS_DIR'] });
  const ref = { websiteId: config.id, kind: 'inbox-key' } as const;
  const key = secrets.resolve(ref);
  if (!key) return { sent: false, reason: missingSecret(secrets, ref) };

  const body = JSON.stringify({ batch_id: alertBatchId(report), report });
  const send = options.fetch ?? fetch;
  const retries = options.retries ?? 3;
  let reason = '';
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, (options.retryDelayMs ?? 1_000) * 2 ** (attempt - 1)));
    try {
      const response = await send(new URL('/api/stock-changes', baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      if (response.status === 202) {
        const reply = JSON.parse(text) as { alerts_queued: number; already_received: boolean };
        return { sent: true, alertsQueued: reply.alerts_queued, alreadyReceived: reply.already_received };
      }
      reason = `HTTP ${response.status}: ${text.slice(0, 200)}`;
      // A refusal (bad key, bad report) will not change on a retry; a server error may.
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  return { sent: false, reason: `the platform API did not take the change (${reason}); send it again with npm run alerts:notify -- --tenant ${config.slug}` };
}

export function describeNotice(notice: AlertNotice): string {
  if (!notice.sent) return `  alerts: not sent — ${notice.reason}`;
  return notice.alreadyReceived
    ? `  alerts: this change was already received (${notice.alertsQueued} emails queued then)`
    : `  alerts: ${notice.alertsQueued} shopper email(s) queued`;
}
