import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR, DEMO, newKey, postJson, startTestServer, validLead, type TestServer, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';

// Monday 2 March 2026, 07:00 in Brisbane.
const NOW = new Date('2026-03-01T21:00:00Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: () => NOW });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const getJson = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`);
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, headers: response.headers };
};
const site = `website_id=${DEMO.websiteId}`;

describe('views', () => {
  it('counts each view per website and returns live fields', async () => {
    const first = await getJson(`/cars/${CAR.slug}/view.json?${site}&photos_count=3&updated_at=2026-03-01T00:00:00.000Z`);
    const second = await getJson(`/cars/${CAR.slug}/view.json?${site}`);
    expect(first.status).toBe(200);
    // The feed says 120 views (what the car's search card shows); the page counts on from there.
    expect(first.json.views).toBe(121);
    expect(second.json.views).toBe(122);
    expect(first.json.car_fields).toMatchObject({ id: CAR.id, status: 'in_stock', reserved: false, photos_count: 3, changed: false });
    const otherDealer = await getJson(`/cars/${CAR.slug}/view.json?website_id=202`);
    expect(otherDealer.json).toMatchObject({ views: 1, car_fields: { id: 2001, price: 23_500 } });
  });

  it('says when the page is older than the stock', async () => {
    const stale = await getJson(`/cars/${CAR.slug}/view.json?${site}&photos_count=1`);
    expect((stale.json.car_fields as { changed: boolean }).changed).toBe(true);
  });

  it('404 for a car this dealer does not have', async () => {
    expect((await getJson(`/cars/no-such-car/view.json?${site}`)).status).toBe(404);
  });
});

describe('status', () => {
  it('reports sold and reserved cars as unavailable', async () => {
    expect((await getJson(`/cars/2019-mazda-cx-5-maxx-sport/status?${site}`)).json).toMatchObject({ status: 'sold', available: false });
    expect((await getJson(`/cars/2024-kia-sportage-s/status?${site}`)).json).toMatchObject({ reserved: true, available: false });
  });
});

describe("batch status (a search page's cards)", () => {
  it('answers every asked-for car of this dealer in one request, leaving out ids it does not list', async () => {
    const reply = await getJson(`/api/cars/status?${site}&ids=1001,1002,1003,1002,2001,999999`);
    expect(reply.status).toBe(200);
    const cars = reply.json.cars as Array<{ id: number; status: string; reserved: boolean; available: boolean; price: number }>;
    expect(cars.map((car) => car.id)).toEqual([1001, 1002, 1003]);
    expect(cars[0]).toMatchObject({ status: 'in_stock', available: true, price: 24_990 });
    expect(cars[1]).toMatchObject({ status: 'sold', available: false });
    expect(cars[2]).toMatchObject({ reserved: true, available: false });
  });

  it('refuses an empty list, junk ids and more than 48 cars', async () => {
    expect((await getJson(`/api/cars/status?${site}&ids=`)).status).toBe(400);
    expect((await getJson(`/api/cars/status?${site}&ids=1001,abc`)).status).toBe(400);
    const many = Array.from({ length: 49 }, (_, i) => 1001 + i).join(',');
    expect((await getJson(`/api/cars/status?${site}&ids=${many}`)).status).toBe(400);
    expect((await getJson(`/api/cars/status?ids=1001`)).status).toBe(400);
  });
});

describe('autogauge', () => {
  it('returns price-comparison data, or 404 without market data', async () => {
    const gauge = await getJson(`/cars/${CAR.slug}/autogauge?${site}`);
    expect(gauge.json).toMatchObject({ listing_price: 24_990, market_range_min: 24_400, market_range_max: 28_600, confidence: 0.85 });
    expect((await getJson(`/cars/2022-skoda-octavia-rs/autogauge?${site}`)).json.error).toBe('no_market_data');
  });
});

describe('finance details', () => {
  it("gives every lender a disclaimer, the lender's own first", async () => {
    const details = await getJson(`/api/vehicles/${CAR.id}/finance?${site}`);
    const lenders = details.json.lenders as Record<string, { disclaimer: string; interestRate: number | null; paymentMonth: number | null }>;
    expect(lenders.angle?.disclaimer).toBe('Angle Finance: approved applicants only.');
    expect(lenders.taurus?.disclaimer).toContain('$30,000 secured loan over 5 years');
    expect(lenders.taurus).toMatchObject({ interestRate: 8.49, paymentMonth: null });
    expect((await getJson(`/api/vehicles/2001/finance?${site}`)).status).toBe(404);
  });
});

describe('delivery price', () => {
  it('prices known regions and refuses remote ones with the spec message', async () => {
    expect((await getJson(`/api/delivery-price?${site}&postcode=3000`)).json).toEqual({
      postcode: '3000',
      price: 1390,
      name: 'Melbourne Metro',
      currency: 'AUD',
    });
    const remote = await getJson(`/api/delivery-price?${site}&postcode=0872`);
    expect(remote.status).toBe(404);
    expect(remote.json.message).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
    // With the car: priced from where it is (a Brisbane car: free in Brisbane, by distance to Melbourne).
    expect((await getJson(`/api/delivery-price?${site}&postcode=4000&car_id=${CAR.id}`)).json).toMatchObject({ price: 0, name: 'Brisbane Metro' });
    const fromCar = (await getJson(`/api/delivery-price?${site}&postcode=3000&car_id=${CAR.id}`)).json as { price: number };
    expect(fromCar.price).toBeGreaterThan(0);
    const invalid = await getJson(`/api/delivery-price?${site}&postcode=30`);
    expect(invalid.json.fields).toEqual({ postcode: 'Invalid postcode. Please enter a 4-digit number.' });
  });
});

describe('test-drive availability', () => {
  it("offers the primary sales location's slots for 14 days, holidays closed", async () => {
    const reply = await getJson(`/api/test-drive/availability?${site}`);
    const days = reply.json.days as Array<{ date: string; slots: Array<{ start: string; time: string }> }>;
    expect(reply.json).toMatchObject({ location_id: 501, time_zone: 'Australia/Brisbane', slot_minutes: 30 });
    expect(days).toHaveLength(14);
    expect(days[0]?.slots[0]).toEqual({ start: '2026-03-01T22:30:00.000Z', time: '08:30' });
    expect(days[0]?.slots).toHaveLength(18);
    expect(days.find((day) => day.date === '2026-03-06')?.slots).toEqual([]);
  });

  it("uses the car's location (sales hours, Sydney time) when asked about a car", async () => {
    const reply = await getJson(`/api/test-drive/availability?${site}&car_id=1004`);
    const days = reply.json.days as Array<{ slots: Array<{ time: string }> }>;
    expect(reply.json).toMatchObject({ location_id: 502, time_zone: 'Australia/Sydney' });
    expect(days[0]?.slots.map((slot) => slot.time)).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });

  it('a booked test drive takes its slot away (spam bookings do not)', async () => {
    const slot = '2026-03-02T03:00:00.000Z'; // 13:00 local
    const book = (extra: Record<string, unknown>) =>
      postJson(t.baseUrl, '/api/leads', validLead({ form_type: 'test-drive', location_id: 501, appointment_at: slot, ...extra }), {
        'Idempotency-Key': newKey(),
      });
    await book({ company_website: 'bot' });
    const before = await getJson(`/api/test-drive/availability?${site}&location_id=501`);
    expect((before.json.days as Array<{ slots: Array<{ start: string }> }>)[0]?.slots.map((s) => s.start)).toContain(slot);
    expect((await book({})).status).toBe(201);
    const after = await getJson(`/api/test-drive/availability?${site}&location_id=501`);
    expect((after.json.days as Array<{ slots: Array<{ start: string }> }>)[0]?.slots.map((s) => s.start)).not.toContain(slot);
  });

  it('404 for an unknown location', async () => {
    expect((await getJson(`/api/test-drive/availability?${site}&location_id=999`)).status).toBe(404);
  });
});

describe('phone reveal', () => {
  it('records {car_id, dealership_id, website_id}', async () => {
    const body = { website_id: DEMO.websiteId, car_id: CAR.id, dealership_id: 11 };
    const reply = await postJson(t.baseUrl, '/api/phone-reveals', body, { 'Idempotency-Key': newKey() });
    expect([reply.status, reply.json]).toEqual([201, { recorded: true }]);
    expect(await t.rows('SELECT car_id, dealership_id, website_id FROM phone_reveals')).toEqual([{ car_id: CAR.id, dealership_id: 11, website_id: 101 }]);
  });
});

describe('vehicle PDF', () => {
  it('is a real PDF, downloaded as {slug}.pdf', async () => {
    const response = await fetch(`${t.baseUrl}/cars/${CAR.slug}/pdf?${site}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${CAR.slug}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');
  });

  it('copes with names the fonts cannot draw, and 404s unknown cars', async () => {
    expect((await fetch(`${t.baseUrl}/cars/2022-skoda-octavia-rs/pdf?${site}`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/cars/nope/pdf?${site}`)).status).toBe(404);
  });
});
