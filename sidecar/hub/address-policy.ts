import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a callback may reach. Anything not globally routable unicast is refused:
 * the hub must not become a way to reach the machine's own loopback, the private network
 * behind it, or cloud metadata endpoints (169.254.169.254).
 */

// IPv4 special-purpose ranges (IANA registry, RFC 6890 and successors).
const NON_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

// IPv6: only global unicast (2000::/3) is public, minus the special blocks inside it. Everything
// else (::1, ::, fc00::/7, fe80::/10, ff00::/8, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96)
// is refused, and so are tunnels that embed an IPv4 address we would not otherwise check.
const NON_PUBLIC_V6_IN_GLOBAL: Array<[string, number]> = [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation (RFC 9637)
];

const nonPublicV4 = new BlockList();
for (const [net, prefix] of NON_PUBLIC_V4) nonPublicV4.addSubnet(net, prefix, 'ipv4');

const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const nonPublicV6 = new BlockList();
for (const [net, prefix] of NON_PUBLIC_V6_IN_GLOBAL) nonPublicV6.addSubnet(net, prefix, 'ipv6');

/** True when `address` (an IP literal) is a globally routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !nonPublicV4.check(address, 'ipv4');
  if (family === 6) return globalV6.check(address, 'ipv6') && !nonPublicV6.check(address, 'ipv6');
  return false;
}

/** A URL hostname as an IP literal when it is one (`[::1]` loses its brackets), else undefined. */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}
