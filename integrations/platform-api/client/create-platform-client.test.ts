import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAR, DEMO, startTestServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../test-fixtures/start-test-server.ts';
import { createPlatformClient, type PlatformClient } from './create-platform-client.ts';
import { PlatformApiError } from './platform-api-error.ts';

let t: TestServer;
let client: PlatformClient;
/** Node's fetch keeps no cookies; this one does, like a browser sending `credentials: 'include'`. */
const jar = new Map<string, string>();
const browserFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  const response = await fetch(input, { ...init, headers });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) jar.delete(name);
    else jar.set(name, value);
  }
  return response;
};
beforeAll(async () => {
  t = await startTestServer();
  client = createPlatformClient({ baseUrl: `${t.baseUrl}/`, websiteId: DEMO.websiteId, fetch: browserFetch });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const lead = {
  form_type: 'vehicle-enquiry',
  category: 'Vehicle Enquiry',
  name: 'Alex',
  email: 'alex@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Is this car still available?',
  car_id: CAR.id,
  url: `${DEMO.origin}/cars/${CAR.slug}`,
  lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
} satisfies Parameters<PlatformClient['submitLead']>[0];

async function failureOf(promise: Promise<unknown>): Promise<PlatformApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlatformApiError);
  return error as PlatformApiError;
}

function clientWith(fetchImpl: typeof fetch) {
  return createPlatformClient({ baseUrl: 'http://platform.invalid', websiteId: DEMO.websiteId, fetch: fetchImpl, timeoutMs: 200 });
}

describe('platform client against the reference server', () => {
  it('submits a lead; the same key returns the same lead_id', async () => {
    const first = await client.submitLead(lead, { idempotencyKey: 'outbox-key-0001' });
    const again = await client.submitLead(lead, { idempotencyKey: 'outbox-key-0001' });
    expect(first.lead_id).toMatch(/^lead_/);
    expect(again).toEqual(first);
  });

  it('checks the request with the contract before sending it', async () => {
    const spy = vi.fn<typeof fetch>();
    const error = await failureOf(clientWith(spy).submitLead({ ...lead, postcode: '12' }));
    expect([error.kind, error.retryable, error.fields.postcode]).toEqual(['invalid_request', false, 'Invalid postcode. Please enter a 4-digit number.']);
    expect(spy).not.toHaveBeenCalled();
  });

  it("surfaces the server's refusal with its message and fields", async () => {
    const other = createPlatformClient({ baseUrl: t.baseUrl, websiteId: 999 });
    const error = await failureOf(other.submitLead(lead));
    expect([error.kind, error.status, error.code, error.retryable]).toEqual(['http', 400, 'validation_failed', false]);
    expect(error.fields).toEqual({ website_id: 'Unknown website.' });
  });

  it('runs the vehicle page calls', async () => {
    const views = await client.getViews(CAR.slug, { photosCount: 3 });
    expect(views?.car_fields).toMatchObject({ id: CAR.id, changed: false });
    expect(await client.getViews('no-such-car')).toBeNull();
    expect((await client.getCarStatus(CAR.slug)).available).toBe(true);
    expect((await client.getAutogauge(CAR.slug)).listing_price).toBe(24_990);
    expect(Object.keys((await client.getFinanceDetails(CAR.id)).lenders)).toEqual(['taurus', 'angle']);
    expect(await client.getDeliveryPrice('2000')).toMatchObject({ name: 'Sydney Metro', price: 990 });
    const remote = await failureOf(client.getDeliveryPrice('0872'));
    expect([remote.status, remote.message]).toEqual([404, expect.stringContaining("Sorry, we can't provide an estimate")]);
    expect((await client.getTestDriveAvailability({ carId: CAR.id })).days).toHaveLength(14);
    expect(await client.trackPhoneReveal({ car_id: CAR.id, dealership_id: 11 })).toEqual({ recorded: true });
  });

  it('downloads the PDF and gives a link to it', async () => {
    const pdf = await client.downloadVehiclePdf(CAR.slug);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(client.vehiclePdfUrl(CAR.slug)).toBe(`${t.baseUrl}/cars/${CAR.slug}/pdf?website_id=101`);
  });

  it('signs in, keeps a watchlist, reserves a car', async () => {
    expect(await client.getSession()).toBeNull();
    const requested = await client.requestSignInCode('0412 345 678');
    expect(requested.demo_code).toBeUndefined();
    const session = await client.verifySignInCode('0412 345 678', t.lastCode('0412345678'));
    expect(session).not.toHaveProperty('token');
    expect([...jar.keys()]).toEqual(['fc_session_101']);
    expect(await client.getSession()).toEqual(session.user);

    expect(await client.saveToWatchlist({ phone_number: session.user.phone, car_id: CAR.id })).toEqual({ success: true });
    expect((await client.listWatchlist()).cars.map((car) => car.car_id)).toEqual([CAR.id]);
    const sold = await failureOf(client.saveToWatchlist({ phone_number: session.user.phone, car_id: 1002 }));
    expect(sold.code).toBe('car_sold');

    const reservation = await client.createReservation({ car_id: 1004, name: 'Alex Citizen', email: 'alex@example.com', phone: '0412345678' });
    const confirmed = await client.confirmReservation(reservation.reservation_id, '4242424242424242');
    expect(confirmed.status).toBe('confirmed');
    expect((await client.getCarStatus('2022-skoda-octavia-rs')).reserved).toBe(true);

    await client.signOut();
    expect(jar.size).toBe(0);
    expect(await client.getSession()).toBeNull();
  });

  it('walks the trade-in steps', async () => {
    const { lead_id } = await client.submitLead({ ...lead, form_type: 'trade-in' as const });
    const rego = await client.lookupRego({ lead_id, rego: 'XYZ789', regoState: 'NSW' });
    const valuation = await client.submitValuation({ lead_id, id: rego.valuation_id, adjustmentAnswers: { km: 10_000 } });
    expect(valuation.lead_id).toBe(lead_id);
    await client.saveValuation({ column_name: 'valuation', lead_id, value: { ...valuation } });
    expect(await client.acceptOffer({ lead_id, form_completed: true, offer_accepted: true, category: 'Trade-In', subcategory: '3. Offer Accepted' })).toEqual({
      lead_id,
    });
  });
});

describe('platform client failures', () => {
  it('a network failure is retryable', async () => {
    const closed = await startTestServer();
    const url = closed.baseUrl;
    await closed.close();
    const error = await failureOf(createPlatformClient({ baseUrl: url, websiteId: DEMO.websiteId }).submitLead(lead));
    expect([error.kind, error.retryable]).toEqual(['network', true]);
  });

  it('a timeout is retryable', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const error = await failureOf(clientWith(hanging).getCarStatus(CAR.slug));
    expect([error.kind, error.retryable]).toEqual(['timeout', true]);
  });

  it('5xx is retryable, with or without a JSON body; 4xx is not', async () => {
    const reply = (status: number, body: string) => async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    const internal = await failureOf(clientWith(reply(500, '{"error":"internal_error","message":"Oops"}')).submitLead(lead));
    expect([internal.code, internal.message, internal.retryable]).toEqual(['internal_error', 'Oops', true]);
    const gateway = await failureOf(clientWith(reply(502, '<html>Bad gateway</html>')).submitLead(lead));
    expect([gateway.code, gateway.retryable]).toEqual(['http_502', true]);
    const busy = await failureOf(clientWith(reply(409, '{"error":"request_in_progress","message":"Later"}')).submitLead(lead));
    expect(busy.retryable).toBe(true);
    const conflict = await failureOf(clientWith(reply(409, '{"error":"idempotency_key_reused","message":"No"}')).submitLead(lead));
    expect(conflict.retryable).toBe(false);
  });

  it('429 is retryable and carries its Retry-After', async () => {
    const limited = clientWith(
      async () =>
        new Response('{"error":"too_many_requests","message":"Later"}', { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } }),
    );
    const error = await failureOf(limited.submitLead(lead));
    expect([error.status, error.code, error.retryable, error.retryAfterMs]).toEqual([429, 'too_many_requests', true, 30_000]);
  });

  it('a reply that breaks the contract is an error, not a crash', async () => {
    const wrongShape = clientWith(async () => Response.json({ lead_id: 42 }, { status: 201 }));
    const error = await failureOf(wrongShape.submitLead(lead));
    expect([error.kind, error.retryable, error.fields]).toEqual(['invalid_reply', false, { lead_id: expect.any(String) }]);
    const notJson = clientWith(async () => new Response('<html>', { status: 200 }));
    expect((await failureOf(notJson.getAutogauge(CAR.slug))).kind).toBe('invalid_reply');
  });

  it('sends the Idempotency-Key and website_id, with credentials and no Authorization header', async () => {
    const seen: Request[] = [];
    const recorder: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init));
      return Response.json({ lead_id: 'lead_0123456789abcdef' }, { status: 201 });
    };
    const withToken = createPlatformClient({ baseUrl: 'http://platform.invalid', websiteId: 7, fetch: recorder });
    await withToken.submitLead(lead);
    await withToken.submitLead(lead);
    const [first, second] = seen;
    expect(first?.headers.get('idempotency-key')).toMatch(/^[\w-]{8,}$/);
    expect(first?.headers.get('idempotency-key')).not.toBe(second?.headers.get('idempotency-key'));
    expect(first?.headers.get('authorization')).toBeNull();
    expect(first?.credentials).toBe('include');
    expect((await first!.json()).website_id).toBe(7);
  });
});

// Type-level checks (run by tsc): the client's inputs are the contract's.
export function typeChecks(typed: PlatformClient): void {
  // @ts-expect-error unknown form type
  void typed.submitLead({ form_type: 'spam', name: 'A' });
  // @ts-expect-error car_id is a number
  void typed.saveToWatchlist({ phone_number: '0412345678', car_id: '1001' });
  // website_id is added by the client, and custom dealer fields are allowed
  void typed.submitLead({ form_type: 'contact', name: 'A', email: 'a@b.co', 'Preferred colour': 'Red' });
}
