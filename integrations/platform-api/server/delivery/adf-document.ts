import { XMLBuilder } from 'fast-xml-parser';
import { documentValue } from './document-text.ts';
import type { LeadContext } from './lead-context.ts';

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML dealer CRMs ingest), in the
 * DTD's element order: prospect(id, requestdate, vehicle*, customer, vendor, provider), valid
 * against both the DTD published with the specification and the errata DTD (docs/lead-delivery.md).
 * The prospect <id> is the lead id: the key a CRM dedupes redeliveries on.
 */

export const ADF_ID_SOURCE = 'Forecourt';

type XmlNode = Record<string, unknown>;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

function text(value: string | number, attributes: Record<string, string> = {}): XmlNode {
  return { '#text': String(value), ...Object.fromEntries(Object.entries(attributes).map(([key, v]) => [`@_${key}`, v])) };
}

/** What the shopper wants to do with the car: ADF's vehicle@interest. */
function interestOf(context: LeadContext): 'buy' | 'test-drive' | 'trade-in' {
  if (context.lead.formType === 'test-drive') return 'test-drive';
  if (context.leadType === 'trade-in') return 'trade-in';
  return 'buy';
}

const payloadText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The DTD requires a vehicle with year, make and model. A lead about no stock car (service, parts,
 * a general question) describes the shopper's own car when the form asked for it, else leaves them empty.
 */
function shopperVehicleNode(context: LeadContext): XmlNode {
  const { payload } = context.lead;
  const ownCar = context.leadType === 'service' || context.leadType === 'trade-in';
  return {
    '@_interest': interestOf(context),
    '@_status': ownCar ? 'used' : 'new',
    year: payloadText(payload['Vehicle Year'] ?? payload.year),
    make: payloadText(payload['Vehicle Make']),
    model: payloadText(payload['Vehicle Model']),
  };
}

function vehicleNode(context: LeadContext): XmlNode {
  const car = context.vehicle;
  if (!car) return shopperVehicleNode(context);
  const node: XmlNode = {
    '@_interest': interestOf(context),
    '@_status': car.car_type.toLowerCase() === 'used' ? 'used' : 'new',
    id: text(car.id, { source: ADF_ID_SOURCE }),
    year: car.year,
    make: car.make,
    model: car.model,
  };
  if (car.vin) node.vin = car.vin;
  if (car.stocknum) node.stock = car.stocknum;
  if (car.badge) node.trim = car.badge;
  if (car.simple_body) node.bodystyle = car.simple_body;
  if (car.simple_transmission) node.transmission = car.simple_transmission;
  if (typeof car.km === 'number') node.odometer = text(car.km, { status: 'original', units: 'km' });
  if (car.colour) node.colorcombination = { exteriorcolor: car.colour, preference: 1 };
  if (car.price > 0) node.price = text(car.price, { type: 'asking', currency: 'AUD' });
  return node;
}

function customerNode(context: LeadContext): XmlNode {
  const { lead } = context;
  // Forms with one Name field store the whole name: ADF says so with part="full" rather than guess a split.
  const names = lead.lastName ? [text(lead.firstName, { part: 'first' }), text(lead.lastName, { part: 'last' })] : [text(lead.firstName, { part: 'full' })];
  // No `primarycontact`: the specification's prose defines it but the published DTD does not.
  const contact: XmlNode = { name: names };
  if (lead.email) contact.email = lead.email;
  if (lead.phone) contact.phone = text(lead.phone, { type: /^(\+?61|0)4/.test(lead.phone.replace(/\D/g, '')) ? 'cellphone' : 'voice', time: 'nopreference' });
  // The DTD makes <street> mandatory in an address; forms ask only for the postcode.
  if (lead.postcode) contact.address = { street: text('', { line: '1' }), postalcode: lead.postcode, country: 'AU' };
  const comments = commentsOf(context);
  return { contact, ...(comments ? { comments } : {}) };
}

function commentsOf(context: LeadContext): string | null {
  const { lead } = context;
  const lines = [
    `${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''} (${lead.formType})`,
    lead.appointmentAt ? `Appointment: ${lead.appointmentAt}` : null,
    context.location ? `Location: ${context.location.name}` : null,
    lead.message,
  ];
  return lines.filter(Boolean).join('\n');
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

/** The shopper's own car, valued and the offer accepted: ADF's trade-in vehicle with an appraisal price. */
function acceptedTradeInNode(context: LeadContext): XmlNode | undefined {
  const facts = context.tradeIn;
  if (!facts?.vehicle) return undefined;
  const node: XmlNode = { '@_interest': 'trade-in', '@_status': 'used', year: facts.vehicle.year, make: facts.vehicle.make, model: facts.vehicle.model };
  if (facts.vehicle.badge) node.trim = facts.vehicle.badge;
  if (facts.valuation) {
    node.price = text(facts.valuation.offer_price, { type: 'appraisal', currency: 'AUD' });
    node.comments = `Offer accepted, subject to inspection (estimate ${facts.valuation.amount_min}–${facts.valuation.amount_max} AUD).`;
  }
  if (facts.demonstration) node.comments = `DEMONSTRATION valuation (stand-in service): the car and offer are invented. ${String(node.comments ?? '')}`.trim();
  return node;
}

export function adfDocument(context: LeadContext): string {
  const accepted = context.event === 'trade-in.offer-accepted' ? acceptedTradeInNode(context) : undefined;
  // An accepted offer is an update of the same prospect: same id, next sequence, the valued car added.
  const vehicle = accepted ? (context.vehicle ? [vehicleNode(context), accepted] : [accepted]) : vehicleNode(context);
  const prospect: XmlNode = {
    '@_status': 'new',
    id: text(context.lead.id, { sequence: context.event === 'lead.created' ? '1' : '2', source: ADF_ID_SOURCE }),
    requestdate: context.lead.createdAt,
    vehicle,
    customer: customerNode(context),
    vendor: vendorNode(context),
    provider: { name: text('Forecourt', { part: 'full' }), service: `${context.site.name} website`, url: context.site.url },
  };
  // Every text and attribute value is cleaned of what XML 1.0 forbids (document-text.ts).
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, '?adf': { '@_version': '1.0' }, adf: { prospect: documentValue(prospect) } });
}
