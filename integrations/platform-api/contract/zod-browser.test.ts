import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as server from './index.ts';

/**
 * Browser bundles build the contract on zod-browser.ts (classic zod's API over zod/mini), the server on
 * classic zod. Same definitions, so they must accept and reject the same payloads with the same output
 * and the same messages: every schema of the route table (and the lead form's stricter schema) parses a
 * corpus of good payloads and of each one broken field by field, through both. The browser side parses
 * jitless, as under the sites' CSP.
 */

type Contract = typeof server;
let browser: Contract;
/** Whether loading the browser contract installed zod's English messages (classic does it on its own). */
let browserSetsMessages = false;

beforeAll(async () => {
  const classicMessages = z.core.globalConfig.localeError;
  z.core.globalConfig.localeError = undefined;
  vi.resetModules();
  vi.doMock('zod', () => import('./zod-browser.ts'));
  browser = (await import('./index.ts')) as Contract;
  vi.doUnmock('zod');
  browserSetsMessages = typeof z.core.globalConfig.localeError === 'function';
  z.core.globalConfig.localeError ??= classicMessages;
});
afterEach(() => z.config({ jitless: false }));

interface Parsed {
  success: boolean;
  data?: string;
  issues?: Array<{ code: string; path: string; message: string }>;
}
interface Parser {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: { issues: z.core.$ZodIssue[] } };
}

function outcome(schema: Parser, input: unknown, jitless: boolean): Parsed {
  z.config({ jitless });
  const result = schema.safeParse(structuredClone(input));
  if (result.success) return { success: true, data: JSON.stringify(result.data) };
  return { success: false, issues: result.error.issues.map((i) => ({ code: i.code, path: i.path.join('.'), message: i.message })) };
}

const lead = {
  website_id: 101,
  form_type: 'vehicle-enquiry',
  category: 'Vehicle Enquiry',
  name: '  Jo Citizen ',
  last_name: "O'Neil",
  email: ' Jo@Example.COM ',
  phone: '+61 (412) 345-678',
  postcode: '4000',
  message: 'Is it still available?',
  opt_in: true,
  PreferredContactMethod: 'SMS',
  finance: 'Yes',
  Rego: 'ABC 123',
  car_id: 1001,
  car_type: 'used',
  appointment_at: '2026-11-21T09:00:00+10:00',
  url: 'https://www.example.com/cars/x?utm_source=a',
  user_agent: 'Mozilla/5.0',
  lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'news' } },
  'Preferred colour': 'Red',
};
const leadId = 'lead_0123456789abcdef';
const isoInstant = '2026-11-21T09:00:00Z';

/** A valid payload per schema the browser sends or reads; broken field by field below. */
const GOOD: Partial<Record<server.RouteName, { body?: object; query?: object; params?: object; reply?: object }>> = {
  submitLead: { body: lead, reply: { lead_id: leadId } },
  lookupRego: {
    body: { website_id: 101, lead_id: leadId, rego: ' abc123 ', regoState: 'QLD' },
    reply: { lead_id: leadId, valuation_id: 'v1', vehicle: { year: 2019, make: 'Toyota', model: 'Corolla', badge: 'Ascent', description: 'x' } },
  },
  submitValuation: {
    body: { website_id: 101, lead_id: leadId, id: 'v1', adjustmentAnswers: { km: 40000, condition: 'Good', accident: false } },
    reply: { lead_id: leadId, valuation: { id: 'v1', currency: 'AUD', amount_min: 1, amount_max: 2, offer_price: 1, note: 'n' } },
  },
  acceptOffer: {
    body: {
      website_id: 101,
      lead_id: leadId,
      form_completed: true,
      offer_accepted: true,
      category: 'Trade-in',
      subcategory: '3. Offer Accepted',
      email: 'a@b.co',
    },
  },
  requestSignInCode: { body: { website_id: 101, phone: '0412 345 678' }, reply: { sent: true, expires_in_seconds: 300, demo_code: '123456' } },
  verifySignInCode: {
    body: { website_id: 101, phone: '0412345678', code: ' 123456 ' },
    reply: { user: { id: 1, phone: '0412345678' }, expires_at: isoInstant },
  },
  createReservation: {
    body: { website_id: 101, car_id: 1001, name: 'Jo', email: 'jo@example.com', phone: '07 3123 4567' },
    reply: {
      reservation_id: 'res_0123456789abcdef',
      status: 'pending_payment',
      car_id: 1001,
      amount: 200,
      currency: 'AUD',
      hold_hours: 48,
      payment: { provider: 'test', intent_id: 'pi_1', client_secret: 's' },
    },
  },
  cancelReservation: { params: { reservation_id: 'res_0123456789abcdef' }, body: { website_id: 101, email: 'jo@example.com' } },
  saveWatchlistCar: { body: { website_id: 101, phone_number: '0412345678', car_id: 1001 }, reply: { success: true } },
  carViews: {
    params: { slug: '2019-toyota-corolla-x1' },
    query: { website_id: '101', photos_count: '12', updated_at: '2026-11-20' },
    reply: {
      views: 3,
      car_fields: {
        id: 1,
        slug: 's',
        status: 'in_stock',
        reserved: false,
        reserved_until: null,
        available: true,
        price: 1,
        photos_count: 2,
        updated_at: null,
        changed: false,
      },
    },
  },
  carAutogauge: { reply: { fill: 0.5, listing_price: 1, market_range_min: 0, market_range_max: 2, confidence: 1, description: 'd', source: 'demo' } },
  financeDetails: {
    params: { car_id: '1001' },
    reply: {
      car_id: 1001,
      lenders: {
        nissan: {
          disclaimer: 'd',
          deposit: null,
          termYears: 5,
          termMonths: null,
          interestRate: 6.5,
          comparisonRate: null,
          establishmentFees: null,
          paymentWeek: 90,
          paymentMonth: null,
          totalPayable: null,
        },
      },
    },
  },
  deliveryPrice: {
    query: { website_id: '101', postcode: ' 4000 ', car_id: '1001' },
    reply: { postcode: '4000', price: 150, name: 'Brisbane', currency: 'AUD' },
  },
  testDriveAvailability: {
    query: { website_id: '101', location_id: '2' },
    reply: {
      location_id: 2,
      time_zone: 'Australia/Brisbane',
      slot_minutes: 30,
      days: [{ date: '2026-11-21', weekday: 6, slots: [{ start: isoInstant, time: '09:00' }] }],
    },
  },
  trackPhoneReveal: { body: { website_id: 101, car_id: 1001, dealership_id: 3 }, reply: { recorded: true } },
};

/** Each field of `good` replaced by values that break (or are trimmed, coerced or defaulted by) one rule. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  'A'.repeat(300),
  -1,
  0,
  1.5,
  2 ** 60,
  true,
  [],
  {},
  ['x'],
  '0412 345 678',
  'a@b',
  '2026-11-21',
];
function variants(good: object): unknown[] {
  const out: unknown[] = [good, undefined, null, {}, 'text', 42, []];
  for (const key of Object.keys(good)) {
    for (const value of BAD_VALUES) out.push({ ...good, [key]: value });
  }
  out.push({ ...good, unknown_field: 'x' });
  return out;
}

function expectSame(what: string, serverSchema: Parser, browserSchema: Parser, inputs: unknown[]): number {
  for (const [index, input] of inputs.entries()) {
    expect(outcome(browserSchema, input, true), `${what} #${index}: ${JSON.stringify(input)?.slice(0, 200)}`).toEqual(outcome(serverSchema, input, false));
  }
  return inputs.length;
}

describe('the contract in browser bundles (zod-browser.ts) and on the server (classic zod)', () => {
  it('loads every contract module through the browser zod', () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(server).sort());
    // Made by zod/mini, not classic zod: the browser schemas lack classic-only tools.
    expect('toJSONSchema' in browser.LeadPayloadSchema).toBe(false);
    expect('toJSONSchema' in server.LeadPayloadSchema).toBe(true);
    expect(browserSetsMessages, 'zod-browser.ts installs the English messages classic zod uses').toBe(true);
  });

  it('accepts and rejects the same payloads, with the same output and messages, for every route', () => {
    let compared = 0;
    for (const name of Object.keys(server.routes) as server.RouteName[]) {
      const good = GOOD[name] ?? {};
      for (const part of ['params', 'query', 'body', 'reply'] as const) {
        const serverSchema = (server.routes[name] as Record<string, unknown>)[part] as Parser | null | undefined;
        const browserSchema = (browser.routes[name] as Record<string, unknown>)[part] as Parser | null | undefined;
        if (!serverSchema || !browserSchema) continue;
        compared += expectSame(`${name} ${part}`, serverSchema, browserSchema, variants(good[part] ?? {}));
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it('the lead form schema with a dealer’s stricter rules', () => {
    const rules = { requireLastName: true, requirePostcode: true, requireEmail: true, requirePhone: true, requireLocation: true, requireDealership: true };
    for (const ruleSet of [{}, rules, { messageRequired: false }]) {
      expectSame('lead form', server.createLeadFormSchema(ruleSet), browser.createLeadFormSchema(ruleSet), variants(lead));
    }
  });

  it('rejects a broken lead with the same field messages the server sends', () => {
    const broken = { ...lead, name: '', email: 'nope', phone: '123', postcode: '40', url: 'javascript:alert(1)' };
    const [onServer, inBrowser] = [server, browser].map((contract) => {
      const result = contract.LeadPayloadSchema.safeParse(broken);
      return result.success ? {} : server.fieldErrorsOf(result.error);
    });
    expect(inBrowser).toEqual(onServer);
    expect(inBrowser).toMatchObject({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });
});
