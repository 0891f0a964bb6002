import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The key of in-process requests (tests, tools): no socket and no trusted header. */
const NO_ADDRESS = 'local';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The caller's address. Behind a trusted proxy, the LAST X-Forwarded-For entry: the one
 * our proxy appended; entries before it are whatever the client chose to send, and
 * believing them would let every request claim a fresh address. Otherwise the socket's
 * (handed over by @hono/node-server as the request's env, see http/listen.ts).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return unmapped(forwarded);
  }
  const address = hasSocket(c.env) ? getConnInfo(c).remote.address : undefined;
  return address ? unmapped(address) : NO_ADDRESS;
}

function hasSocket(env: unknown): boolean {
  return typeof env === 'object' && env !== null && 'incoming' in env;
}

/** `::ffff:10.0.0.1` (an IPv4 client of a dual-stack socket) is `10.0.0.1`. */
const unmapped = (address: string) => MAPPED_IPV4.exec(address)?.[1] ?? address;

/**
 * What one client controls, for counting: an IPv4 address, or the /64 network of an IPv6
 * one (a single host is routinely given a whole /64 and could rotate through it).
 */
export function addressBucket(address: string): string {
  const plain = unmapped(address);
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // `::` stands for as many zero groups as are missing; a dotted IPv4 tail fills two.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - width(left) - width(right);
  const full = [...left, ...Array<string>(missing).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
