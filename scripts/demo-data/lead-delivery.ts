import type { SiteConfigInput } from '../../src/config/site.ts';

/**
 * Lead routing for the demo dealers: every lead is emailed (readable body + ADF/XML) through the local
 * SMTP sink `npm start` runs on 127.0.0.1:2525, which writes each message to .data/mail/ and lists them
 * at the mail link on the preview index. The inbox is on; its key is the operator's (FORECOURT_<id>_INBOX_KEY).
 */

export const DEMO_SMTP = { host: '127.0.0.1', port: 2525, secure: false } as const;

type LeadDeliveryInput = NonNullable<SiteConfigInput['leadDelivery']>;
type Routes = NonNullable<LeadDeliveryInput['routes']>;

export function demoLeadDelivery(domain: string, routes: Routes): LeadDeliveryInput {
  return {
    smtp: { ...DEMO_SMTP, from: `leads@${domain}` },
    routes,
    inbox: true,
  };
}
