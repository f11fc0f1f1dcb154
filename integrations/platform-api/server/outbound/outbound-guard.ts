import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../../../../src/security/private-address.ts';

/**
 * The one address check for every connection the platform makes on a dealer's behalf (webhooks,
 * the valuation provider, SMTP): the name is resolved, every address it has is checked, and the
 * connection is made to a checked address — never to a second lookup, so a name cannot answer
 * "public" to the check and "private" to the connection (DNS rebinding). A literal IP is checked as
 * it is. The operator's opt-in (`allowPrivateNetworks`, `--allow-private-networks`) lifts it for
 * a CRM or mail server on the operator's own network, and for tests.
 */

export interface OutboundPolicy {
  /** Dealer-chosen hosts may be loopback or private (the operator's own network, tests). */
  allowPrivateNetworks: boolean;
  /** SMTP hosts (lower-case names) where the operator allows authentication without TLS. */
  plainSmtpAuthHosts: readonly string[];
  /** The operator's mail relay: every dealer's email goes there instead (npm start's mail catcher). */
  mailRelay: { host: string; port: number } | null;
}

export const DEFAULT_OUTBOUND: OutboundPolicy = { allowPrivateNetworks: false, plainSmtpAuthHosts: [], mailRelay: null };

export function outboundPolicy(...parts: Array<Partial<OutboundPolicy> | undefined>): OutboundPolicy {
  return Object.assign({ ...DEFAULT_OUTBOUND }, ...parts.map((part) => Object.fromEntries(Object.entries(part ?? {}).filter(([, v]) => v !== undefined))));
}

export class PrivateAddressRefused extends Error {
  readonly code = 'EPRIVATE';
}

function refusal(what: string, host: string, address: string): PrivateAddressRefused {
  const shown = address === host ? `${what} address ${host}` : `${what} host ${host} resolves to ${address}`;
  return new PrivateAddressRefused(`${shown}, a loopback, private or reserved address: refused (the operator allows it with --allow-private-networks)`);
}

export type Lookup = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** Every address of `host`, each checked; refused when any of them is private (a name is judged by its worst address). */
export function checkedAddresses(
  host: string,
  what: string,
  policy: Pick<OutboundPolicy, 'allowPrivateNetworks'>,
  lookup: Lookup = dnsLookup,
): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family) {
    if (!policy.allowPrivateNetworks && isPrivateAddress(bare)) return Promise.reject(refusal(what, bare, bare));
    return Promise.resolve([{ address: bare, family }]);
  }
  return new Promise((resolve, reject) => {
    lookup(bare, { all: true }, (error, addresses) => {
      if (error) return reject(error);
      if (addresses.length === 0) return reject(Object.assign(new Error(`${what} host ${bare} has no address`), { code: 'ENOTFOUND' }));
      const refused = policy.allowPrivateNetworks ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return reject(refusal(what, bare, refused.address));
      resolve(addresses);
    });
  });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s) and node:net: the connection goes to the addresses checked here.
 * Node does not call it for a literal IP, so callers check those first (`assertHostAllowed`).
 */
export function guardedLookup(what: string, policy: Pick<OutboundPolicy, 'allowPrivateNetworks'>, resolve: Lookup = dnsLookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    checkedAddresses(hostname, what, policy, resolve).then(
      (addresses) => {
        if (options.all) return callback(null, addresses);
        const wanted = options.family === 4 || options.family === 6 ? addresses.find((entry) => entry.family === options.family) : undefined;
        const first = wanted ?? addresses[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** Refuses a literal private IP before any request is made (a name is checked in its lookup). */
export function assertHostAllowed(host: string, what: string, policy: Pick<OutboundPolicy, 'allowPrivateNetworks'>): void {
  const bare = host.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivateNetworks && (isIP(bare) !== 0 || bare === '') && isPrivateAddress(bare)) throw refusal(what, bare, bare);
}
