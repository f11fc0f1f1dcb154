import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, postJson, startTestServer, validLead, type TestServer, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';
import { clientIp } from './request-facts.ts';

const requestFrom = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

describe('client address', () => {
  const proxies = new Set(['10.0.0.5', '10.0.0.6']);

  it('ignores X-Forwarded-For from anyone but a trusted proxy', () => {
    expect(clientIp(requestFrom('203.0.113.9', '1.2.3.4'), proxies)).toBe('203.0.113.9');
    expect(clientIp(requestFrom('::ffff:203.0.113.9'), new Set())).toBe('203.0.113.9');
  });

  it('behind trusted proxies, takes the right-most hop that is not a proxy; spoofed entries to its left do not count', () => {
    expect(clientIp(requestFrom('10.0.0.5', '198.51.100.7'), proxies)).toBe('198.51.100.7');
    expect(clientIp(requestFrom('10.0.0.5', 'spoofed, 1.1.1.1, 198.51.100.7, 10.0.0.6'), proxies)).toBe('198.51.100.7');
    expect(clientIp(requestFrom('10.0.0.5'), proxies)).toBe('10.0.0.5');
  });
});

describe('a spoofed X-Forwarded-For cannot escape the limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    // The test client connects from 127.0.0.1, which plays the trusted proxy here.
    t = await startTestServer({ trustedProxies: ['127.0.0.1'], leadRateLimit: { max: 2, windowMs: 60_000 } });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

  it('a client that invents a new left-most address each time is still one client', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      // The proxy appends the address it saw (198.51.100.7); the client wrote the rest.
      const forwarded = `203.0.113.${index}, 198.51.100.7`;
      statuses.push((await postJson(t.baseUrl, '/api/leads', validLead(), { 'Idempotency-Key': newKey(), 'X-Forwarded-For': forwarded })).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await t.rows('SELECT DISTINCT client_ip FROM leads')).toEqual([{ client_ip: '198.51.100.7' }]);
  });
});
