import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address.ts';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.ts';
import { postJson } from './webhook-post.ts';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver({ secret: 'unused-secret-0123456789' });
}, 60_000);
afterAll(async () => receiver?.close(), 60_000);

describe('webhook targets', () => {
  it('knows private, loopback and link-local addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['203.0.113.10', '8.8.8.8', '2606:4700::1111', '::ffff:1.1.1.1']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a private address, literal or behind a host name, before anything is sent', async () => {
    const options = { timeoutMs: 5_000, allowPrivateNetworks: false };
    await expect(postJson(`http://127.0.0.1:${receiver.port}/hook`, {}, '{}', options)).rejects.toThrow(/private/);
    await expect(postJson(`http://localhost:${receiver.port}/hook`, {}, '{}', options)).rejects.toThrow(/private address/);
    expect(receiver.received).toHaveLength(0);
  });

  it('reaches an allowed receiver and reports its status', async () => {
    expect(
      await postJson(`http://localhost:${receiver.port}/hook`, { 'content-type': 'application/json' }, '{}', { timeoutMs: 5_000, allowPrivateNetworks: true }),
    ).toBe(401);
    expect(receiver.received).toHaveLength(1);
  });
});
