import { formatAud, formatDateTime } from '../../../../src/domain/format.ts';
import { vehicleUrl } from '../../../../src/site/routes.ts';
import { appointmentOf, appointmentWhen, isCallBackTestDrive } from './appointment.ts';
import { leadAnswers, type LeadAnswer } from './lead-answers.ts';
import { fullName, leadHeading, vehicleTitle, type LeadContext } from './lead-context.ts';
import { tradeInAnswers } from './trade-in-answers.ts';

/**
 * The readable half of a lead email: label/value rows shared by the text and HTML bodies, so the
 * two never disagree. Dates are the dealer's wall clock with the full month name (21 November 2026).
 * `requestRows` — what the lead asks and every answer the form collected — is also the ADF's comments.
 */

export interface SummaryRow {
  label: string;
  value: string;
  href?: string;
}

export function formatWhen(iso: string, timeZone: string): string {
  return formatDateTime(iso, timeZone, { weekday: true });
}

const row = (answer: LeadAnswer): SummaryRow => ({ label: answer.label, value: answer.value, ...(answer.href ? { href: answer.href } : {}) });

/** The time asked for, the place, the trade-in, every answer, the message, consent and where the lead came from. */
export function requestRows(context: LeadContext): SummaryRow[] {
  const { lead, location } = context;
  const appointment = appointmentOf(context);
  const answers = leadAnswers(context, { appointmentShown: appointment?.precision === 'day' });
  const inGroup = (group: LeadAnswer['group']) => answers.filter((answer) => answer.group === group).map(row);
  const rows: Array<SummaryRow | null> = [
    appointment
      ? {
          label: appointment.precision === 'day' ? 'Preferred date' : 'Appointment',
          value: `${appointmentWhen(appointment)} (requested: confirm it with the shopper)`,
        }
      : null,
    isCallBackTestDrive(context) ? { label: 'Appointment', value: 'No time chosen: call the shopper to arrange one' } : null,
    location ? { label: 'Location', value: location.name } : null,
    ...tradeInAnswers(context.tradeIn).map(row),
    ...inGroup('answers'),
    lead.message ? { label: 'Message', value: lead.message } : null,
    ...inGroup('custom'),
    ...inGroup('consent'),
    ...inGroup('campaign'),
  ];
  return rows.filter((item): item is SummaryRow => item !== null);
}

export function summaryRows(context: LeadContext): SummaryRow[] {
  const { lead, vehicle, site } = context;
  const rows: Array<SummaryRow | null> = [
    { label: 'Lead', value: `${context.leadType} — ${leadHeading(context)}` },
    { label: 'Name', value: fullName(lead) },
    lead.email ? { label: 'Email', value: lead.email, href: `mailto:${lead.email}` } : null,
    lead.phone ? { label: 'Phone', value: lead.phone, href: `tel:${lead.phone.replace(/\s+/g, '')}` } : null,
    lead.postcode ? { label: 'Postcode', value: lead.postcode } : null,
    vehicle
      ? {
          label: 'Vehicle',
          value: `${vehicleTitle(vehicle)}${vehicle.stocknum ? ` (stock ${vehicle.stocknum})` : ''}`,
          href: vehicleUrl(site.url, vehicle.slug),
        }
      : null,
    vehicle && vehicle.price > 0 ? { label: 'Price', value: formatAud(vehicle.price) } : null,
    { label: 'Dealership', value: context.dealershipName },
    ...requestRows(context),
    { label: 'Received', value: formatWhen(lead.createdAt, site.timeZone) },
    { label: 'Lead id', value: lead.id },
  ];
  return rows.filter((item): item is SummaryRow => item !== null);
}

export function subjectOf(context: LeadContext): string {
  const name = fullName(context.lead);
  if (context.event === 'trade-in.offer-accepted') {
    return `Trade-in offer accepted: ${name} — ${context.tradeIn?.vehicle?.description ?? 'their car'}`;
  }
  const { payload } = context.lead;
  if (context.lead.formType === 'online-payment' && typeof payload.amount_cents === 'number') {
    return `Online payment received: ${formatAud(payload.amount_cents / 100, { cents: true })} from ${name} — ${String(payload.purpose ?? 'payment')}`;
  }
  const about = vehicleTitle(context.vehicle) ?? context.lead.category;
  return `New ${context.leadType} lead: ${name} — ${about}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function summaryText(rows: SummaryRow[]): string {
  return rows.map((item) => `${item.label}: ${item.value}`).join('\n');
}

export function summaryHtml(title: string, rows: SummaryRow[], footer: string): string {
  const cells = rows
    .map((item) => {
      const value = escapeHtml(item.value).replaceAll('\n', '<br>');
      const shown = item.href && /^(https?:|mailto:|tel:)/.test(item.href) ? `<a href="${escapeHtml(item.href)}">${value}</a>` : value;
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(item.label)}</th><td style="padding:4px 0">${shown}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(title)}</h1><table>${cells}</table><p style="color:#555">${escapeHtml(footer)}</p></body></html>`;
}
