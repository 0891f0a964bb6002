import type { MiddlewareHandler } from 'hono';

/**
 * The console is one bundle from this origin; inline styles are allowed because the UI
 * libraries position popovers with style attributes. Inline scripts run only when named by
 * their hash: index.html's boot script (`scriptHashes`, on that page's answer alone).
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []): string =>
  [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const csp = contentSecurityPolicy();

/** Security headers on every answer; HSTS only when the request came over TLS. */
export function securityHeaders(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const overTls =
      new URL(c.req.url).protocol === 'https:' ||
      (trustProxy && c.req.header('x-forwarded-proto') === 'https');
    if (overTls) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** `Cache-Control: no-store` on every answer it wraps: API answers carry tokens and personal data. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
