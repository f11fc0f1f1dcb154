import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentSecrets } from '../../../../src/operator/secret-sources.ts';
import { valuationProviderFor } from './choose-valuation.ts';
import { createHttpValuationProvider } from './http-valuation.ts';
import { ValuationUnavailable } from './valuation-provider.ts';

/** A local valuation provider: answers by path, and records what it was sent. */
let server: Server;
let url = '';
const seen: Array<{ path: string; auth: string | undefined; body: unknown }> = [];
let replies: Record<string, { status: number; body: string }> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', auth: request.headers.authorization, body: JSON.parse(body || 'null') as unknown });
      const reply = replies[request.url ?? ''] ?? { status: 404, body: '{}' };
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
}, 60_000);
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const now = new Date('2026-11-21T00:00:00Z');
/** The test provider listens on 127.0.0.1: allowed as the operator would allow a provider on its own network. */
const LOCAL = { allowPrivateNetworks: true };

describe('HTTP valuation adapter', () => {
  it('looks a rego up and values the car with the provider key, as a real (not demonstration) provider', async () => {
    replies = {
      '/v1/rego-lookup': { status: 200, body: JSON.stringify({ vehicle: { year: 2022, make: 'Mazda', model: 'CX-5', badge: 'Touring' } }) },
      '/v1/valuations': { status: 200, body: JSON.stringify({ estimate: { amount_min: 28_000, amount_max: 30_500, offer_price: 28_500 } }) },
    };
    const provider = createHttpValuationProvider({ url, apiKey: 'k-123', policy: LOCAL });
    expect(provider.demonstration).toBe(false);
    const vehicle = await provider.lookupRego({ rego: 'ABC123', regoState: 'QLD', now });
    expect(vehicle).toEqual({ year: 2022, make: 'Mazda', model: 'CX-5', badge: 'Touring', description: '2022 Mazda CX-5 Touring' });
    expect(seen.at(-1)).toEqual({ path: '/v1/rego-lookup', auth: 'Bearer k-123', body: { rego: 'ABC123', state: 'QLD' } });
    const estimate = await provider.value({ vehicle, valuationId: 'val_1', answers: { km: 20_000 }, now });
    expect(estimate.valuation).toMatchObject({
      id: 'val_1',
      currency: 'AUD',
      amount_min: 28_000,
      offer_price: 28_500,
      note: expect.stringContaining('indicative'),
    });
    expect(seen.at(-1)?.body).toEqual({ vehicle, answers: { km: 20_000 } });
  });

  it("passes on the provider's reason when it gives no estimate", async () => {
    replies['/v1/valuations'] = { status: 200, body: JSON.stringify({ estimate: null, reason: 'Too old for an instant estimate.' }) };
    const provider = createHttpValuationProvider({ url, apiKey: undefined, policy: LOCAL });
    const estimate = await provider.value({
      vehicle: { year: 2010, make: 'Ford', model: 'Falcon', badge: '', description: '2010 Ford Falcon' },
      valuationId: 'v',
      answers: {},
      now,
    });
    expect(estimate).toEqual({ valuation: null, error: 'Too old for an instant estimate.' });
    expect(seen.at(-1)?.auth).toBeUndefined();
  });

  it('refuses a reply that fails the schema, an error status or no answer, as unavailable', async () => {
    replies['/v1/rego-lookup'] = { status: 200, body: JSON.stringify({ vehicle: { year: 'new', make: 'X' } }) };
    const provider = createHttpValuationProvider({ url, apiKey: 'k', policy: LOCAL });
    await expect(provider.lookupRego({ rego: 'A1', regoState: 'QLD', now })).rejects.toBeInstanceOf(ValuationUnavailable);
    replies['/v1/rego-lookup'] = { status: 502, body: '{}' };
    await expect(provider.lookupRego({ rego: 'A1', regoState: 'QLD', now })).rejects.toBeInstanceOf(ValuationUnavailable);
    replies['/v1/valuations'] = { status: 200, body: JSON.stringify({ estimate: { amount_min: 9, amount_max: 1, offer_price: 5 } }) };
    await expect(
      provider.value({ vehicle: { year: 2022, make: 'A', model: 'B', badge: '', description: 'A B' }, valuationId: 'v', answers: {}, now }),
    ).rejects.toBeInstanceOf(ValuationUnavailable);
    const nobody = createHttpValuationProvider({ url: 'http://127.0.0.1:9/', apiKey: 'k', timeoutMs: 2_000, policy: LOCAL });
    await expect(nobody.lookupRego({ rego: 'A1', regoState: 'QLD', now })).rejects.toBeInstanceOf(ValuationUnavailable);
  });

  it('never calls a loopback or private provider unless the operator allows it: the key stays home', async () => {
    const before = seen.length;
    for (const target of [url, url.replace('127.0.0.1', 'localhost'), url.replace('127.0.0.1', '[::ffff:7f00:1]'), 'http://0.0.0.0:9/v1']) {
      const provider = createHttpValuationProvider({ url: target, apiKey: 'victim-key' });
      await expect(provider.lookupRego({ rego: 'A1', regoState: 'QLD', now })).rejects.toThrow(/loopback, private or reserved address/);
    }
    expect(seen.length).toBe(before);
  });

  it('follows no redirect: a 3xx is no answer', async () => {
    replies['/v1/rego-lookup'] = { status: 302, body: '' };
    const provider = createHttpValuationProvider({ url, apiKey: 'k', policy: LOCAL });
    await expect(provider.lookupRego({ rego: 'A1', regoState: 'QLD', now })).rejects.toThrow(/HTTP 302/);
  });

  it('is chosen by the dealer config; the demo stand-in says it is one', () => {
    const secrets = environmentSecrets({ FORECOURT_101_VALUATION_API_KEY: 'k' });
    expect(valuationProviderFor(101, { kind: 'demo', url: null }, secrets)).toMatchObject({ name: 'demo', demonstration: true });
    expect(valuationProviderFor(101, { kind: 'http', url }, secrets)).toMatchObject({ name: 'http', demonstration: false });
  });
});
