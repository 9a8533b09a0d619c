/**
 * A workspace's allowed domains: the host names where its widget may run (the chat frame's
 * Content-Security-Policy frame-ancestors, and where a widget sighting counts).
 */

/** A host name, optionally with a leading wildcard label (CSP allows `*.example.com`). */
const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The host name in an allowed_domains entry, or null when it is none. Entries are meant to be
 * bare host names, but a pasted scheme, port, path or trailing dot is forgiven; anything that
 * could not be a host name (spaces, quotes, `;`, IPv6 literals, user info) is dropped, so no entry
 * can add to or break the policy.
 */
export function allowedHostName(entry: string): string | null {
  const host = entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '');
  if (host.length > 253 || !HOST_NAME.test(host)) return null;
  // A wildcard covers one site's subdomains ('*.example.com'), never a whole top-level domain.
  if (host.startsWith('*.') && !host.slice(2).includes('.')) return null;
  return host;
}

/**
 * Whether `host` (a bare, lower-case host name) is one of the allowed domains, as the browser
 * reads frame-ancestors: an exact name, or `*.site.com` for any subdomain of site.com (not
 * site.com itself).
 */
export function isAllowedHost(host: string, allowedDomains: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowedDomains.some((entry) => {
    const allowed = allowedHostName(entry);
    if (!allowed) return false;
    if (allowed.startsWith('*.')) return name.endsWith(allowed.slice(1)) && name.length > allowed.length - 1;
    return name === allowed;
  });
}
