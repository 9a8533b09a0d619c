import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { BOOT_SCRIPT_HASH } from './html-document';

export interface SecurityHeaderOptions {
  production: boolean;
  /**
   * The frame-ancestors sources of the widget's chat page (/embed/chat) for this request: the
   * workspace's allowed domains. Without it the page may be framed by our own pages only.
   */
  embedFrameAncestors?: (c: Context) => Promise<readonly string[]>;
}

/** The widget's chat page, framed on the businesses' own sites. */
const EMBED_PATHS = new Set(['/embed/chat', '/embed/chat/']);
/** Scripts that other sites load with a script tag: the widget's loader. */
const CROSS_ORIGIN_SCRIPTS = new Set(['/widget.js']);
const FRAME_ANCESTORS = 'embedFrameAncestors';
/** Pages that send their own, stricter policy: the widget's hidden reply counter. */
const OWN_POLICY_PAGES = new Set(['/embed/unread']);

/**
 * CSP and the usual hardening headers. Styles allow 'unsafe-inline' because Radix and the toast
 * library position elements with inline style attributes; scripts are same-origin only, plus the
 * one inline theme script every page starts with (allowed by its hash).
 */
function documentHeaders(options: { production: boolean }, embed = false) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: embed ? [(c) => c.get(FRAME_ANCESTORS) ?? "'none'"] : ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    // X-Frame-Options knows no list of sites: the embed page relies on frame-ancestors alone.
    xFrameOptions: embed ? false : 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  });
}

/**
 * Hashed scripts and styles get only the headers that matter for them: the document policies (CSP,
 * framing, referrer...) apply to pages, and repeating about 700 bytes of them on each of the
 * twenty-odd files a page loads slowed first loads measurably. The widget's loader is such a
 * script too, one that other sites' pages must be allowed to load.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const forDocuments = documentHeaders(options);
  const forEmbeds = documentHeaders(options, true);
  return async (c, next) => {
    const { path } = c.req;
    if (EMBED_PATHS.has(path) && options.embedFrameAncestors) {
      c.set(FRAME_ANCESTORS, (await options.embedFrameAncestors(c)).join(' '));
      return forEmbeds(c, next);
    }
    const crossOrigin = CROSS_ORIGIN_SCRIPTS.has(path);
    if (!crossOrigin && !path.startsWith('/assets/') && !OWN_POLICY_PAGES.has(path))
      return forDocuments(c, next);
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Cross-Origin-Resource-Policy', crossOrigin ? 'cross-origin' : 'same-origin');
    if (options.production)
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
