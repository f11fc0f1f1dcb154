import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses the platform must never reach on a dealer's behalf: loopback, private, link-local
 * (cloud metadata), carrier-grade NAT, unique-local, multicast, reserved and documentation ranges.
 * A dealer folder is untrusted input, so its URLs and host names must not turn the platform into a
 * probe of the operator's network. IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d
 * in either spelling, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by
 * the IPv4 address they carry; Teredo and the other tunnels are refused outright. Pure: no DNS here
 * (outbound-guard.ts resolves names and checks every address it gets).
 */

const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) among them
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad and a zone index allowed); undefined if it is none. */
export function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (quad) {
    const [a, b, c, d] = quad.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -quad.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: zeros }, () => 0), ...right];
}

const v4From = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
export function embeddedIPv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (!g) return undefined;
  const zeroTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroTo(5) && g[5] === 0xffff) return v4From(g[6]!, g[7]!); // ::ffff:a.b.c.d, ::ffff:7f00:1
  if (zeroTo(4) && g[4] === 0xffff && g[5] === 0) return v4From(g[6]!, g[7]!); // ::ffff:0:a.b.c.d (translated)
  if (zeroTo(6)) return v4From(g[6]!, g[7]!); // ::a.b.c.d (compatible; :: and ::1 fall in 0.0.0.0/8)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return v4From(g[6]!, g[7]!); // NAT64
  if (g[0] === 0x2002) return v4From(g[1]!, g[2]!); // 6to4
  return undefined;
}

/** True for any address the platform must not connect to on a dealer's behalf (and for anything that is not an IP address). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return blockedV4.check(bare, 'ipv4');
  if (!isIPv6(bare)) return true;
  const carried = embeddedIPv4(bare);
  if (carried) return blockedV4.check(carried, 'ipv4');
  return blockedV6.check(bare, 'ipv6');
}

/**
 * A host name that names this machine or a private network without any DNS: an IP literal in a
 * blocked range, `localhost` and its subdomains, and the single-label and reserved local names.
 * Used where no lookup may run (a build checking the hosts a site's browser will call).
 */
export function isPrivateHostName(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isIPv4(host) || isIPv6(host)) return isPrivateAddress(host);
  if (!host.includes('.')) return true;
  return /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/.test(host);
}
