import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { adfDocument } from './adf-document.ts';
import type { LeadContext } from './lead-context.ts';
import { dealerLeadEmail, shopperConfirmationEmail } from './lead-emails.ts';
import { dealerReservationNoticeEmail, shopperHoldLapsedEmail } from './reservation-notice-emails.ts';
import { adfDtdProblems } from './testing/adf-dtd-check.ts';
import { context, lead, site, vehicle } from './testing/lead-context-fixture.ts';
import { webhookBody } from './webhook-body.ts';

/**
 * Whatever a shopper pastes, and whatever a dealer's stock feed or config holds, every document the
 * platform writes stays readable by the dealer's tools: the ADF is well-formed and valid (xmllint),
 * the emails, the calendar invite and the webhook JSON carry no code point XML 1.0 forbids, and the
 * invite still parses (ical.js). Every code point goes through the ADF writer; the forbidden ones and
 * random strings go into every text field of the lead, the car, the dealer and the location.
 */

/** XML 1.0 production [2] Char, read straight from the specification. */
const isXmlChar = (cp: number) =>
  cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

/** The code point as a JS string: a surrogate code point can only be a lone half. */
const char = (cp: number) => (cp > 0xffff ? String.fromCodePoint(cp) : String.fromCharCode(cp));

/** Every forbidden code point and the edges of the allowed ranges, each between letters so no two halves pair up. */
const EDGES = [0x9, 0xa, 0xd, 0x20, 0x7f, 0x85, 0xa0, 0x2028, 0x202e, 0xd7ff, 0xe000, 0xfeff, 0xfffd, 0x10000, 0x10ffff];
const FORBIDDEN_AND_EDGES = [...Array.from({ length: 0x20 }, (_, cp) => cp), 0xfffe, 0xffff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xdabc, ...EDGES]
  .map((cp) => `x${char(cp)}`)
  .join('');

/** Keys whose values are not free text (instants, zones, enumerations the code branches on). */
const NOT_TEXT = new Set(['appointmentAt', 'createdAt', 'timeZone', 'time_zone', 'formType', 'car_type', 'status', 'url', 'slug', 'preferred_date']);

/** The same value with `text` added to every string it holds, however deep. */
function withText<T>(value: T, text: (key: string) => string, key = ''): T {
  if (typeof value === 'string') return (NOT_TEXT.has(key) ? value : `${value}${text(key)}`) as T;
  if (Array.isArray(value)) return value.map((item) => withText(item, text, key)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withText(inner, text, name)])) as T;
  }
  return value;
}

function fuzzedContext(text: (key: string) => string, overrides: Partial<LeadContext> = {}): LeadContext {
  const payload = { Rego: 'ABC123', 'Best time to call': 'Mornings', additional_services: ['Tyres'], source: 'google', opt_in: true };
  return context({
    lead: withText({ ...lead, payload }, text),
    vehicle: withText(vehicle, text),
    site: withText(site, text),
    dealershipName: `Demo Motors Brisbane${text('dealership')}`,
    location: withText({ id: 501, name: 'Brisbane', slug: 'brisbane', special_hours: [] }, text),
    tradeIn: withText({ vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx', description: '2020 Mazda CX-5 Maxx' }, valuation: null }, text),
    ...overrides,
  });
}

/** Every string in `value` holding a code point XML 1.0 forbids, by path. */
function forbiddenStrings(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') {
    for (const piece of value) if (!isXmlChar(piece.codePointAt(0) ?? 0)) return [`${path} has U+${(piece.codePointAt(0) ?? 0).toString(16)}`];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenStrings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => forbiddenStrings(inner, `${path}.${key}`));
  return [];
}

function everyDocument(fuzzed: LeadContext): { adf: string[]; other: Record<string, unknown>; invites: string[] } {
  const dealer = dealerLeadEmail(fuzzed, 'sales@demo-motors.example.com.au');
  const shopper = shopperConfirmationEmail(fuzzed, 'alex@example.com');
  const invites = (shopper.attachments ?? [])
    .filter((attachment) => String(attachment.contentType).startsWith('text/calendar'))
    .map((attachment) => String(attachment.content));
  const webhook = JSON.parse(JSON.stringify(webhookBody(fuzzed))) as Record<string, unknown>;
  return {
    adf: [adfDocument(fuzzed), String(webhook.adf)],
    other: {
      dealer,
      shopper,
      webhook,
      lapsed: shopperHoldLapsedEmail({ ...fuzzed, event: 'reservation.hold-expired' }, 'alex@example.com'),
      cancelled: dealerReservationNoticeEmail({ ...fuzzed, event: 'reservation.cancelled' }, 'sales@demo-motors.example.com.au'),
    },
    invites,
  };
}

/** A small deterministic generator (mulberry32), so a failure is the same failure next run. */
function randomText(seed: number): (key: string) => string {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = () => {
    const roll = next();
    if (roll < 0.3) return Math.floor(next() * 0x20);
    if (roll < 0.45) return 0xd800 + Math.floor(next() * 0x800);
    if (roll < 0.5) return 0xfffe + Math.floor(next() * 2);
    return Math.floor(next() * 0x110000);
  };
  return () => Array.from({ length: 1 + Math.floor(next() * 24) }, () => char(pick())).join('');
}

describe('documents the dealer receives, fuzzed', () => {
  it('every one of the 1,114,112 code points through the ADF writer: each document well-formed and valid against both DTDs', async () => {
    const chunk = 16_384;
    const documents: string[] = [];
    for (let start = 0; start <= 0x10ffff; start += chunk) {
      const text = Array.from({ length: Math.min(chunk, 0x110000 - start) }, (_, offset) => `${char(start + offset)} `).join('');
      documents.push(adfDocument(context({ lead: { ...lead, appointmentAt: null, firstName: `Alex${text}`, message: text } })));
    }
    const problems = await adfDtdProblems(documents);
    expect(problems.errata.flat()).toEqual([]);
    expect(problems.published.flat()).toEqual([]);
  });

  it('the forbidden code points in every text field, for every kind of lead and event', async () => {
    const kinds: Array<Partial<LeadContext>> = [
      {},
      { event: 'trade-in.offer-accepted', leadType: 'trade-in' },
      { vehicle: undefined, leadType: 'service' },
      {
        lead: {
          ...lead,
          formType: 'book-a-service',
          appointmentAt: null,
          payload: { preferred_date: '2026-12-03', additional_services: ['Tyres'], 'Vehicle Make': 'Mazda' },
        },
        vehicle: undefined,
        leadType: 'service',
      },
      { lead: { ...lead, formType: 'reservation', category: 'Reserve Online' }, leadType: 'reservation' },
    ];
    const adf: string[] = [];
    let invites = 0;
    for (const kind of kinds) {
      const built = fuzzedContext(() => FORBIDDEN_AND_EDGES);
      const documents = everyDocument({ ...built, ...withText(kind, () => FORBIDDEN_AND_EDGES) });
      expect(forbiddenStrings(documents.other)).toEqual([]);
      for (const invite of documents.invites) expect(() => ICAL.parse(invite)).not.toThrow();
      invites += documents.invites.length;
      adf.push(...documents.adf);
    }
    // Every kind but the service booking keeps the fixture's slot (a timed invite); the booking's is all-day.
    expect(invites).toBe(kinds.length);
    const problems = await adfDtdProblems(adf, ['errata']);
    expect(problems.errata.flat()).toEqual([]);
  });

  it('random strings of any code point in every text field (100 leads, seeded)', async () => {
    const adf: string[] = [];
    for (let seed = 1; seed <= 100; seed += 1) {
      const documents = everyDocument(fuzzedContext(randomText(seed)));
      expect(forbiddenStrings(documents.other), `seed ${seed}`).toEqual([]);
      for (const invite of documents.invites) expect(() => ICAL.parse(invite), `seed ${seed}`).not.toThrow();
      adf.push(...documents.adf);
    }
    const problems = await adfDtdProblems(adf, ['errata']);
    expect(problems.errata.flat()).toEqual([]);
  });
});
