import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address our own proxy saw: the last X-Forwarded-For entry. Earlier entries are whatever
 * the client sent, so trusting the first would let any visitor pick an address per request.
 */
export function lastForwardedAddress(header: string | undefined): string | undefined {
  const entries = header
    ?.split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries?.at(-1);
}

/**
 * The client's address for rate limits and logs. Proxy headers are trusted only when TRUST_PROXY
 * is set (one proxy of ours in front), otherwise any visitor could escape every limit.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = lastForwardedAddress(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
    const real = c.req.header('x-real-ip');
    if (real) return real.trim();
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
