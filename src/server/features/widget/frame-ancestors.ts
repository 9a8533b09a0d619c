// Who may frame the widget's chat page: a workspace's allowed domains become the sources of the
// page's Content-Security-Policy frame-ancestors directive.

/** A host name, optionally with a leading wildcard label (CSP allows `*.example.com`). */
const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** For an unknown workspace (or none): nobody may frame the page. */
export const NO_FRAME_ANCESTORS: readonly string[] = ["'none'"];

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
 * frame-ancestors sources for a workspace: our own origin, then every allowed host over http and
 * https with any port (a business's site, its staging copy on another port, a local preview).
 */
export function frameAncestorSources(allowedDomains: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const entry of allowedDomains) {
    const host = allowedHostName(entry);
    if (host) hosts.add(host);
  }
  return ["'self'", ...[...hosts].flatMap((host) => [`http://${host}:*`, `https://${host}:*`])];
}
