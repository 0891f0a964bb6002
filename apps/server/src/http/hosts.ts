import { id } from '@cermat/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context/deps';
import { envelope } from './envelope';

/** True for a host name or address that only reaches this machine. */
export function isLoopback(host: string): boolean {
  const name = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * The host name a `Host` value names, as a URL spells it (lower case, no port, an IPv6
 * address in brackets); undefined when the value is not a host with an optional port.
 */
export function hostName(value: string): string | undefined {
  // Printable ASCII with nothing a URL would read as user, path, query or fragment.
  if (!/^[\x21-\x7e]+$/.test(value) || /[/?#@\\]/.test(value)) return undefined;
  try {
    return new URL(`http://${value}`).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** The host name a request was sent to, as the app sees it (a test's `app.request` is `localhost`). */
function requestHost(c: Context<AppEnv>): string {
  return new URL(c.req.url).hostname;
}

/** True when the request was sent to a loopback name, by its request line and its `Host`. */
export function sentToLoopback(c: Context<AppEnv>): boolean {
  const header = c.req.header('host');
  return isLoopback(requestHost(c)) && (header === undefined || isLoopback(hostName(header) ?? ''));
}

/**
 * Answers only requests sent to a loopback name or to one of `allowed`; others get 421.
 * A web page can point a name it owns at 127.0.0.1 (DNS rebinding) and then drive a
 * loopback instance as its own origin: the browser still sends that name as `Host`. The
 * request line's host and the `Host` header must both be allowed (they differ when the
 * request line is an absolute URL). `exempt` paths (the health probes, which say nothing)
 * are answered whatever the name, as a probe may address the instance by its IP.
 */
export function allowedHostsOnly(
  allowed: readonly string[],
  exempt: readonly string[],
): MiddlewareHandler<AppEnv> {
  const names = new Set(allowed);
  const known = (name: string | undefined) =>
    name !== undefined && (isLoopback(name) || names.has(name));
  return async (c, next) => {
    if (exempt.includes(c.req.path)) return next();
    const header = c.req.header('host');
    if (known(requestHost(c)) && (header === undefined || known(hostName(header)))) return next();
    // The name is the caller's text: a bounded slice only, for the log.
    c.get('log').warn({ event: 'host.refused', host: (header ?? requestHost(c)).slice(0, 100) });
    return envelope(c, 421, id.server.hostRefused, id.server.hostRefused);
  };
}
