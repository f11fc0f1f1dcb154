import { createHash } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { adfDocument } from './adf-document.ts';
import { appointmentInvite, CALENDAR_CONTENT_TYPE } from './calendar-invite.ts';
import { documentValue } from './document-text.ts';
import { fullName, type LeadContext } from './lead-context.ts';
import { subjectOf, summaryHtml, summaryRows, summaryText } from './lead-summary.ts';
import { confirmationContent } from './shopper-confirmation.ts';

/**
 * The two emails a lead causes: the dealer's (readable body + the ADF document attached, which CRMs
 * ingest) and the shopper's confirmation (with a calendar invite for a test drive or a service day).
 * The Message-ID is derived from the lead id and recipient, so a redelivered email is recognisably
 * the same message.
 */

export const LEAD_ID_HEADER = 'X-Forecourt-Lead-Id';

function messageId(leadId: string, recipient: string, kind: string): string {
  const digest = createHash('sha256').update(`${kind}:${recipient}`).digest('hex').slice(0, 12);
  return `<${leadId}.${kind}.${digest}@forecourt.leads>`;
}

/** A header line: a line break typed into a name must not start another header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function dealerLeadEmail(context: LeadContext, recipient: string): SendMailOptions {
  const rows = summaryRows(context);
  const subject = oneLine(subjectOf(context));
  const adf = adfDocument(context);
  return documentValue({
    to: recipient,
    subject,
    messageId: messageId(context.lead.id, recipient, context.event === 'lead.created' ? 'lead' : context.event),
    headers: { [LEAD_ID_HEADER]: context.lead.id },
    replyTo: context.lead.email ?? undefined,
    text: `${subject}\n\n${summaryText(rows)}\n\nThe lead is attached in ADF/XML for your CRM.\n`,
    html: summaryHtml(subject, rows, 'The lead is attached in ADF/XML for your CRM.'),
    attachments: [{ filename: `${context.lead.id}.adf.xml`, content: adf, contentType: 'application/xml; charset=utf-8' }],
  });
}

export function shopperConfirmationEmail(context: LeadContext, recipient: string): SendMailOptions {
  const { lead, site } = context;
  const { subject, body } = confirmationContent(context);
  const lines = [
    `Hi ${lead.firstName},`,
    '',
    ...body,
    '',
    site.phone ? `Questions? Call us on ${site.phone}.` : `Questions? Reply to this email.`,
    '',
    `Your reference: ${lead.id}`,
    context.dealershipName,
  ];
  const invite = appointmentInvite(context);
  return documentValue({
    to: { name: fullName(lead), address: recipient },
    subject: oneLine(subject),
    messageId: messageId(lead.id, recipient, 'confirmation'),
    headers: { [LEAD_ID_HEADER]: lead.id },
    replyTo: site.email ?? undefined,
    text: lines.join('\n'),
    html: summaryHtml(
      subject,
      lines.filter(Boolean).map((line) => ({ label: '', value: line })),
      site.url,
    ),
    // A text/calendar attachment (nodemailer's icalEvent would add an application/ics copy of it).
    ...(invite ? { attachments: [{ filename: invite.filename, content: invite.content, contentType: CALENDAR_CONTENT_TYPE }] } : {}),
  });
}
