import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR, DEMO, postJson, startTestServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const PHONE = '0412345678';
const call = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson(t.baseUrl, path, { website_id: DEMO.websiteId, ...body }, headers);

async function signIn(phone = PHONE): Promise<string> {
  const code = await call('/api/sign-in/code', { phone });
  expect(code.json).toEqual({ sent: true, expires_in_seconds: 600, demo_code: '123456' });
  const verified = await call('/api/sign-in/verify', { phone, code: '123456' });
  expect(verified.status).toBe(200);
  return String(verified.json.token);
}

describe('sign-in', () => {
  it('demo: request a code, verify it, get a session (token and HttpOnly cookie)', async () => {
    await call('/api/sign-in/code', { phone: '+61 412 345 678' });
    const verified = await call('/api/sign-in/verify', { phone: '0412 345 678', code: '123456' });
    expect(verified.json).toMatchObject({ token: expect.any(String), user: { id: expect.any(Number), phone: PHONE } });
    expect(verified.headers.get('set-cookie')).toMatch(/^fc_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);

    const bearer = await fetch(`${t.baseUrl}/api/session?website_id=101`, { headers: { Authorization: `Bearer ${String(verified.json.token)}` } });
    expect(await bearer.json()).toEqual({ user: verified.json.user });
    const cookie = await fetch(`${t.baseUrl}/api/session?website_id=101`, { headers: { Cookie: `other=1; fc_session=${String(verified.json.token)}` } });
    expect(cookie.status).toBe(200);
  });

  it('401 without a session, and after signing out', async () => {
    expect((await fetch(`${t.baseUrl}/api/session?website_id=101`)).status).toBe(401);
    const token = await signIn();
    const out = await call('/api/sign-out', {}, { Authorization: `Bearer ${token}` });
    expect(out.json).toEqual({ signed_out: true });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await fetch(`${t.baseUrl}/api/session?website_id=101`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('refuses wrong codes, and stops after five tries', async () => {
    const phone = '0498765432';
    await call('/api/sign-in/code', { phone });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('/api/sign-in/verify', { phone, code: '000000' });
      expect([wrong.status, wrong.json.error]).toEqual([401, 'invalid_code']);
    }
    expect((await call('/api/sign-in/verify', { phone, code: '123456' })).status).toBe(429);
    expect((await call('/api/sign-in/verify', { phone: '0411111111', code: '123456' })).json.message).toContain('expired');
  });

  it('needs a mobile number and a 6-digit code', async () => {
    expect((await call('/api/sign-in/code', { phone: '07 3123 4567' })).json.fields).toEqual({
      phone: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.',
    });
    expect((await call('/api/sign-in/verify', { phone: PHONE, code: '12' })).json.fields).toEqual({ code: 'Please enter the 6-digit code.' });
  });

  it('log mode sends a random code to the log only, and not again at once', async () => {
    const logMode = await startTestServer({ signInMode: 'log' });
    try {
      const reply = await postJson(logMode.baseUrl, '/api/sign-in/code', { website_id: 101, phone: PHONE });
      expect(reply.json).toEqual({ sent: true, expires_in_seconds: 600 });
      const code = /sign-in code for 0412345678: (\d{6})/.exec(logMode.logs.join('\n'))?.[1];
      const resend = await postJson(logMode.baseUrl, '/api/sign-in/code', { website_id: 101, phone: PHONE });
      expect([resend.status, resend.json.error]).toEqual([429, 'too_many_attempts']);
      expect((await postJson(logMode.baseUrl, '/api/sign-in/verify', { website_id: 101, phone: PHONE, code })).status).toBe(200);
    } finally {
      await logMode.close();
    }
  });
});

describe('watchlist', () => {
  it('saves and removes cars for the signed-in phone', async () => {
    const token = await signIn();
    const auth = { Authorization: `Bearer ${token}` };
    expect((await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: CAR.id }, auth)).json).toEqual({ success: true });
    expect((await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: CAR.id }, auth)).json).toEqual({ success: true });
    const list = await fetch(`${t.baseUrl}/api/watchlist?website_id=101`, { headers: auth });
    expect(((await list.json()) as { cars: Array<{ car_id: number }> }).cars.map((car) => car.car_id)).toEqual([CAR.id]);
    expect((await call('/api/watchlist/remove-car', { phone_number: PHONE, car_id: CAR.id }, auth)).json).toEqual({ success: true });
    const empty = await fetch(`${t.baseUrl}/api/watchlist?website_id=101`, { headers: auth });
    expect(await empty.json()).toEqual({ cars: [] });
  });

  it('needs a session, and only for its own phone', async () => {
    expect((await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: CAR.id })).status).toBe(401);
    const token = await signIn();
    const other = await call('/api/watchlist/save-car', { phone_number: '0400000000', car_id: CAR.id }, { Authorization: `Bearer ${token}` });
    expect([other.status, other.json.error]).toEqual([403, 'forbidden']);
  });

  it('a sold car cannot be saved', async () => {
    const token = await signIn();
    const sold = await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: 1002 }, { Authorization: `Bearer ${token}` });
    expect([sold.status, sold.json.error]).toEqual([409, 'car_sold']);
    const unknown = await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: 2001 }, { Authorization: `Bearer ${token}` });
    expect(unknown.status).toBe(404);
  });
});
