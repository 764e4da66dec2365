import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.ts';

/**
 * The visitor's address as given: from the trusted proxy header when configured, else the
 * socket. For logs; every limit and cap counts `visitorAddress` instead.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const header = c.var.deps.config.clientIpHeader;
  if (header) {
    const value = c.req.header(header)?.split(',')[0]?.trim();
    if (value) return value;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not behind a Node socket (in-process requests)
  }
}

/** The eight 16-bit groups of an IPv6 address (already checked with `isIPv6`). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          // A dotted IPv4 tail, as in ::ffff:192.0.2.1, is the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const start = groupsOf(head);
  if (tail === undefined) return start;
  const end = groupsOf(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Which visitor an address is, for every limit and cap: an IPv4 address is itself; an IPv6
 * address is its /64, since a provider gives each home or phone a whole /64 and the visitor
 * may pick any address in it. Every spelling of one address gives one answer (`::` or all
 * the zeros, any case, a zone id, brackets and a port from a proxy); an IPv4-mapped IPv6
 * address (::ffff:192.0.2.1, what a dual-stack socket reports) is that IPv4 address.
 */
export function visitorOfAddress(given: string): string {
  let address = given.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (isIPv4(address)) return address;
  // The zone id ("fe80::1%eth0") names the interface, not the visitor.
  const zoneless = address.replace(/%.*$/, '');
  if (!isIPv6(zoneless)) return address; // 'unknown', or whatever a trusted proxy wrote
  address = zoneless;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The visitor this request comes from, as every limit and cap counts them. */
export function visitorAddress(c: Context<AppEnv>): string {
  return visitorOfAddress(clientAddress(c));
}

/** An anonymous key for "the same visitor", never stored: address and browser, hashed. */
export function visitorKey(c: Context<AppEnv>): string {
  return createHash('sha256')
    .update(`${visitorAddress(c)}|${c.req.header('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
