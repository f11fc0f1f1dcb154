import { numberOf } from './lead-answers.ts';
import { formDescribesOwnCar, type LeadContext } from './lead-context.ts';
import { tradeInAnswers, tradeInKm } from './trade-in-answers.ts';

/**
 * The <vehicle> elements of a lead's ADF document, in the order of both DTDs' content model:
 * id*, year, make, model, vin?, stock?, trim?, doors?, bodystyle?, transmission?, odometer?,
 * colorcombination*, imagetag?, price?, pricecomments?, option*, finance?, comments?.
 * The car in stock the lead is about comes first; then the shopper's own car when the lead is about
 * it (a service booking, a car to sell, a trade-in). ADF requires at least one vehicle: a lead about
 * neither gives one with empty year, make and model.
 */

/** The `source` of the ids this platform gives (prospect, vehicle, vendor). */
export const ADF_ID_SOURCE = 'Forecourt';

export type XmlNode = Record<string, unknown>;

export function text(value: string | number, attributes: Record<string, string> = {}): XmlNode {
  return { '#text': String(value), ...Object.fromEntries(Object.entries(attributes).map(([key, v]) => [`@_${key}`, v])) };
}

const payloadText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What the lead says about the shopper's own car, when it is about one. ADF has no "service" interest:
 * a car to be serviced is the customer's own, which ADF can only say as `trade-in`; its comments say why
 * (a requested service, not a confirmed booking: the dealer confirms the time). */
const OWN_CAR_INTEREST: Record<string, 'trade-in' | 'sell'> = {
  'book-a-service': 'trade-in',
  'trade-in': 'trade-in',
  'sell-your-car': 'sell',
};

function financeNode(context: LeadContext): XmlNode | undefined {
  const loan = numberOf(context.lead.payload.loan_amount);
  if (loan === null || loan <= 0) return undefined;
  return { method: 'finance', amount: text(loan, { type: 'total', limit: 'maximum', currency: 'AUD' }) };
}

function stockVehicleNode(context: LeadContext): XmlNode | null {
  const car = context.vehicle;
  if (!car) return null;
  const node: XmlNode = {
    '@_interest': context.lead.formType === 'test-drive' ? 'test-drive' : 'buy',
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
  const finance = financeNode(context);
  if (finance) node.finance = finance;
  return node;
}

/** Rego, condition, the services ticked, the trade-in answers and the offer: what ADF has no element for. */
function ownCarComments(context: LeadContext): string {
  const { payload, formType } = context.lead;
  const facts = context.tradeIn;
  const services = Array.isArray(payload.additional_services) ? payload.additional_services.map(String) : [];
  const rego = facts?.rego ? `${facts.rego.rego} (${facts.rego.state})` : payloadText(payload.Rego);
  // The valuation's questions as the email words them; the odometer has its own element.
  const answers = tradeInAnswers(facts).filter((answer) => answer.field.startsWith('trade_in.answers.') && answer.field !== 'trade_in.answers.km');
  const parts = [
    formType === 'book-a-service' ? "The customer's own car, for the service requested, time to be confirmed (not offered for sale or trade)." : null,
    rego ? `Rego ${rego}.` : null,
    payloadText(payload.condition) ? `Condition: ${payloadText(payload.condition)}.` : null,
    services.length > 0 ? `Services: ${services.join(', ')}.` : null,
    ...answers.map((answer) => `${answer.label}: ${answer.value}.`),
    facts?.valuation ? `Offer accepted, subject to inspection (estimate ${facts.valuation.amount_min}–${facts.valuation.amount_max} AUD).` : null,
    facts?.demonstration ? 'DEMONSTRATION valuation (stand-in service): the car and offer are invented.' : null,
  ];
  return parts.filter(Boolean).join(' ');
}

function ownCarNode(context: LeadContext): XmlNode | null {
  const { payload, formType } = context.lead;
  const interest = OWN_CAR_INTEREST[formType] ?? (context.event === 'trade-in.offer-accepted' ? 'trade-in' : undefined);
  if (!interest) return null;
  const found = context.event === 'trade-in.offer-accepted' ? context.tradeIn?.vehicle : null;
  const typed = formDescribesOwnCar(context);
  const node: XmlNode = {
    '@_interest': interest,
    '@_status': 'used',
    year: found?.year ?? payloadText(payload.vehicle_year),
    make: found?.make ?? (typed ? payloadText(payload['Vehicle Make']) : ''),
    model: found?.model ?? (typed ? payloadText(payload['Vehicle Model']) : ''),
  };
  if (found?.badge) node.trim = found.badge;
  const km = tradeInKm(context.tradeIn) ?? numberOf(payload.odometer_km);
  if (km !== null) node.odometer = text(km, { units: 'km' });
  if (context.tradeIn?.valuation) node.price = text(context.tradeIn.valuation.offer_price, { type: 'appraisal', currency: 'AUD' });
  const comments = ownCarComments(context);
  if (comments) node.comments = comments;
  return node;
}

export function vehicleNodes(context: LeadContext): XmlNode[] {
  const nodes = [stockVehicleNode(context), ownCarNode(context)].filter((node): node is XmlNode => node !== null);
  if (nodes.length > 0) return nodes;
  const finance = financeNode(context);
  return [{ '@_interest': 'buy', '@_status': 'new', year: '', make: '', model: '', ...(finance ? { finance } : {}) }];
}
