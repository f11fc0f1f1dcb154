import type { SiteConfigInput } from '../../src/config/site.ts';

/**
 * Lead routing for the demo dealers: every lead is emailed (readable body + ADF/XML) through the
 * dealer's mail server, a name under its own (example) domain. `npm start` — the operator there —
 * relays all mail to its local catcher instead (scripts/start.ts), which writes each message to
 * .data/mail/ and lists them at the mail link on the preview index. The inbox is on; its key is the
 * operator's (FORECOURT_<id>_INBOX_KEY).
 */

type LeadDeliveryInput = NonNullable<SiteConfigInput['leadDelivery']>;
type Routes = NonNullable<LeadDeliveryInput['routes']>;

export function demoLeadDelivery(domain: string, routes: Routes): LeadDeliveryInput {
  return {
    smtp: { host: `smtp.${domain}`, port: 587, secure: false, from: `leads@${domain}` },
    routes,
    inbox: true,
  };
}
