import { z } from 'zod';
import { sameSecretName } from '../operator/dealer-secrets.ts';
import { httpUrl } from '../security/safe-url.ts';
import { retiredSecretName } from './retired-keys.ts';

/**
 * Where a dealer's leads are delivered (read by the platform API, never rendered into the site).
 * Secrets are never here, nor the names of the variables holding them: the operator provides the
 * SMTP password, each webhook's signing secret and the inbox key under names derived from the
 * dealer's website id (src/operator/dealer-secrets.ts, docs/security.md "Dealer secrets").
 */

export const LEAD_TYPES = ['sales', 'service', 'finance', 'trade-in', 'reservation', 'parts', 'careers'] as const;
export const LeadTypeSchema = z.enum(LEAD_TYPES);
export type LeadType = z.infer<typeof LeadTypeSchema>;

export const SmtpSettingsSchema = z.strictObject({
  host: z.string().min(1).describe('SMTP server host name.'),
  port: z.number().int().min(1).max(65535).default(587).describe('SMTP port (587 submission, 465 TLS, 25 relay).'),
  secure: z.boolean().default(false).describe('TLS from the first byte (port 465); otherwise STARTTLS when offered.'),
  user: z
    .string()
    .nullable()
    .default(null)
    .describe(
      'SMTP user name; null for an unauthenticated relay. With a user, the operator provides the password (FORECOURT_<website id>_SMTP_PASSWORD) and the platform authenticates only over TLS.',
    ),
  passwordEnv: retiredSecretName('smtp-password'),
  from: z.email().describe('Sender address of lead and confirmation emails.'),
  fromName: z.string().nullable().default(null).describe('Sender display name; the dealer name when null.'),
});

export const WebhookSettingsSchema = z.strictObject({
  url: httpUrl().describe(
    'Receiver URL; leads are POSTed as signed JSON, signed (Standard Webhooks) with the whsec_ secret the operator provides for this webhook (FORECOURT_<website id>_WEBHOOK_<NAME>_SECRET).',
  ),
  secretEnv: retiredSecretName('webhook-secret'),
});

export const LeadRouteSchema = z
  .strictObject({
    leadTypes: z.array(LeadTypeSchema).min(1).nullable().default(null).describe('Lead types this route takes; null for all.'),
    locations: z.array(z.number().int().positive()).min(1).nullable().default(null).describe('Location ids this route takes; null for any.'),
    dealerships: z.array(z.string().min(1)).min(1).nullable().default(null).describe('Dealership slugs this route takes; null for any.'),
    emails: z.array(z.email()).default([]).describe('Recipients emailed each matching lead (readable body + ADF/XML).'),
    webhooks: z.array(z.string().min(1)).default([]).describe('Names of `leadDelivery.webhooks` entries called for each matching lead.'),
  })
  .refine((route) => route.emails.length + route.webhooks.length > 0, 'a route needs at least one email or webhook');

export const LeadDeliverySchema = z
  .strictObject({
    smtp: SmtpSettingsSchema.nullable().default(null).describe("The dealer's SMTP server; null: no email delivery."),
    webhooks: z
      .record(z.string().regex(/^[A-Za-z0-9][\w-]*$/, 'letters, digits, - and _, starting with a letter or digit'), WebhookSettingsSchema)
      .default({})
      .describe("Named webhook receivers (e.g. the CRM); the name is part of its secret's name (crm → FORECOURT_<website id>_WEBHOOK_CRM_SECRET)."),
    routes: z
      .array(LeadRouteSchema)
      .default([])
      .describe('Every route matching a lead (type, location, dealership) adds its recipients; a lead no route takes goes to the dealer `email`.'),
    shopperConfirmation: z.boolean().default(true).describe('Email the shopper a confirmation (with an .ics invite for a test drive) when they gave an email.'),
    inbox: z
      .boolean()
      .default(false)
      .describe(
        'The dealer reads its leads from the platform inbox (and the publish step reports stock changes) with the key the operator provides as FORECOURT_<website id>_INBOX_KEY.',
      ),
    inboxApiKeyEnv: retiredSecretName('inbox-key', ', with `leadDelivery.inbox: true`'),
  })
  .superRefine((settings, context) => {
    const names = Object.keys(settings.webhooks);
    names.forEach((name, index) => {
      const twin = names.slice(0, index).find((other) => sameSecretName(other, name));
      if (twin) context.addIssue({ code: 'custom', path: ['webhooks', name], message: `"${name}" and "${twin}" would share one secret name: rename one` });
    });
    settings.routes.forEach((route, index) => {
      for (const name of route.webhooks) {
        if (!settings.webhooks[name]) {
          context.addIssue({ code: 'custom', path: ['routes', index, 'webhooks'], message: `no webhook named "${name}" in leadDelivery.webhooks` });
        }
      }
      if (route.emails.length > 0 && !settings.smtp) {
        context.addIssue({ code: 'custom', path: ['routes', index, 'emails'], message: 'emails need leadDelivery.smtp' });
      }
    });
  })
  .prefault({});

export type LeadDeliverySettings = z.infer<typeof LeadDeliverySchema>;
export type LeadRoute = z.infer<typeof LeadRouteSchema>;
export type SmtpSettings = z.infer<typeof SmtpSettingsSchema>;
