import { createHash } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { vehicleUrl } from '../../../../src/site/routes.ts';
import { documentValue } from './document-text.ts';
import { fullName, vehicleTitle, type LeadContext } from './lead-context.ts';
import { LEAD_ID_HEADER } from './lead-emails.ts';
import { summaryHtml, summaryRows, summaryText } from './lead-summary.ts';

/**
 * The emails for a reservation that ended without a sale: the dealer hears the car is free again
 * (the hold lapsed unpaid, or the shopper cancelled), the shopper whose hold lapsed gets a link back
 * to the car. Message-IDs derive from lead, event and recipient, so a redelivery is the same message.
 */

function messageId(context: LeadContext, recipient: string): string {
  const digest = createHash('sha256').update(`${context.event}:${recipient}`).digest('hex').slice(0, 12);
  return `<${context.lead.id}.${context.event}.${digest}@forecourt.leads>`;
}

function carUrl(context: LeadContext): string {
  return context.vehicle ? vehicleUrl(context.site.url, context.vehicle.slug) : context.site.url;
}

export function dealerReservationNoticeEmail(context: LeadContext, recipient: string): SendMailOptions {
  const car = vehicleTitle(context.vehicle) ?? 'the car';
  const why = context.event === 'reservation.cancelled' ? 'cancelled their reservation' : 'did not pay the deposit in time; the hold lapsed';
  const subject = `Free again: ${car} — ${fullName(context.lead)} ${context.event === 'reservation.cancelled' ? 'cancelled' : 'let the hold lapse'}`;
  const intro = `${fullName(context.lead)} ${why}. ${car} is available to reserve again.`;
  const rows = summaryRows(context);
  return documentValue({
    to: recipient,
    subject,
    messageId: messageId(context, recipient),
    headers: { [LEAD_ID_HEADER]: context.lead.id },
    replyTo: context.lead.email ?? undefined,
    text: `${intro}\n\n${summaryText(rows)}\n`,
    html: summaryHtml(subject, [{ label: '', value: intro }, ...rows], 'The reservation no longer holds this car.'),
  });
}

export function shopperHoldLapsedEmail(context: LeadContext, recipient: string): SendMailOptions {
  const car = vehicleTitle(context.vehicle) ?? 'the car';
  const url = carUrl(context);
  const subject = `Your hold on the ${car} has lapsed — ${context.dealershipName}`;
  const lines = [
    `Hi ${context.lead.firstName},`,
    '',
    `We held the ${car} for you, but the deposit was not paid in time, so the hold has lapsed and the car is available to others again.`,
    `If you still want it, you can reserve it again here: ${url}`,
    '',
    context.site.phone ? `Questions? Call us on ${context.site.phone}.` : 'Questions? Reply to this email.',
    '',
    `Your reference: ${context.lead.id}`,
    context.dealershipName,
  ];
  return documentValue({
    to: { name: fullName(context.lead), address: recipient },
    subject,
    messageId: messageId(context, recipient),
    headers: { [LEAD_ID_HEADER]: context.lead.id },
    replyTo: context.site.email ?? undefined,
    text: lines.join('\n'),
    html: summaryHtml(
      subject,
      [...lines.filter(Boolean).map((line) => ({ label: '', value: line })), { label: 'Car', value: car, href: url }],
      context.site.url,
    ),
  });
}
