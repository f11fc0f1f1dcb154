import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, postJson, SERVER_START_TIMEOUT_MS, startTestServer, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { CODE_TRIES_CEILING } from './sessions.ts';

/**
 * A stranger who knows a shopper's mobile number, on a real server: tries and codes are counted per
 * (phone, address), the phone's own ceilings are far above what one address reaches, and the verify
 * reply says nothing about whether a code is pending. Addresses come through X-Forwarded-For from a
 * trusted proxy (the test is the proxy), so each test speaks from as many addresses as it needs.
 */

let t: TestServer;
let clock = new Date('2026-03-02T00:00:00Z');
beforeAll(async () => {
  // The default limits, except the per-address one: every test here speaks from a few addresses many times.
  t = await startTestServer({ now: () => clock, trustedProxies: ['127.0.0.1'], limits: { signInPerAddress: { max: 10_000, windowMs: 600_000 } } });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

let phoneSeq = 0;
/** A phone nobody in this file has used yet. */
const freshPhone = () => `04120000${String((phoneSeq += 1)).padStart(2, '0')}`;
const from = (address: string) => ({ 'X-Forwarded-For': address });
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
const askCode = (phone: string, address: string) => postJson(t.baseUrl, '/api/sign-in/code', { website_id: DEMO.websiteId, phone }, from(address));
const verify = (phone: string, code: string, address: string) =>
  postJson(t.baseUrl, '/api/sign-in/verify', { website_id: DEMO.websiteId, phone, code }, from(address));
const wrongFor = (phone: string) => (t.lastCode(phone) === '000000' ? '111111' : '000000');

/** Status, body and the headers a client could read a difference from (Date aside). */
async function shape(reply: Promise<Awaited<ReturnType<typeof verify>>>) {
  const { status, text, headers } = await reply;
  return { status, text, retryAfter: headers.get('retry-after'), setCookie: headers.get('set-cookie'), length: headers.get('content-length') };
}

describe('sign-in against a stranger who knows the number', () => {
  it('wrong guesses from one address lock only that address out; the owner signs in from theirs', async () => {
    const phone = freshPhone();
    later(31);
    expect((await askCode(phone, '203.0.113.10')).status).toBe(200);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await verify(phone, wrongFor(phone), '198.51.100.66')).status).toBe(401);
    }
    const locked = await verify(phone, wrongFor(phone), '198.51.100.66');
    expect([locked.status, locked.json.error, Number(locked.headers.get('retry-after')) > 0]).toEqual([429, 'too_many_attempts', true]);
    // Even the right code is refused to the stranger's address now…
    expect((await verify(phone, t.lastCode(phone), '198.51.100.66')).status).toBe(429);
    // …while the owner's code still works from the owner's address.
    expect((await verify(phone, t.lastCode(phone), '203.0.113.10')).status).toBe(200);
  });

  it('the verify reply is the same whether or not a code is pending for the number', async () => {
    const pending = freshPhone();
    const none = freshPhone();
    const expired = freshPhone();
    later(31);
    await askCode(pending, '203.0.113.20');
    await askCode(expired, '203.0.113.20');
    later(601);
    await askCode(pending, '203.0.113.20'); // a live one again
    const stranger = '198.51.100.77';
    for (let guess = 0; guess < 6; guess += 1) {
      const replies = [
        await shape(verify(pending, wrongFor(pending), stranger)),
        await shape(verify(none, '000000', stranger)),
        await shape(verify(expired, '000000', stranger)),
      ];
      expect(replies[1]).toEqual(replies[0]);
      expect(replies[2]).toEqual(replies[0]);
      expect(replies[0]?.status).toBe(guess < 5 ? 401 : 429);
    }
    expect(JSON.parse((await shape(verify(none, '000000', '198.51.100.78'))).text)).toEqual({
      error: 'invalid_code',
      message: 'That code is not right, or it has expired. Please check it, or ask for a new code.',
    });
  });

  it(`a code that draws ${CODE_TRIES_CEILING} tries from many addresses is burnt; the owner asks for a new one and signs in`, async () => {
    const phone = freshPhone();
    later(31);
    await askCode(phone, '203.0.113.30');
    const owners = t.lastCode(phone);
    // Tries from several addresses, 5 each (each address's own limit): together they reach the ceiling.
    for (let guess = 0; guess < CODE_TRIES_CEILING; guess += 1) {
      expect((await verify(phone, owners === '000000' ? '111111' : '000000', `198.51.100.${100 + Math.floor(guess / 5)}`)).status).toBe(401);
    }
    // The code is gone: guesses no longer add up against it, and the owner's copy is spent too.
    expect((await verify(phone, owners, '203.0.113.30')).status).toBe(401);
    later(31);
    expect((await askCode(phone, '203.0.113.30')).status).toBe(200);
    expect((await verify(phone, t.lastCode(phone), '203.0.113.30')).status).toBe(200);
  });

  it('one address can have only 3 codes an hour texted to a number; the phone’s ceiling of 8 needs several', async () => {
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) {
      later(31);
      statuses.push((await askCode(phone, '198.51.100.90')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The stranger's refused request did not use up the phone's quota: the owner still gets codes.
    const owner: number[] = [];
    for (const address of ['203.0.113.40', '203.0.113.40', '203.0.113.40', '203.0.113.41', '203.0.113.41', '203.0.113.41']) {
      later(31);
      owner.push((await askCode(phone, address)).status);
    }
    // 3 + 5 = 8 codes in the hour, then the SMS ceiling; the last code sent is still in the owner's hand.
    expect(owner).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await verify(phone, t.lastCode(phone), '203.0.113.41')).status).toBe(200);
  });

  it('a new code gives its own address fresh tries', async () => {
    const phone = freshPhone();
    later(31);
    await askCode(phone, '203.0.113.50');
    for (let guess = 0; guess < 5; guess += 1) await verify(phone, wrongFor(phone), '203.0.113.50');
    expect((await verify(phone, t.lastCode(phone), '203.0.113.50')).status).toBe(429);
    later(31);
    await askCode(phone, '203.0.113.50');
    expect((await verify(phone, t.lastCode(phone), '203.0.113.50')).status).toBe(200);
  });
});
