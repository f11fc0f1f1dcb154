import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newKey, postJson, SERVER_START_TIMEOUT_MS, startTestServer, validLead, type TestServer } from '../../test-fixtures/start-test-server.ts';
import { scrubContacts } from './logger.ts';

// A shopper whose every detail is distinctive, so a leak anywhere in the log output is found.
const SHOPPER = { name: 'Zebedee', last_name: 'Quiggleworth', email: 'zebedee.q@privacy-test.example.net', phone: '0499 876 543' };

let t: TestServer;
beforeAll(async () => {
  // No `log` and no SMS gateway: every free-text message goes through the JSON logger, as in production.
  t = await startTestServer({ log: undefined, smsGateway: undefined });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const requestLines = () => t.logLines.filter((line) => line.msg === 'request');
const everything = () => JSON.stringify(t.logLines) + t.logs.join('\n');

describe('JSON request log (pino)', () => {
  it('writes one line per request: request id, website id, route pattern, status, latency', async () => {
    const reply = await postJson(t.baseUrl, '/api/leads', validLead(SHOPPER), { 'Idempotency-Key': newKey('log') });
    expect(reply.status).toBe(201);
    const requestId = reply.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLines().find((entry) => entry.req_id === requestId);
    expect(line).toMatchObject({ level: 'info', service: 'platform-api', website_id: DEMO.websiteId, method: 'POST', route: '/api/leads', status: 201 });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(line!.time).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    // A load balancer's request id is kept end to end; a path naming nothing is 'unmatched', not the path.
    const probe = await fetch(`${t.baseUrl}/wp-admin/${SHOPPER.email}`, { headers: { 'X-Request-Id': 'lb-0123456789abcdef' } });
    expect(probe.headers.get('x-request-id')).toBe('lb-0123456789abcdef');
    expect(requestLines().find((entry) => entry.req_id === 'lb-0123456789abcdef')).toMatchObject({ route: 'unmatched', status: 404, website_id: null });
  });

  it("never writes a lead's name, email or phone, nor a sign-in phone", async () => {
    const signIn = await postJson(t.baseUrl, '/api/sign-in/code', { website_id: DEMO.websiteId, phone: SHOPPER.phone }, { 'Idempotency-Key': newKey('log') });
    expect(signIn.status).toBe(200);
    // The log SMS gateway still says a code went out (a developer reads it there), without the number.
    expect(t.logLines.some((line) => typeof line.msg === 'string' && line.msg.includes('SMS to [phone]'))).toBe(true);

    const written = everything();
    expect(written).not.toContain(SHOPPER.email);
    expect(written).not.toContain(SHOPPER.name);
    expect(written).not.toContain(SHOPPER.last_name);
    for (const phone of [SHOPPER.phone, SHOPPER.phone.replaceAll(' ', ''), '+61499876543', '499 876 543']) expect(written).not.toContain(phone);
  });
});

describe('scrubContacts', () => {
  it('replaces emails and phone numbers in free text, keeping dates, ids and six-digit codes', () => {
    expect(scrubContacts('550 <alex@example.com> unknown; call +61 412 345 678 or 0412-345-678')).toBe('550 <[email]> unknown; call [phone] or [phone]');
    expect(scrubContacts('123456 is your code; lead row 4021 due 2026-03-02T00:00:00Z')).toBe('123456 is your code; lead row 4021 due 2026-03-02T00:00:00Z');
  });
});
