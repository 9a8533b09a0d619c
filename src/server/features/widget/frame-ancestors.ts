// Who may frame the widget's chat page: a workspace's allowed domains become the sources of the
// page's Content-Security-Policy frame-ancestors directive.
import { allowedHostName } from '../../../domain/allowed-domains';

export { allowedHostName };

/** For an unknown workspace (or none): nobody may frame the page. */
export const NO_FRAME_ANCESTORS: readonly string[] = ["'none'"];

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
