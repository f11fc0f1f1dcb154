import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../contract/index.ts';
import { CAR, COASTAL, cookieOf, DEMO, postJson, startTestServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';

/**
 * Accounts belong to one website: a session made at dealer A is refused (401) by every
 * authenticated route at dealer B — whether the browser sends it under B's cookie name or A's.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

let PHONE = '0412345678';
const COASTAL_CAR = 2001;
let phoneCounter = 0;
/** A new shopper per test: a phone gets only a few codes an hour. */
const nextShopper = () => {
  phoneCounter += 1;
  PHONE = `04120000${String(phoneCounter).padStart(2, '0')}`;
};

async function signInAt(websiteId: number): Promise<{ cookie: string; token: string }> {
  await postJson(t.baseUrl, '/api/sign-in/code', { website_id: websiteId, phone: PHONE });
  const verified = await postJson(t.baseUrl, '/api/sign-in/verify', { website_id: websiteId, phone: PHONE, code: t.lastCode(PHONE) });
  expect(verified.status).toBe(200);
  const cookie = cookieOf(verified.headers);
  return { cookie, token: cookie.split('=')[1] ?? '' };
}

const postAs = (path: string, body: Record<string, unknown>, cookie: string) =>
  fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });

/** Every route that needs a signed-in shopper, called at `websiteId` with `cookie`. */
const AUTHENTICATED = {
  getSession: (websiteId: number, cookie: string) => fetch(`${t.baseUrl}/api/session?website_id=${websiteId}`, { headers: { Cookie: cookie } }),
  listWatchlist: (websiteId: number, cookie: string) => fetch(`${t.baseUrl}/api/watchlist?website_id=${websiteId}`, { headers: { Cookie: cookie } }),
  saveWatchlistCar: (websiteId: number, cookie: string) =>
    fetch(`${t.baseUrl}/api/watchlist/save-car`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ website_id: websiteId, phone_number: PHONE, car_id: websiteId === DEMO.websiteId ? CAR.id : COASTAL_CAR }),
    }),
  removeWatchlistCar: (websiteId: number, cookie: string) =>
    fetch(`${t.baseUrl}/api/watchlist/remove-car`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ website_id: websiteId, phone_number: PHONE, car_id: websiteId === DEMO.websiteId ? CAR.id : COASTAL_CAR }),
    }),
  saveSearch: (websiteId: number, cookie: string) => postAs('/api/saved-searches', { website_id: websiteId, path: '/search', query: 'make=Toyota' }, cookie),
  listSavedSearches: (websiteId: number, cookie: string) => fetch(`${t.baseUrl}/api/saved-searches?website_id=${websiteId}`, { headers: { Cookie: cookie } }),
  removeSavedSearch: (websiteId: number, cookie: string) => postAs('/api/saved-searches/remove', { website_id: websiteId, id: 'ss_aaaaaaaaaaaaaaaa' }, cookie),
  setAlertEmail: (websiteId: number, cookie: string) => postAs('/api/account/alert-email', { website_id: websiteId, email: 'a@example.com' }, cookie),
  deleteAccount: (websiteId: number, cookie: string) => postAs('/api/account/delete', { website_id: websiteId }, cookie),
};

describe('a session belongs to the website it was made at', () => {
  beforeEach(nextShopper);
  it('lists every route that reads the session (a new one must be added here)', () => {
    const sessionRoutes = Object.keys(routes).filter(
      (name) => /watchlist|session|savedSearch|saveSearch|alertEmail|deleteAccount/i.test(name) || name === 'getSession',
    );
    expect(sessionRoutes.sort()).toEqual(Object.keys(AUTHENTICATED).sort());
  });

  for (const [name, send] of Object.entries(AUTHENTICATED)) {
    it(`${name}: works at dealer A, 401 at dealer B with A's token under either cookie name`, async () => {
      const { cookie, token } = await signInAt(DEMO.websiteId);
      expect((await send(DEMO.websiteId, cookie)).status).toBe(200);
      const underBName = await send(COASTAL.websiteId, `fc_session_${COASTAL.websiteId}=${token}`);
      expect(underBName.status).toBe(401);
      expect(((await underBName.json()) as { error: string }).error).toBe('sign_in_required');
      expect((await send(COASTAL.websiteId, cookie)).status).toBe(401);
    });
  }

  it('the same phone is a separate account, with its own watchlist, at each dealer', async () => {
    const a = await signInAt(DEMO.websiteId);
    const b = await signInAt(COASTAL.websiteId);
    await AUTHENTICATED.saveWatchlistCar(DEMO.websiteId, a.cookie);
    const bList = (await (await AUTHENTICATED.listWatchlist(COASTAL.websiteId, b.cookie)).json()) as { cars: unknown[] };
    expect(bList.cars).toEqual([]);
    const aUser = (await (await AUTHENTICATED.getSession(DEMO.websiteId, a.cookie)).json()) as { user: { id: number } };
    const bUser = (await (await AUTHENTICATED.getSession(COASTAL.websiteId, b.cookie)).json()) as { user: { id: number } };
    expect(aUser.user.id).not.toBe(bUser.user.id);
  });

  it("signing out at dealer B with A's token leaves A's session alone", async () => {
    const { cookie, token } = await signInAt(DEMO.websiteId);
    await postJson(t.baseUrl, '/api/sign-out', { website_id: COASTAL.websiteId }, { Cookie: `fc_session_${COASTAL.websiteId}=${token}` });
    expect((await AUTHENTICATED.getSession(DEMO.websiteId, cookie)).status).toBe(200);
  });

  it('a code sent for dealer A does not sign in at dealer B', async () => {
    await postJson(t.baseUrl, '/api/sign-in/code', { website_id: DEMO.websiteId, phone: '0433000333' });
    const atB = await postJson(t.baseUrl, '/api/sign-in/verify', { website_id: COASTAL.websiteId, phone: '0433000333', code: t.lastCode('0433000333') });
    expect(atB.status).toBe(401);
  });
});
