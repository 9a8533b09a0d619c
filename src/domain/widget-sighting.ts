import { isAllowedHost } from './allowed-domains';
import { relativeTime } from './relative-time';
import { parseUrl } from './url';

/**
 * "Has my widget been seen on my site?" The loader makes no request of its own (its promise to
 * host pages), so the first sign of an installed widget is its chat frame: when a visitor opens
 * the chat, the browser requests /embed/chat from the owner's page, and says which page with its
 * Referer (the origin, under the default referrer policy). That request is anonymous and its
 * headers can be forged by any script outside a browser, so a sighting only ever records one of
 * the workspace's own allowed domains, never a value of the caller's choosing, and is written at
 * most once per few minutes per host.
 */

export interface FrameRequestHeaders {
  referer?: string | null;
  origin?: string | null;
  /** Fetch metadata: browsers send 'iframe' for a frame's document. */
  secFetchDest?: string | null;
}

export interface WidgetSighting {
  firstSeenAt: Date;
  lastSeenAt: Date;
  lastSeenHost: string;
}

/** A sighting of the same host is refreshed at most this often (writes stay rare under load). */
export const SIGHTING_REFRESH_MS = 5 * 60 * 1000;

/** The host name of the page that framed the chat, when the request says and is a frame's. */
export function framingHost(headers: FrameRequestHeaders): string | null {
  // A browser that sends fetch metadata tells frames apart from visits and scripts.
  if (headers.secFetchDest && headers.secFetchDest !== 'iframe') return null;
  const source = headers.origin && headers.origin !== 'null' ? headers.origin : headers.referer;
  if (!source) return null;
  const url = parseUrl(source);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.hostname.toLowerCase().replace(/\.$/, '') || null;
}

/**
 * The host to record for this frame request, or null to record nothing: not framed, framed by
 * one of our own hosts (the site's demos), not an allowed domain, or seen there moments ago.
 */
export function sightingToRecord(options: {
  host: string | null;
  allowedDomains: readonly string[];
  ownHosts: readonly string[];
  last: WidgetSighting | null;
  now: Date;
}): string | null {
  const { host, last, now } = options;
  if (!host || options.ownHosts.includes(host)) return null;
  if (!isAllowedHost(host, options.allowedDomains)) return null;
  if (last && last.lastSeenHost === host && now.getTime() - last.lastSeenAt.getTime() < SIGHTING_REFRESH_MS)
    return null;
  return host;
}

/** "Seen on shop.example.com 3 minutes ago", or "Not seen yet". */
export function describeSighting(sighting: WidgetSighting | null, now: Date): string {
  if (!sighting) return 'Not seen yet';
  const when = relativeTime(sighting.lastSeenAt, now);
  return `Seen on ${sighting.lastSeenHost} ${when === 'Just now' ? 'just now' : when}`;
}
