import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentSecrets } from '../../../../src/operator/secret-sources.ts';
import { startFakeSiteverify, type FakeSiteverify } from '../../test-fixtures/fake-siteverify.ts';
import {
  COASTAL,
  DEMO,
  FIXTURE_TENANTS_DIR,
  newKey,
  postJson,
  SERVER_START_TIMEOUT_MS,
  startTestServer,
  validLead,
  type TestServer,
} from '../../test-fixtures/start-test-server.ts';

/**
 * The adapters a dealer's config chooses, through the real server: demo-motors names a Turnstile site
 * key and an HTTP valuation provider (both local servers here); coastal-cars names neither, so it gets
 * the honeypot alone and the demonstration valuation stand-in.
 */

let t: TestServer;
let siteverify: FakeSiteverify;
let provider: Server;

beforeAll(async () => {
  siteverify = await startFakeSiteverify('turnstile-secret');
  provider = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const body =
        request.url === '/rego-lookup'
          ? { vehicle: { year: 2023, make: 'Kia', model: 'Seltos', badge: 'Sport' } }
          : { estimate: { amount_min: 24_000, amount_max: 26_000, offer_price: 24_500 } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((ready) => provider.listen(0, '127.0.0.1', ready));
  const tenantsDir = mkdtempSync(join(tmpdir(), 'integrations-tenants-'));
  cpSync(FIXTURE_TENANTS_DIR, tenantsDir, { recursive: true });
  const sitePath = join(tenantsDir, 'demo-motors', 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as Record<string, unknown>;
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  site.integrations = { turnstile: { siteKey: '1x00000000000000000000AA' }, valuationProvider: { kind: 'http', url: providerUrl } };
  writeFileSync(sitePath, JSON.stringify(site));
  t = await startTestServer({
    tenantsDir,
    captcha: { siteverifyUrl: siteverify.url },
    // The provider is a local server: allowed as an operator allows one on its own network.
    outbound: { allowPrivateNetworks: true },
    secrets: environmentSecrets({ [`FORECOURT_${DEMO.websiteId}_TURNSTILE_SECRET`]: 'turnstile-secret' }),
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await t.close();
  await siteverify.close();
  await new Promise<void>((closed) => provider.close(() => closed()));
}, SERVER_START_TIMEOUT_MS);

const send = (path: string, body: Record<string, unknown>, key = newKey()) => postJson(t.baseUrl, path, body, { 'Idempotency-Key': key });

async function storedLead(publicId: string): Promise<{ suspected_spam: number; spam_reason: string | null; payload: Record<string, unknown> }> {
  const [row] = await t.rows('SELECT suspected_spam, spam_reason, payload_json FROM leads WHERE public_id = ?', publicId);
  return {
    suspected_spam: Number(row?.suspected_spam),
    spam_reason: (row?.spam_reason as string | null) ?? null,
    payload: JSON.parse(String(row?.payload_json)) as Record<string, unknown>,
  };
}

async function leadCount(): Promise<number> {
  return Number((await t.rows<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]?.n);
}

describe('captcha before a lead is stored', () => {
  it('refuses a lead without a token or with a forged one, storing nothing', async () => {
    const before = await leadCount();
    const missing = await send('/api/leads', validLead());
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: 'captcha_failed', fields: { captcha_token: expect.stringContaining('not a robot') } });
    const forged = await send('/api/leads', validLead({ captcha_token: 'forged' }));
    expect(forged.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('stores a lead whose token siteverify accepts, without the token, and refuses the token a second time', async () => {
    const key = newKey();
    const ok = await send('/api/leads', validLead({ captcha_token: 'pass-shopper-1' }), key);
    expect(ok.status).toBe(201);
    const stored = await storedLead(String(ok.json.lead_id));
    expect(stored).toMatchObject({ suspected_spam: 0, spam_reason: null });
    expect(stored.payload).not.toHaveProperty('captcha_token');
    expect(siteverify.requests.at(-1)).toMatchObject({ secret: 'turnstile-secret', response: 'pass-shopper-1' });
    // The same request again (the outbox after a lost reply) gets the stored reply, not a second check.
    const replay = await send('/api/leads', validLead({ captcha_token: 'pass-shopper-1' }), key);
    expect(replay.json.lead_id).toBe(ok.json.lead_id);
    // An outbox resend of the same request (marked as a resend) is still the same request.
    const markedReplay = await send('/api/leads', validLead({ captcha_token: 'pass-shopper-1', captcha_resend: true }), key);
    expect(markedReplay.status).toBe(201);
    expect(markedReplay.json.lead_id).toBe(ok.json.lead_id);
    const reused = await send('/api/leads', validLead({ captcha_token: 'pass-shopper-1', message: 'Another one' }));
    expect(reused.status).toBe(400);
  });

  it('keeps an outbox resend whose token expired meanwhile, flagged, but refuses an expired token on a first submit', async () => {
    const first = await send('/api/leads', validLead({ captcha_token: 'expired-token' }));
    expect(first.status).toBe(400);
    const resend = await send('/api/leads', validLead({ captcha_token: 'expired-token', captcha_resend: true }));
    expect(resend.status).toBe(201);
    expect(await storedLead(String(resend.json.lead_id))).toMatchObject({ suspected_spam: 1, spam_reason: 'captcha-expired' });
    const forgedResend = await send('/api/leads', validLead({ captcha_token: 'forged', captcha_resend: true }));
    expect(forgedResend.status).toBe(400);
  });

  it('answers 503 (the outbox retries) while siteverify is down', async () => {
    siteverify.down = true;
    const down = await send('/api/leads', validLead({ captcha_token: 'pass-while-down' }));
    siteverify.down = false;
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
  });

  it('keeps the honeypot beside the captcha', async () => {
    const bot = await send('/api/leads', validLead({ captcha_token: 'pass-bot', company_website: 'https://spam.example' }));
    expect(bot.status).toBe(201);
    expect(await storedLead(String(bot.json.lead_id))).toMatchObject({ suspected_spam: 1, spam_reason: 'honeypot' });
  });

  it('asks nothing of a dealer without a site key', async () => {
    const lead = await send(
      '/api/leads',
      validLead({ website_id: COASTAL.websiteId, car_id: undefined, car_type: undefined, url: `${COASTAL.origin}/contact` }),
    );
    expect(lead.status).toBe(201);
  });
});

describe('trade-in valuation adapters', () => {
  async function journey(
    websiteId: number,
  ): Promise<{ rego: Record<string, unknown>; valuation: Record<string, unknown>; steps: Array<Record<string, unknown>> }> {
    const extra = websiteId === DEMO.websiteId ? { captcha_token: `pass-trade-${newKey()}` } : {};
    const lead = await send(
      '/api/leads',
      validLead({
        website_id: websiteId,
        form_type: 'trade-in',
        category: 'Trade-In',
        car_id: undefined,
        car_type: undefined,
        message: undefined,
        url: undefined,
        ...extra,
      }),
    );
    expect(lead.status).toBe(201);
    const leadId = String(lead.json.lead_id);
    const rego = await send('/api/leads/rego-lookup', { website_id: websiteId, lead_id: leadId, rego: 'XYZ789', regoState: 'NSW' });
    expect(rego.status).toBe(201);
    const valuation = await send('/api/leads/valuation', {
      website_id: websiteId,
      lead_id: leadId,
      id: rego.json.valuation_id,
      adjustmentAnswers: { km: 10_000, condition: 'good' },
    });
    expect(valuation.status).toBe(201);
    const steps = (await t.rows('SELECT s.reply_json FROM lead_steps s JOIN leads l ON l.id = s.lead_id WHERE l.public_id = ? ORDER BY s.id', leadId)).map(
      (row) => JSON.parse(String(row.reply_json)) as Record<string, unknown>,
    );
    return { rego: rego.json, valuation: valuation.json, steps };
  }

  it('the demonstration stand-in says so in its replies and in the stored steps', async () => {
    const { rego, valuation, steps } = await journey(COASTAL.websiteId);
    expect(rego).toMatchObject({ demonstration: true });
    expect(valuation).toMatchObject({ demonstration: true });
    expect(steps).toEqual([
      expect.objectContaining({ demonstration: true, provider: 'demo' }),
      expect.objectContaining({ demonstration: true, provider: 'demo' }),
    ]);
  });

  it("a real provider's car and offer are used as given, with no demonstration mark", async () => {
    const { rego, valuation, steps } = await journey(DEMO.websiteId);
    expect(rego.vehicle).toEqual({ year: 2023, make: 'Kia', model: 'Seltos', badge: 'Sport', description: '2023 Kia Seltos Sport' });
    expect(rego).not.toHaveProperty('demonstration');
    expect(valuation).toMatchObject({ valuation: { amount_min: 24_000, amount_max: 26_000, offer_price: 24_500 } });
    expect(valuation).not.toHaveProperty('demonstration');
    expect(steps.every((step) => step.provider === 'http' && !('demonstration' in step))).toBe(true);
  });
});
