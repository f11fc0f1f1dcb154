/**
 * Secrets belong to the operator, scoped to one dealer. A dealer folder is untrusted input, so it
 * never names a secret (nor the variable holding one): it only says *that* the dealer has SMTP,
 * webhooks, an inbox or a valuation provider. The operator supplies each secret under a name the
 * platform derives from the dealer's website id, so dealer A's config cannot reach dealer B's:
 *
 *   environment    FORECOURT_<WEBSITE_ID>_SMTP_PASSWORD          FORECOURT_101_WEBHOOK_CRM_SECRET
 *   directory      <secrets dir>/<website id>/smtp-password        <secrets dir>/101/webhook-crm-secret
 *
 * This module is the port and the naming rule (pure); secret-sources.ts holds the adapters.
 */

export const DEALER_SECRET_KINDS = ['smtp-password', 'webhook-secret', 'inbox-key', 'valuation-api-key', 'turnstile-secret'] as const;
export type DealerSecretKind = (typeof DEALER_SECRET_KINDS)[number];

/** What each secret is for, in the words an operator reads in an error. */
export const DEALER_SECRET_PURPOSE: Record<DealerSecretKind, string> = {
  'smtp-password': "the SMTP password of the dealer's mail server (leadDelivery.smtp.user)",
  'webhook-secret': 'the signing secret of a lead webhook (leadDelivery.webhooks)',
  'inbox-key': "the dealer's inbox API key (leadDelivery.inbox)",
  'valuation-api-key': "the valuation provider's API key (integrations.valuationProvider)",
  'turnstile-secret': "the Turnstile secret of the dealer's site key (integrations.turnstile.siteKey)",
};

export interface DealerSecretRef {
  websiteId: number;
  kind: DealerSecretKind;
  /** The webhook's name in leadDelivery.webhooks (kind 'webhook-secret' only). */
  webhook?: string;
}

/** The port: the operator's secret for one dealer, or undefined when the operator provides none. */
export interface DealerSecrets {
  resolve(ref: DealerSecretRef): string | undefined;
  /** Where the operator puts this secret (for messages; never the value). */
  whereToPut(ref: DealerSecretRef): string;
}

/** Webhook names as they appear in secret names: CRM_MAIN in the environment, crm-main in a file name. */
function webhookPart(name: string | undefined, separator: '_' | '-'): string {
  if (!name) throw new Error('a webhook secret needs the webhook name');
  const words = name.split(/[-_]+/).filter(Boolean);
  return separator === '_' ? words.join('_').toUpperCase() : words.join('-').toLowerCase();
}

/** Two webhook names of one dealer that would share a secret name (crm-main and crm_main). */
export function sameSecretName(a: string, b: string): boolean {
  return webhookPart(a, '_') === webhookPart(b, '_');
}

function assertWebsiteId(websiteId: number): void {
  if (!Number.isSafeInteger(websiteId) || websiteId <= 0) throw new Error(`not a website id: ${websiteId}`);
}

export function secretEnvName(ref: DealerSecretRef): string {
  assertWebsiteId(ref.websiteId);
  const part = ref.kind === 'webhook-secret' ? `WEBHOOK_${webhookPart(ref.webhook, '_')}_SECRET` : ref.kind.replaceAll('-', '_').toUpperCase();
  return `FORECOURT_${ref.websiteId}_${part}`;
}

/** The file's path inside the secrets directory: <website id>/<kind>. */
export function secretFilePath(ref: DealerSecretRef): [string, string] {
  assertWebsiteId(ref.websiteId);
  const file = ref.kind === 'webhook-secret' ? `webhook-${webhookPart(ref.webhook, '-')}-secret` : ref.kind;
  return [String(ref.websiteId), file];
}

/** "the operator has not provided …": the message a delivery failure or a refused call carries. */
export function missingSecret(secrets: DealerSecrets, ref: DealerSecretRef): string {
  const what = ref.kind === 'webhook-secret' ? `the signing secret of webhook "${ref.webhook ?? ''}"` : DEALER_SECRET_PURPOSE[ref.kind];
  return `the operator has not provided ${what} for website ${ref.websiteId}: set ${secrets.whereToPut(ref)} (docs/security.md "Dealer secrets")`;
}

/** The two places of one kind of secret, for documentation and config errors: "FORECOURT_<website id>_INBOX_KEY or …". */
export function secretPlaces(kind: DealerSecretKind): string {
  const env = kind === 'webhook-secret' ? 'WEBHOOK_<NAME>_SECRET' : kind.replaceAll('-', '_').toUpperCase();
  const file = kind === 'webhook-secret' ? 'webhook-<name>-secret' : kind;
  return `FORECOURT_<website id>_${env} or the file <secrets dir>/<website id>/${file}`;
}
