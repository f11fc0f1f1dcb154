import { XMLBuilder } from 'fast-xml-parser';
import { ADF_ID_SOURCE, text, vehicleNodes, type XmlNode } from './adf-vehicles.ts';
import { appointmentOf } from './appointment.ts';
import { documentValue } from './document-text.ts';
import { leadHeading, type LeadContext } from './lead-context.ts';
import { requestRows, summaryText } from './lead-summary.ts';
import { isoInZone } from './zoned-iso.ts';

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML dealer CRMs ingest), in the
 * DTD's element order: prospect(id, requestdate, vehicle+, customer, vendor, provider), valid
 * against both the DTD published with the specification and the errata DTD (docs/lead-delivery.md
 * says where the two disagree). The prospect <id> is the lead id: the key a CRM dedupes on.
 * Dates are the dealer's wall clock with its UTC offset.
 */

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

function contactNode(context: LeadContext): XmlNode {
  const { lead } = context;
  // Forms with one Name field store the whole name: ADF says so with part="full" rather than guess a split.
  const names = lead.lastName ? [text(lead.firstName, { part: 'first' }), text(lead.lastName, { part: 'last' })] : [text(lead.firstName, { part: 'full' })];
  const prefers = lead.payload.PreferredContactMethod;
  const preferred = (yes: boolean): Record<string, string> => (yes ? { preferredcontact: '1' } : {});
  // No `primarycontact`: the specification's prose defines it but the published DTD does not.
  const contact: XmlNode = { name: names };
  if (lead.email) contact.email = text(lead.email, preferred(prefers === 'Email'));
  if (lead.phone) {
    const mobile = /^(\+?61|0)4/.test(lead.phone.replace(/\D/g, ''));
    contact.phone = text(lead.phone, { type: mobile ? 'cellphone' : 'voice', time: 'nopreference', ...preferred(prefers === 'Phone' || prefers === 'SMS') });
  }
  // Both DTDs want an email or a phone; the API never stores a lead without one, but a contact stays valid.
  if (!lead.email && !lead.phone) contact.phone = text('', { type: 'voice' });
  // The DTD makes <street> mandatory in an address; forms ask only for the postcode.
  if (lead.postcode) contact.address = { street: text('', { line: '1' }), postalcode: lead.postcode, country: 'AU' };
  return contact;
}

/** The appointment asked for, as the errata DTD and the specification's prose structure it. */
function timeframeNode(context: LeadContext): XmlNode | undefined {
  const appointment = appointmentOf(context);
  if (!appointment) return undefined;
  const what = appointment.kind === 'test-drive' ? 'Test drive' : 'Service';
  const description =
    appointment.precision === 'day'
      ? `${what}: preferred day, requested by the customer; to be confirmed (${appointment.timeZone})`
      : `${what}: requested by the customer; to be confirmed (${appointment.timeZone})`;
  return { description, earliestdate: appointment.earliest, latestdate: appointment.latest };
}

function customerNode(context: LeadContext): XmlNode {
  const { lead } = context;
  const comments = [`${leadHeading(context)} (${lead.formType})`, summaryText(requestRows(context))].filter(Boolean).join('\n');
  const timeframe = timeframeNode(context);
  return { contact: contactNode(context), ...(timeframe ? { timeframe } : {}), comments };
}

function vendorNode(context: LeadContext): XmlNode {
  const { site } = context;
  const contact: XmlNode = { name: text(context.dealershipName, { part: 'full' }) };
  // Both DTDs want an email or a phone in every contact: the dealer's, else the address leads come from.
  const email = site.email ?? site.leadDelivery.smtp?.from;
  if (email) contact.email = email;
  if (site.phone) contact.phone = text(site.phone, { type: 'voice' });
  if (!email && !site.phone) contact.phone = text('', { type: 'voice' });
  if (site.address?.street) {
    contact.address = {
      street: text(site.address.street, { line: '1' }),
      city: site.address.city,
      regioncode: site.address.state,
      postalcode: site.address.postcode,
      country: 'AU',
    };
  }
  return { id: text(site.id, { source: ADF_ID_SOURCE }), vendorname: context.dealershipName, url: site.url, contact };
}

export function adfDocument(context: LeadContext): string {
  // A later event (an accepted offer, a lapsed hold) is an update of the same prospect: same id, next sequence.
  const prospect: XmlNode = {
    '@_status': 'new',
    id: text(context.lead.id, { sequence: context.event === 'lead.created' ? '1' : '2', source: ADF_ID_SOURCE }),
    requestdate: isoInZone(context.lead.createdAt, context.site.timeZone),
    vehicle: vehicleNodes(context),
    customer: customerNode(context),
    vendor: vendorNode(context),
    provider: { name: text('Forecourt', { part: 'full' }), service: `${context.site.name} website`, url: context.site.url },
  };
  // Every text and attribute value is cleaned of what XML 1.0 forbids (document-text.ts).
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, '?adf': { '@_version': '1.0' }, adf: { prospect: documentValue(prospect) } });
}
