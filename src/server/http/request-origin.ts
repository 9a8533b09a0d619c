import type { Context } from 'hono';
import type { Env } from '../env';

/**
 * The origin a request was made to (each brand has its own host), if it is one of ours; otherwise
 * the configured public URL. Used for canonical URLs and the sitemap, never trusted blindly: the
 * Host header is the client's to choose.
 */
export function publicOriginOf(
  c: Context,
  env: Pick<Env, 'TRUST_PROXY' | 'publicUrl'>,
  isTrustedOrigin: (origin: string) => boolean,
): string {
  const url = new URL(c.req.url);
  const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const origin = `${forwarded ?? url.protocol.replace(':', '')}://${url.host}`;
  return isTrustedOrigin(origin) ? origin : env.publicUrl.replace(/\/+$/, '');
}
