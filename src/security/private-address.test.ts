import { describe, expect, it } from 'vitest';
import { embeddedIPv4, ipv6Groups, isPrivateAddress, isPrivateHostName } from './private-address.ts';

/** How a URL's host reaches the check: the WHATWG parser turns 0x7f.1, 2130706433 and ::ffff:127.0.0.1 into canonical forms. */
const hostOf = (url: string) => new URL(url).hostname;

describe('private addresses', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, multicast, reserved and documentation ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '0.1.2.3',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '203.0.113.10',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      '::1',
      'fd00::1',
      'fc12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '100::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700::1111', '2a00:1450:4001:81c::200e']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('sees through every IPv6 form that carries an IPv4 address, and every IPv4 spelling a URL allows', () => {
    const disguised = [
      'http://0x7f000001/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[0:0:0:0:0:ffff:127.0.0.1]/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:0:127.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[2002:7f00:1::]/',
      'http://[::ffff:a9fe:a9fe]/', // 169.254.169.254
      'http://[::ffff:10.0.0.1]/',
      'http://0.0.0.0/',
      'http://[::]/',
    ];
    for (const url of disguised) expect(isPrivateAddress(hostOf(url)), url).toBe(true);
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('64:ff9b::808:808')).toBe('8.8.8.8');
    expect(embeddedIPv4('2002:808:808::1')).toBe('8.8.8.8');
    // Public IPv4 inside those forms stays public: the check is the carried address's.
    expect(isPrivateAddress('::ffff:1.1.1.1')).toBe(false);
    expect(isPrivateAddress('64:ff9b::808:808')).toBe(false);
    expect(ipv6Groups('1::2')).toEqual([1, 0, 0, 0, 0, 0, 0, 2]);
    expect(ipv6Groups('not an address')).toBeUndefined();
  });

  it('treats anything that is not an IP address as refused', () => {
    expect(isPrivateAddress('localhost')).toBe(true);
    expect(isPrivateAddress('')).toBe(true);
  });

  it('knows host names that are private without a lookup', () => {
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'api.localhost',
      'printer.local',
      'db.internal',
      'nas.home.arpa',
      'intranet',
      '127.0.0.1',
      '[::1]',
      '10.0.0.8',
    ])
      expect(isPrivateHostName(host), host).toBe(true);
    for (const host of ['api.harbourcitynissan.com.au', 'ms.example.com', '8.8.8.8', '[2606:4700::1111]']) expect(isPrivateHostName(host), host).toBe(false);
  });
});
