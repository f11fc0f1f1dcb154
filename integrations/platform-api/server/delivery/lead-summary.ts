import { formatAud, formatDateTime } from '../../../../src/domain/format.ts';
import { vehicleUrl } from '../../../../src/site/routes.ts';
import { fullName, vehicleTitle, type LeadContext } from './lead-context.ts';

/**
 * The readable half of a lead email: label/value rows shared by the text and HTML bodies, so the
 * two never disagree. Dates are the dealer's wall clock with the full month name (21 November 2026).
 */

export interface SummaryRow {
  label: string;
  value: string;
  href?: string;
}

export function formatWhen(iso: string, timeZone: string): string {
  return formatDateTime(iso, timeZone, { weekday: true });
}

export function summaryRows(context: LeadContext): SummaryRow[] {
  const { lead, vehicle, location, site } = context;
  const timeZone = location?.time_zone ?? site.timeZone;
  const rows: Array<SummaryRow | null> = [
    { label: 'Lead', value: `${context.leadType} — ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}` },
    { label: 'Name', value: fullName(lead) },
    lead.email ? { label: 'Email', value: lead.email, href: `mailto:${lead.email}` } : null,
    lead.phone ? { label: 'Phone', value: lead.phone, href: `tel:${lead.phone.replace(/\s+/g, '')}` } : null,
    lead.postcode ? { label: 'Postcode', value: lead.postcode } : null,
    typeof lead.payload.PreferredContactMethod === 'string' ? { label: 'Contact by', value: lead.payload.PreferredContactMethod } : null,
    vehicle
      ? {
          label: 'Vehicle',
          value: `${vehicleTitle(vehicle)}${vehicle.stocknum ? ` (stock ${vehicle.stocknum})` : ''}`,
          href: vehicleUrl(site.url, vehicle.slug),
        }
      : null,
    vehicle && vehicle.price > 0 ? { label: 'Price', value: formatAud(vehicle.price) } : null,
    lead.appointmentAt ? { label: 'Appointment', value: formatWhen(lead.appointmentAt, timeZone) } : null,
    location ? { label: 'Location', value: location.name } : null,
    { label: 'Dealership', value: context.dealershipName },
    ...tradeInRows(context),
    lead.message ? { label: 'Message', value: lead.message } : null,
    typeof lead.payload.source === 'string' ? { label: 'Source', value: lead.payload.source } : null,
    typeof lead.payload.url === 'string' ? { label: 'Page', value: lead.payload.url, href: lead.payload.url } : null,
    { label: 'Received', value: formatWhen(lead.createdAt, site.timeZone) },
    { label: 'Lead id', value: lead.id },
  ];
  return rows.filter((row): row is SummaryRow => row !== null);
}

function tradeInRows(context: LeadContext): SummaryRow[] {
  const facts = context.tradeIn;
  if (!facts) return [];
  const rows: SummaryRow[] = [];
  if (facts.vehicle) rows.push({ label: 'Trade-in car', value: facts.vehicle.description });
  if (facts.valuation) {
    const { offer_price: offer, amount_min: min, amount_max: max } = facts.valuation;
    rows.push({ label: 'Offer accepted', value: `${formatAud(offer)} (estimate ${formatAud(min)}–${formatAud(max)}, subject to inspection)` });
  }
  // The shopper was told too: nobody should act on an invented car or price as if it were real.
  if (facts.demonstration)
    rows.push({ label: 'Valuation', value: 'DEMONSTRATION: the car and offer were invented by the stand-in valuation service, not a real valuation' });
  return rows;
}

export function subjectOf(context: LeadContext): string {
  if (context.event === 'trade-in.offer-accepted') {
    return `Trade-in offer accepted: ${fullName(context.lead)} — ${context.tradeIn?.vehicle?.description ?? 'their car'}`;
  }
  const about = vehicleTitle(context.vehicle) ?? context.lead.category;
  return `New ${context.leadType} lead: ${fullName(context.lead)} — ${about}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function summaryText(rows: SummaryRow[]): string {
  return rows.map((row) => `${row.label}: ${row.value}`).join('\n');
}

export function summaryHtml(title: string, rows: SummaryRow[], footer: string): string {
  const cells = rows
    .map((row) => {
      const value = escapeHtml(row.value).replaceAll('\n', '<br>');
      const shown = row.href && /^(https?:|mailto:|tel:)/.test(row.href) ? `<a href="${escapeHtml(row.href)}">${value}</a>` : value;
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(row.label)}</th><td style="padding:4px 0">${shown}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5"><h1 style="font-size:20px">${escapeHtml(title)}</h1><table>${cells}</table><p style="color:#555">${escapeHtml(footer)}</p></body></html>`;
}
