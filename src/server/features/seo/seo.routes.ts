import { Hono } from 'hono';
import { isDashboardMode } from '../../../domain/mode';
import { PRERENDERED_PATHS } from '../../../domain/prerender';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { publicOriginOf } from '../../http/request-origin';

/** Public pages worth indexing: the prerendered ones (checkout per plan included). */
export const SITEMAP_PATHS: readonly string[] = PRERENDERED_PATHS;

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string, dashboard: boolean): string {
  // The dashboard is private: nothing there is for search engines.
  if (dashboard) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /reset-password',
    'Disallow: /payment-success',
    'Disallow: /payment-canceled',
    'Disallow: /test-checkout/',
    'Disallow: /receipt/',
    'Disallow: /pay/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml, written for the host they are asked on. */
export function seoRoutes(deps: Pick<AppDeps, 'env'>, isTrustedOrigin: (origin: string) => boolean) {
  const { env } = deps;
  const app = new Hono<AppEnv>();
  const dashboardHost = new URL(env.dashboardUrl).host;
  const isDashboard = (url: URL) =>
    isDashboardMode(url, {
      dashboardPort: env.DASHBOARD_PORT,
      dashboardHost: dashboardHost === new URL(env.publicUrl).host ? undefined : dashboardHost,
    });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(publicOriginOf(c, env, isTrustedOrigin), isDashboard(new URL(c.req.url))));
  });
  app.get('/sitemap.xml', (c) => {
    if (isDashboard(new URL(c.req.url))) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemapXml(publicOriginOf(c, env, isTrustedOrigin), SITEMAP_PATHS));
  });
  return app;
}
