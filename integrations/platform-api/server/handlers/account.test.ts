import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR, cookieOf, DEMO, postJson, startTestServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';

let t: TestServer;
let clock = new Date('2026-03-02T00:00:00Z');
beforeAll(async () => {
  // Generous limits here: this file is about sign-in and the watchlist, limits have their own tests.
  t = await startTestServer({
    now: () => clock,
    limits: {
      signInPerAddress: { max: 10_000, windowMs: 60_000 },
      signInCodesPerPhone: { max: 10_000, windowMs: 60_000 },
      signInCodesPerPhoneAddress: { max: 10_000, windowMs: 60_000 },
    },
  });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const PHONE = '0412345678';
const call = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson(t.baseUrl, path, { website_id: DEMO.websiteId, ...body }, headers);
const get = (path: string, cookie = '') => fetch(`${t.baseUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Signs in with the texted code; returns the Cookie header value to send back. */
async function signIn(phone = PHONE): Promise<string> {
  clock = new Date(clock.getTime() + 31_000); // past the resend wait
  const code = await call('/api/sign-in/code', { phone });
  expect(code.json).toEqual({ sent: true, expires_in_seconds: 600 });
  const verified = await call('/api/sign-in/verify', { phone, code: t.lastCode(phone) });
  expect(verified.status).toBe(200);
  return cookieOf(verified.headers);
}

describe('sign-in (log mode, the default)', () => {
  it('texts a random code (never in the reply); verifying sets an HttpOnly Secure cookie, no token in the body', async () => {
    clock = new Date(clock.getTime() + 31_000);
    const requested = await call('/api/sign-in/code', { phone: '+61 412 345 678' });
    expect(requested.json).toEqual({ sent: true, expires_in_seconds: 600 });
    expect(requested.text).not.toContain(t.lastCode(PHONE));
    expect(t.sms.at(-1)?.text).toMatch(/^\d{6} is your Demo Motors sign-in code/);

    const verified = await call('/api/sign-in/verify', { phone: '0412 345 678', code: t.lastCode(PHONE) });
    expect(verified.json).toEqual({ user: { id: expect.any(Number), phone: PHONE }, expires_at: expect.any(String) });
    expect(verified.headers.get('set-cookie')).toMatch(/^fc_session_101=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=2592000$/);

    const session = await get('/api/session?website_id=101', `other=1; ${cookieOf(verified.headers)}`);
    expect(await session.json()).toEqual({ user: verified.json.user });
    // A bearer header is not a session: the token lives in the cookie only.
    const token = cookieOf(verified.headers).split('=')[1] ?? '';
    expect((await fetch(`${t.baseUrl}/api/session?website_id=101`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('codes are single-use and expire after 10 minutes', async () => {
    const phone = '0411000111';
    clock = new Date(clock.getTime() + 31_000);
    await call('/api/sign-in/code', { phone });
    const code = t.lastCode(phone);
    expect((await call('/api/sign-in/verify', { phone, code })).status).toBe(200);
    const again = await call('/api/sign-in/verify', { phone, code });
    expect([again.status, again.json.error]).toEqual([401, 'invalid_code']);

    clock = new Date(clock.getTime() + 31_000);
    await call('/api/sign-in/code', { phone });
    clock = new Date(clock.getTime() + 601_000);
    const late = await call('/api/sign-in/verify', { phone, code: t.lastCode(phone) });
    expect([late.status, late.json.error]).toEqual([401, 'invalid_code']);
  });

  it('401 without a session, and after signing out (the cookie is cleared)', async () => {
    expect((await get('/api/session?website_id=101')).status).toBe(401);
    const cookie = await signIn();
    const out = await call('/api/sign-out', {}, { Cookie: cookie });
    expect(out.json).toEqual({ signed_out: true });
    expect(out.headers.get('set-cookie')).toBe('fc_session_101=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0');
    expect((await get('/api/session?website_id=101', cookie)).status).toBe(401);
  });

  it('refuses wrong codes, and stops this address after five tries (other addresses: sign-in-strangers.test.ts)', async () => {
    const phone = '0498765432';
    clock = new Date(clock.getTime() + 31_000);
    await call('/api/sign-in/code', { phone });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('/api/sign-in/verify', { phone, code: t.lastCode(phone) === '000000' ? '111111' : '000000' });
      expect([wrong.status, wrong.json.error]).toEqual([401, 'invalid_code']);
    }
    const locked = await call('/api/sign-in/verify', { phone, code: t.lastCode(phone) });
    expect([locked.status, locked.json.error, Number(locked.headers.get('retry-after')) > 0]).toEqual([429, 'too_many_attempts', true]);
    expect((await call('/api/sign-in/verify', { phone: '0411111111', code: '123456' })).json.error).toBe('invalid_code');
  });

  it('a new code for the same phone only after 30 seconds (429 with Retry-After)', async () => {
    const phone = '0477000777';
    clock = new Date(clock.getTime() + 31_000);
    expect((await call('/api/sign-in/code', { phone })).status).toBe(200);
    clock = new Date(clock.getTime() + 10_000);
    const resend = await call('/api/sign-in/code', { phone });
    expect([resend.status, resend.json.error, resend.headers.get('retry-after')]).toEqual([429, 'too_many_requests', '20']);
  });

  it('needs a mobile number and a 6-digit code', async () => {
    expect((await call('/api/sign-in/code', { phone: '07 3123 4567' })).json.fields).toEqual({
      phone: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.',
    });
    expect((await call('/api/sign-in/verify', { phone: PHONE, code: '12' })).json.fields).toEqual({ code: 'Please enter the 6-digit code.' });
  });
});

describe('watchlist', () => {
  it('saves and removes cars for the signed-in phone', async () => {
    const cookie = await signIn();
    const auth = { Cookie: cookie };
    expect((await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: CAR.id }, auth)).json).toEqual({ success: true });
    expect((await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: CAR.id }, auth)).json).toEqual({ success: true });
    const list = await get('/api/watchlist?website_id=101', cookie);
    expect(((await list.json()) as { cars: Array<{ car_id: number }> }).cars.map((car) => car.car_id)).toEqual([CAR.id]);
    expect((await call('/api/watchlist/remove-car', { phone_number: PHONE, car_id: CAR.id }, auth)).json).toEqual({ success: true });
    expect(await (await get('/api/watchlist?website_id=101', cookie)).json()).toEqual({ cars: [] });
  });

  it('needs a session, and only for its own phone', async () => {
    expect((await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: CAR.id })).status).toBe(401);
    const cookie = await signIn();
    const other = await call('/api/watchlist/save-car', { phone_number: '0400000000', car_id: CAR.id }, { Cookie: cookie });
    expect([other.status, other.json.error]).toEqual([403, 'forbidden']);
  });

  it('a sold car cannot be saved; another dealer’s car is not found', async () => {
    const cookie = await signIn();
    const sold = await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: 1002 }, { Cookie: cookie });
    expect([sold.status, sold.json.error]).toEqual([409, 'car_sold']);
    const unknown = await call('/api/watchlist/save-car', { phone_number: PHONE, car_id: 2001 }, { Cookie: cookie });
    expect(unknown.status).toBe(404);
  });
});
