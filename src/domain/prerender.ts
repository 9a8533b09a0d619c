// Shared by the build (which prerenders the public pages) and the server (which serves them).

/**
 * Prerendering happens before the deployment's URLs are known, so links to the main site and the
 * dashboard are rendered with these origins and replaced by the configured ones when served.
 */
export const PRERENDER_PUBLIC_ORIGIN = 'https://public-url.prerender.invalid';
export const PRERENDER_DASHBOARD_ORIGIN = 'https://dashboard-url.prerender.invalid';
/** Canonical and Open Graph URLs: the origin the page is served on (each brand has its own host). */
export const PRERENDER_CANONICAL_ORIGIN = 'https://canonical-url.prerender.invalid';

/**
 * A brand's contact details are configuration too (BRAND_SETTINGS), so pages are rendered with
 * these stand-ins, each line that shows one wrapped in <data value="brand-contact:FIELD">. The
 * server puts in the configured value, or removes the whole line when the brand has none.
 */
export const PRERENDER_BRAND_CONTACT = {
  email: 'brand-email@contact.prerender.invalid',
  supportEmail: 'brand-support@contact.prerender.invalid',
  phone: 'brand-phone.contact.prerender.invalid',
} as const;
export type PrerenderedContactField = keyof typeof PRERENDER_BRAND_CONTACT;
export const BRAND_CONTACT_LINE_PREFIX = 'brand-contact:';

/** Public pages whose content does not depend on the query string or the visitor. */
export const PRERENDERED_PATHS = [
  '/',
  '/features',
  '/roi-calculator',
  '/checkout',
  '/checkout/socialagent',
  '/checkout/shopagent',
  '/checkout/quoteagent',
  '/checkout/shopagent-pro',
  '/checkout/shopagent-enterprise',
  '/checkout/socialagent-manager',
  '/shop-agent-demo',
  '/agent-demo-social',
  '/agent-demo-storefront',
  '/docs',
  '/privacy',
  '/terms',
] as const;

/** Rendered from a path no route knows, served with status 404 for every unknown path. */
export const NOT_FOUND_RENDER_PATH = '/__not-found__';
export const NOT_FOUND_FILE = '404.html';

/** Where a prerendered page is written, relative to the brand's folder. */
export function prerenderedFileName(path: string): string {
  if (path === NOT_FOUND_RENDER_PATH) return NOT_FOUND_FILE;
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** Does `path` match a router pattern such as `/checkout/:planId`? (Trailing slashes are ignored.) */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const split = (p: string) => p.split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(path);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/**
 * Is `path` served as a prerendered page (and so by the public site's own build)? A trailing
 * slash is ignored, as the server ignores it.
 */
export function isPrerenderedPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (PRERENDERED_PATHS as readonly string[]).includes(trimmed);
}
