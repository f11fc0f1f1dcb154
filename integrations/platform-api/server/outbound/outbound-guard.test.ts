import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkedAddresses, guardedLookup, type Lookup } from './outbound-guard.ts';

/** A resolver that answers from a script, one answer per call, and counts the calls. */
function scriptedDns(...answers: LookupAddress[][]): Lookup & { calls: number } {
  const dns = ((_host, _options, callback) => {
    const answer = answers[Math.min(dns.calls, answers.length - 1)] ?? [];
    dns.calls += 1;
    queueMicrotask(() => callback(null, answer));
  }) as Lookup & { calls: number };
  dns.calls = 0;
  return dns;
}

const closed = { allowPrivateNetworks: false };
const v4 = (address: string): LookupAddress => ({ address, family: 4 });

describe('the outbound guard', () => {
  it('refuses a literal private address, and a name when any of its addresses is private', async () => {
    await expect(checkedAddresses('127.0.0.1', 'SMTP', closed)).rejects.toThrow(/SMTP address 127.0.0.1, a loopback, private or reserved address/);
    await expect(checkedAddresses('[::ffff:7f00:1]', 'webhook', closed)).rejects.toThrow(/private/);
    await expect(checkedAddresses('crm.example', 'webhook', closed, scriptedDns([v4('93.184.216.34'), v4('10.0.0.5')]))).rejects.toThrow(
      /webhook host crm.example resolves to 10.0.0.5/,
    );
    // The system resolver turns numeric spellings into the address they mean; the check sees that address.
    await expect(checkedAddresses('0x7f.1', 'SMTP', closed)).rejects.toThrow(/resolves to 127.0.0.1/);
    await expect(checkedAddresses('localhost', 'valuation provider', closed)).rejects.toThrow(/resolves to/);
    expect(await checkedAddresses('crm.example', 'webhook', closed, scriptedDns([v4('93.184.216.34')]))).toEqual([v4('93.184.216.34')]);
  });

  it('lets the operator allow private networks', async () => {
    expect(await checkedAddresses('127.0.0.1', 'SMTP', { allowPrivateNetworks: true })).toEqual([v4('127.0.0.1')]);
  });

  it('hands the connection exactly the addresses it checked, from one lookup (no rebinding gap)', async () => {
    // A name that answers public to a first question and loopback to the next.
    const dns = scriptedDns([v4('93.184.216.34')], [v4('127.0.0.1')]);
    const lookup = guardedLookup('webhook', closed, dns);
    const first = await new Promise((resolve, reject) =>
      lookup('rebind.example', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
    );
    expect(first).toEqual([v4('93.184.216.34')]);
    expect(dns.calls).toBe(1);
    // The next connection asks again, and is refused: nothing connects to an address that was not checked.
    const second = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('rebind.example', {}, (error) => resolve(error)));
    expect(second?.message).toMatch(/resolves to 127.0.0.1/);
    expect(dns.calls).toBe(2);
  });
});
