import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.ts';
import { postJson } from './webhook-post.ts';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver({ secret: 'unused-secret-0123456789' });
}, 60_000);
afterAll(async () => receiver?.close(), 60_000);

describe('webhook targets', () => {
  it('refuses a private address, literal or behind a host name, before anything is sent', async () => {
    const options = { timeoutMs: 5_000, allowPrivateNetworks: false };
    await expect(postJson(`http://127.0.0.1:${receiver.port}/hook`, {}, '{}', options)).rejects.toThrow(/private/);
    await expect(postJson(`http://[::ffff:7f00:1]:${receiver.port}/hook`, {}, '{}', options)).rejects.toThrow(/private/);
    await expect(postJson(`http://2130706433:${receiver.port}/hook`, {}, '{}', options)).rejects.toThrow(/private/);
    await expect(postJson(`http://localhost:${receiver.port}/hook`, {}, '{}', options)).rejects.toThrow(
      /resolves to 127.0.0.1, a loopback, private or reserved address/,
    );
    expect(receiver.received).toHaveLength(0);
  });

  it('reaches an allowed receiver and reports its status', async () => {
    expect(
      await postJson(`http://localhost:${receiver.port}/hook`, { 'content-type': 'application/json' }, '{}', { timeoutMs: 5_000, allowPrivateNetworks: true }),
    ).toBe(401);
    expect(receiver.received).toHaveLength(1);
  });
});
