import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSiteverify, type FakeSiteverify } from '../../test-fixtures/fake-siteverify.ts';
import { CaptchaUnavailable, createTestCaptchaVerifier } from './captcha-verifier.ts';
import { environmentSecrets } from '../../../../src/operator/secret-sources.ts';
import { captchaVerifierFor } from './choose-captcha.ts';
import { createTurnstileVerifier } from './turnstile-siteverify.ts';

let fake: FakeSiteverify;
beforeAll(async () => {
  fake = await startFakeSiteverify('the-secret');
}, 60_000);
afterAll(() => fake.close());

describe('Turnstile siteverify adapter', () => {
  it('posts the secret, the token and the address, and passes a token siteverify accepts', async () => {
    const verifier = createTurnstileVerifier({ secret: 'the-secret', url: fake.url });
    const key = '3f0e5b4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(await verifier.verify('pass-1', '203.0.113.9', key)).toEqual({ ok: true, codes: [] });
    expect(fake.requests.at(-1)).toEqual({ secret: 'the-secret', response: 'pass-1', remoteip: '203.0.113.9', idempotency_key: key });
  });

  it('reports the provider codes of a refused token', async () => {
    const verifier = createTurnstileVerifier({ secret: 'the-secret', url: fake.url });
    expect(await verifier.verify('expired-1', '203.0.113.9', null)).toEqual({ ok: false, codes: ['timeout-or-duplicate'] });
    expect(await verifier.verify('forged', '203.0.113.9', null)).toEqual({ ok: false, codes: ['invalid-input-response'] });
    const wrongSecret = createTurnstileVerifier({ secret: 'nope', url: fake.url });
    expect(await wrongSecret.verify('pass-2', '203.0.113.9', null)).toEqual({ ok: false, codes: ['invalid-input-secret'] });
  });

  it('is unavailable, not a refusal, when siteverify is down or answers something else', async () => {
    fake.down = true;
    const verifier = createTurnstileVerifier({ secret: 'the-secret', url: fake.url });
    await expect(verifier.verify('pass-3', '203.0.113.9', null)).rejects.toBeInstanceOf(CaptchaUnavailable);
    fake.down = false;
    const odd = createTurnstileVerifier({ secret: 's', fetch: async () => new Response('{"ok":1}', { status: 200 }) });
    await expect(odd.verify('pass-4', '', null)).rejects.toBeInstanceOf(CaptchaUnavailable);
    const closed = createTurnstileVerifier({ secret: 's', url: 'http://127.0.0.1:9/siteverify', timeoutMs: 2_000 });
    await expect(closed.verify('pass-5', '', null)).rejects.toBeInstanceOf(CaptchaUnavailable);
  });

  it("is chosen by a site key, with the operator's secret for that dealer (or the operator's shared one)", async () => {
    const settings = { siteKey: '1x00000000000000000000AA' };
    const own = environmentSecrets({ FORECOURT_101_TURNSTILE_SECRET: 'the-secret' });
    expect(captchaVerifierFor(101, { ...settings, siteKey: null }, own)).toBeNull();
    const chosen = captchaVerifierFor(101, settings, own, { siteverifyUrl: fake.url });
    expect(await chosen?.verify('pass-6', '', null)).toEqual({ ok: true, codes: [] });
    // Another dealer never gets dealer 101's secret: without its own or a shared one, leads wait.
    const noSecret = captchaVerifierFor(202, settings, own);
    await expect(noSecret?.verify('pass-7', '', null)).rejects.toThrow(/FORECOURT_202_TURNSTILE_SECRET/);
    const shared = captchaVerifierFor(202, settings, own, { siteverifyUrl: fake.url, sharedSecret: 'the-secret' });
    expect(await shared?.verify('pass-8', '', null)).toEqual({ ok: true, codes: [] });
  });

  it('has a stand-in for tests that fails expired and forged tokens', async () => {
    const stand = createTestCaptchaVerifier();
    expect((await stand.verify('pass', '', null)).ok).toBe(true);
    expect(await stand.verify('expired', '', null)).toEqual({ ok: false, codes: ['timeout-or-duplicate'] });
    expect((await stand.verify('x', '', null)).ok).toBe(false);
  });
});
