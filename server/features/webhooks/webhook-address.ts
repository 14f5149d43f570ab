import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may go (`docs/webhooks.md`): a receiver on a private, loopback or link-local
 * network is refused unless WEBHOOKS_ALLOW_PRIVATE is on, so that a member cannot point the
 * server at the machines only it can reach (its database, a cloud's metadata address).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  // `::a.b.c.d` (IPv4-compatible, deprecated) and `::ffff:a.b.c.d` (IPv4-mapped) carry an IPv4
  // address, which ipaddr.js calls plain unicast or only "mapped": the whole ::/96 and
  // ::ffff:0:0/96 are refused, as the IPv4 address they may reach cannot be told apart.
  if (parsed instanceof ipaddr.IPv6) {
    const [a, b, c, d, e, f] = parsed.parts;
    if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && (f === 0 || f === 0xffff)) {
      return false;
    }
  }
  // Every named range (private, loopback, linkLocal, uniqueLocal, carrierGradeNat, reserved,
  // 6to4 and teredo that may wrap a private address, …) is refused; only plain unicast is public.
  return parsed.range() === 'unicast';
}

/**
 * The URL's host without IPv6 brackets or a final dot (`localhost.` is the same host as
 * `localhost`), in lower case.
 */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/**
 * Whether the address names a private host by itself (a literal address or `localhost`): refused
 * when the endpoint is added. A name is checked again, resolved, at each delivery.
 */
export function namesPrivateHost(url: string): boolean {
  const host = hostOf(new URL(url));
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && !isPublicAddress(host);
}

/** A receiver's host resolved to an address that is not public. */
export class PrivateAddressRefused extends Error {
  constructor(readonly address: string) {
    super(`private address ${address}`);
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** How a host name is resolved: the system's resolver, or a test's own. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithSystem: ResolveHost = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the receiver's host once and checks every address it has: one private address is
 * enough to refuse (throws `PrivateAddressRefused`). Answers the checked addresses, which the
 * connection then uses (`pinnedLookup`), so a second answer of the DNS cannot slip in another.
 */
export async function checkedAddresses(
  url: URL,
  allowPrivate: boolean,
  resolve: ResolveHost = resolveWithSystem,
): Promise<ResolvedAddress[]> {
  const host = hostOf(url);
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
    : await resolve(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new PrivateAddressRefused(refused.address);
  }
  return addresses;
}

/** A `lookup` for `http.request` that answers only the addresses already checked. */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0] as ResolvedAddress;
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}
