import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { BOOT_SCRIPT_HASH } from './html-document';

/**
 * CSP and the usual hardening headers. Styles allow 'unsafe-inline' because Radix and the toast
 * library position elements with inline style attributes; scripts are same-origin only, plus the
 * one inline theme script every page starts with (allowed by its hash).
 */
function documentHeaders(options: { production: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  });
}

/**
 * Hashed scripts and styles get only the headers that matter for them: the document policies (CSP,
 * framing, referrer...) apply to pages, and repeating about 700 bytes of them on each of the
 * twenty-odd files a page loads slowed first loads measurably.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  const forDocuments = documentHeaders(options);
  return async (c, next) => {
    if (!c.req.path.startsWith('/assets/')) return forDocuments(c, next);
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.production)
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
