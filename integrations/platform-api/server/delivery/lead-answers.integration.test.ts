import { XMLParser } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CONFIRMED_LATER, TEST_DRIVE_CONFIRMED_LATER } from '../../../../src/forms/form-types/parts.ts';
import { FORM_TYPE_DEFINITIONS } from '../../../../src/forms/form-types/registry.ts';
import { FORM_TYPES, type FormType } from '../../contract/lead-payload.ts';
import { newKey, postJson, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';
import { CALENDAR_PRODUCT_ID } from './calendar-invite.ts';
import { adfValidity, VALID, VALID_WITH_TIMEFRAME } from './testing/adf-dtd-check.ts';
import { DEMO_ADDRESSES } from './testing/delivery-fixtures.ts';
import { startDeliveryRig, type DeliveryRig } from './testing/delivery-rig.ts';
import { filledLead } from './testing/filled-form.ts';
import { waitFor, type ReceivedMail } from './testing/mail-box.ts';

/**
 * Every form type, every field answered by the site's own form code, submitted to the real API: the
 * dealer's email (read back from a real SMTP server) and its ADF carry every answer the form
 * collected, consent and campaign included; a test drive and a service day come as a tentative
 * calendar invite the shopper's calendar reads (ical.js), in the words the page used.
 */

let rig: DeliveryRig;
beforeAll(async () => {
  rig = await startDeliveryRig();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => rig?.close(), SERVER_START_TIMEOUT_MS);

/** Payload fields the dealer does not read as such: ids and flags the platform resolves into names, or checks below. */
const NOT_SHOWN = new Set(['website_id', 'form_type', 'car_id', 'car_type', 'vehicle_status', 'car_dealership_id', 'autogauge_enabled', 'user_agent']);
const RESOLVED = new Set(['location_id', 'dealership_slug', 'appointment_at', 'lead_attributes']);

/** What the dealer must be able to read for one submitted answer. */
function shownAs(field: string, value: unknown): string[] {
  if (field === 'opt_in') return [value ? 'Marketing consent: Yes' : 'Marketing consent: No'];
  if (field === 'terms_accepted') return ['Test-drive terms: Accepted'];
  if (field === 'preferred_date') return ['4 March 2027'];
  // The API keeps a phone number's digits.
  if (field === 'phone') return [String(value).replace(/\s+/g, '')];
  // Amounts and distances with thousands separators ($30,000, 84,000 km).
  if (field === 'odometer_km' || field === 'loan_amount') return [Number(value).toLocaleString('en-AU')];
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}

/** The HTML body read as its rows, "Label: value", line breaks kept: what the dealer sees in a mail client. */
function htmlText(html: string): string {
  const document = parseDocument(html);
  return DomUtils.findAll((element) => element.name === 'tr', document.children)
    .map((row) => {
      const cell = (name: string) => DomUtils.findOne((element) => element.name === name, row.children);
      const read = (node: ReturnType<typeof cell>) =>
        (node?.children ?? []).map((child) => ('name' in child && child.name === 'br' ? '\n' : DomUtils.textContent(child))).join('');
      return `${read(cell('th'))}: ${read(cell('td'))}`;
    })
    .join('\n');
}

/** Every text and attribute value of the ADF, one a line. */
function adfText(xml: string): string {
  const values: string[] = [];
  const walk = (node: unknown): void => {
    if (node !== null && typeof node === 'object') Object.values(node).forEach(walk);
    else values.push(String(node));
  };
  walk(new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml));
  return values.join('\n');
}

async function submit(formType: FormType): Promise<{ leadId: string; payload: Record<string, unknown> }> {
  let slot: string | undefined;
  if (formType === 'test-drive') {
    const availability = await fetch(`${rig.api.baseUrl}/api/test-drive/availability?website_id=101&car_id=1001`);
    slot = ((await availability.json()) as { days: Array<{ slots: Array<{ start: string }> }> }).days.flatMap((day) => day.slots)[0]?.start;
  }
  const payload = filledLead(formType, { ...(slot ? { slot } : {}), custom: { 'Best time to call': 'Weekday mornings' } }) as Record<string, unknown>;
  const reply = await postJson(rig.api.baseUrl, '/api/leads', payload, { 'Idempotency-Key': newKey(formType) });
  expect(reply.status, reply.text).toBe(201);
  return { leadId: String(reply.json.lead_id), payload };
}

const dealerMail = (leadId: string, shopper: string) =>
  waitFor(() => rig.mailBox.received.find((m) => m.leadId === leadId && !m.envelopeTo.includes(shopper)), 15_000, 'dealer email');
const shopperMail = (leadId: string, shopper: string) => waitFor(() => rig.mailBox.to(shopper).find((m) => m.leadId === leadId), 15_000, 'confirmation');

function calendarOf(mail: ReceivedMail) {
  const attachment = mail.mail.attachments.find((item) => item.contentType === 'text/calendar');
  expect(attachment, 'a text/calendar attachment').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  // A formal public identifier: -//Owner//Product//Language.
  expect(calendar.getFirstPropertyValue('prodid')).toBe(CALENDAR_PRODUCT_ID);
  expect(CALENDAR_PRODUCT_ID).toMatch(/^-\/\/[^/]+\/\/[^/]+\/\/[A-Z]{2}$/);
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, event, status: event.getFirstPropertyValue('status') };
}

/** The dealer's email and ADF present the time as asked for, to be confirmed: never as already booked. */
async function expectDealerToldRequested(leadId: string, shopper: string): Promise<void> {
  const mail = await dealerMail(leadId, shopper);
  const xml = mail.mail.attachments.find((attachment) => attachment.filename === `${leadId}.adf.xml`)!.content.toString('utf8');
  for (const [where, text] of [
    ['email text', mail.mail.text ?? ''],
    ['email html', htmlText(String(mail.mail.html))],
    ['ADF', adfText(xml)],
  ]) {
    expect(text, where).not.toMatch(/\bbooked\b/i);
  }
  expect(new XMLParser().parse(xml).adf.prospect.customer.timeframe.description).toMatch(/to be confirmed/);
}

describe('every answer a form collects reaches the dealer', () => {
  it.each(FORM_TYPES.map((formType) => [formType]))('%s: in the email and in the ADF', async (formType) => {
    const { leadId, payload } = await submit(formType);
    const shopper = String(payload.email);
    const mail = await dealerMail(leadId, shopper);
    const text = mail.mail.text ?? '';
    const html = htmlText(String(mail.mail.html));
    const xml = mail.mail.attachments.find((attachment) => attachment.filename === `${leadId}.adf.xml`)!.content.toString('utf8');
    const adf = adfText(xml);

    const expected: Array<[string, string]> = [];
    for (const [field, value] of Object.entries(payload)) {
      if (NOT_SHOWN.has(field) || RESOLVED.has(field) || value === undefined) continue;
      for (const shown of shownAs(field, value)) expected.push([field, shown]);
    }
    const attributes = payload.lead_attributes as { visited_pages: string[]; linked_query_params: Record<string, string> };
    for (const page of attributes.visited_pages) expected.push(['visited page', page]);
    for (const [name, value] of Object.entries(attributes.linked_query_params)) expected.push([name, `${name}: ${value}`]);
    expected.push(['dealership', 'Demo Motors Brisbane']);
    if (payload.location_id !== undefined) expected.push(['location', String(payload.location)]);

    for (const [field, shown] of expected) {
      expect(text, `email text: ${field}`).toContain(shown);
      expect(html, `email html: ${field}`).toContain(shown);
      expect(adf, `ADF: ${field}`).toContain(shown);
    }
    const appointment = formType === 'test-drive' || formType === 'book-a-service';
    expect(await adfValidity(xml)).toEqual(appointment ? VALID_WITH_TIMEFRAME : VALID);

    if (formType === 'test-drive') {
      const timeframe = new XMLParser().parse(xml).adf.prospect.customer.timeframe;
      // Brisbane's wall clock with its offset, the same instant as the slot.
      expect(timeframe.earliestdate).toMatch(/\+10:00$/);
      expect(Date.parse(timeframe.earliestdate)).toBe(Date.parse(String(payload.appointment_at)));
      expect(Date.parse(timeframe.latestdate) - Date.parse(timeframe.earliestdate)).toBe(30 * 60_000);
    }
  });

  it('a careers enquiry from the enquiry form goes to the careers route as lead type careers, not to sales', async () => {
    // The site's form code sends careers as a General Enquiry with subcategory Career Enquiry.
    const payload = filledLead('general-enquiry', { values: { category: 'Careers Enquiry' } }) as Record<string, unknown>;
    expect([payload.category, payload.subcategory]).toEqual(['General Enquiry', 'Career Enquiry']);
    const reply = await postJson(rig.api.baseUrl, '/api/leads', payload, { 'Idempotency-Key': newKey('careers') });
    expect(reply.status, reply.text).toBe(201);
    const leadId = String(reply.json.lead_id);
    const mail = await dealerMail(leadId, String(payload.email));
    expect(mail.envelopeTo).toEqual([DEMO_ADDRESSES.careers]);
    expect(mail.mail.subject).toBe('New careers lead: Alex Citizen — General Enquiry');
    expect(mail.mail.text).toContain('Lead: careers — General Enquiry / Career Enquiry');
    const recipients = rig.mailBox.received.filter((m) => m.leadId === leadId).flatMap((m) => m.envelopeTo);
    expect(recipients).not.toContain(DEMO_ADDRESSES.sales);
    expect(rig.receiver.received.some((call) => call.leadId === leadId)).toBe(false);
  });

  it('a test drive: the page, the email and the invite all say the time is still to be confirmed', async () => {
    const { leadId, payload } = await submit('test-drive');
    const confirmation = await shopperMail(leadId, String(payload.email));
    expect(FORM_TYPE_DEFINITIONS['test-drive'].successText).toContain(TEST_DRIVE_CONFIRMED_LATER);
    expect(confirmation.mail.subject).toBe('Your test drive request — Demo Motors Brisbane');
    expect(confirmation.mail.text).toContain(TEST_DRIVE_CONFIRMED_LATER);
    expect(confirmation.mail.text).not.toMatch(/\bbooked\b/);
    await expectDealerToldRequested(leadId, String(payload.email));
    const { event, status } = calendarOf(confirmation);
    expect(status).toBe('TENTATIVE');
    expect(event.getFirstPropertyValue('uid')).toBe(`${leadId}@forecourt.leads`);
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().getTime()).toBe(Date.parse(String(payload.appointment_at)));
    expect(String(event.getFirstPropertyValue('summary'))).toBe('Test drive: 2021 Toyota Corolla Ascent Sport at Demo Motors Brisbane (to be confirmed)');
    expect(String(event.getFirstPropertyValue('location'))).toBe('Demo Motors Brisbane, Brisbane QLD 4000');
  });

  it('a service booking: the shopper gets a tentative all-day invite for the preferred day, in the words the page used', async () => {
    const { leadId, payload } = await submit('book-a-service');
    const confirmation = await shopperMail(leadId, String(payload.email));
    expect(FORM_TYPE_DEFINITIONS['book-a-service'].successText).toContain(SERVICE_CONFIRMED_LATER);
    expect(confirmation.mail.subject).toBe('Your service booking request — Demo Motors Brisbane');
    expect(confirmation.mail.text).toContain(`Thursday 4 March 2027 at Demo Motors Sydney. ${SERVICE_CONFIRMED_LATER}`);
    expect(confirmation.mail.text).not.toMatch(/\bbooked\b/);
    await expectDealerToldRequested(leadId, String(payload.email));
    const { event, status } = calendarOf(confirmation);
    expect(status).toBe('TENTATIVE');
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect([start.isDate, start.toString()]).toEqual([true, '2027-03-04']);
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2027-03-05');
    expect(event.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(String(event.getFirstPropertyValue('description'))).toContain('Logbook service, Tyres, Brakes');
  });
});
