import { createHash } from 'node:crypto';
import { createEvent } from 'ics';
import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import { SLOT_MINUTES } from '../rules/test-drive-slots.ts';
import { adfDocument } from './adf-document.ts';
import { documentValue } from './document-text.ts';
import { fullName, vehicleTitle, type LeadContext } from './lead-context.ts';
import { formatWhen, subjectOf, summaryHtml, summaryRows, summaryText } from './lead-summary.ts';

/**
 * The two emails a lead causes: the dealer's (readable body + the ADF document attached, which CRMs
 * ingest) and the shopper's confirmation (with an .ics invite for a test drive). The Message-ID is
 * derived from the lead id and recipient, so a redelivered email is recognisably the same message.
 */

export const LEAD_ID_HEADER = 'X-Forecourt-Lead-Id';

function messageId(leadId: string, recipient: string, kind: string): string {
  const digest = createHash('sha256').update(`${kind}:${recipient}`).digest('hex').slice(0, 12);
  return `<${leadId}.${kind}.${digest}@forecourt.leads>`;
}

export function dealerLeadEmail(context: LeadContext, recipient: string): SendMailOptions {
  const rows = summaryRows(context);
  const subject = subjectOf(context);
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

function confirmationLines(context: LeadContext): string[] {
  const { lead, location, site } = context;
  const car = vehicleTitle(context.vehicle);
  const timeZone = location?.time_zone ?? site.timeZone;
  return [
    `Hi ${lead.firstName},`,
    '',
    lead.formType === 'reservation' && lead.message
      ? `${lead.message} ${context.dealershipName} will call you shortly about the next steps.`
      : lead.formType === 'test-drive' && lead.appointmentAt
        ? `Your test drive${car ? ` of the ${car}` : ''} is booked for ${formatWhen(lead.appointmentAt, timeZone)}${location ? ` at ${location.name}` : ''}. The invite is attached for your calendar.`
        : `Thanks for your ${lead.category.toLowerCase()}${car ? ` about the ${car}` : ''}. ${context.dealershipName} has it and will be in touch shortly.`,
    '',
    site.phone ? `Questions? Call us on ${site.phone}.` : `Questions? Reply to this email.`,
    '',
    `Your reference: ${lead.id}`,
    context.dealershipName,
  ];
}

/** The test drive as a calendar event; null when the lead books no appointment. */
export function testDriveInvite(context: LeadContext): string | null {
  const { lead, location, site } = context;
  if (lead.formType !== 'test-drive' || !lead.appointmentAt) return null;
  const car = vehicleTitle(context.vehicle);
  const { error, value } = createEvent(
    documentValue({
      uid: `${lead.id}@forecourt.leads`,
      productId: 'forecourt/leads',
      method: 'PUBLISH',
      start: new Date(lead.appointmentAt).getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: SLOT_MINUTES },
      title: `Test drive${car ? `: ${car}` : ''} at ${context.dealershipName}`,
      description: `Please bring your driver licence. Reference ${lead.id}.${site.phone ? ` Call ${site.phone} to change it.` : ''}`,
      location: location?.name ?? context.dealershipName,
      url: site.url,
      status: 'CONFIRMED',
      // ORGANIZER needs an address (the ics library checks it is one); its CN is a quoted parameter, which
      // cannot hold a line break or a double quote.
      ...(site.email && z.email().safeParse(site.email).success
        ? { organizer: { name: context.dealershipName.replace(/[\r\n]+/g, ' ').replaceAll('"', "'"), email: site.email } }
        : {}),
    }),
  );
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}

export function shopperConfirmationEmail(context: LeadContext, recipient: string): SendMailOptions {
  const { lead } = context;
  const lines = confirmationLines(context);
  const invite = testDriveInvite(context);
  const subject = invite
    ? `Your test drive at ${context.dealershipName} is booked`
    : lead.formType === 'reservation'
      ? `Your ${vehicleTitle(context.vehicle) ?? 'car'} is reserved — ${context.dealershipName}`
      : `We have your enquiry — ${context.dealershipName}`;
  return documentValue({
    to: { name: fullName(context.lead), address: recipient },
    subject,
    messageId: messageId(context.lead.id, recipient, 'confirmation'),
    headers: { [LEAD_ID_HEADER]: context.lead.id },
    replyTo: context.site.email ?? undefined,
    text: lines.join('\n'),
    html: summaryHtml(
      subject,
      lines.filter(Boolean).map((line) => ({ label: '', value: line })),
      context.site.url,
    ),
    ...(invite ? { icalEvent: { filename: 'test-drive.ics', method: 'PUBLISH', content: invite } } : {}),
  });
}
