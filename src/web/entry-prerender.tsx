// Build-time entry (bundled by Vite in SSR mode): renders one main-site page to HTML.
import { renderToString } from 'react-dom/server';
import { type RouteObject, StaticRouter } from 'react-router';
import { BRAND_KEYS, BRANDS, type BrandKey } from '../domain/brands';
import { AppProviders } from './app/app-providers';
import type { AppConfig } from './app/config-provider';
import { MainSiteRoutes, mainSiteRoutes, preloadPagesFor } from './app/main-site-router';
import { type MetaCollector, MetaCollectorContext } from './lib/document-meta';

export type PrerenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  status: number;
  title: string;
  description?: string;
};

/** Renders a page completely (every lazy page chunk resolved), as it should look before hydration. */
export async function renderPage(
  url: string,
  brandKey: BrandKey,
  config: AppConfig,
): Promise<PrerenderedPage> {
  const { pathname } = new URL(url);
  const collector: MetaCollector = {};
  await preloadPagesFor(pathname);
  const html = renderToString(
    <MetaCollectorContext.Provider value={collector}>
      <AppProviders brand={{ ...BRANDS[brandKey], ...config.brandContact }} config={config} mode="main">
        <StaticRouter location={pathname}>
          <MainSiteRoutes />
        </StaticRouter>
      </AppProviders>
    </MetaCollectorContext.Provider>,
  );
  return {
    html,
    status: 200,
    title: collector.meta?.fullTitle ?? BRANDS[brandKey].name,
    description: collector.meta?.description,
  };
}

/** Every path pattern of the main site (e.g. `/checkout/:planId`), so the server can answer 404 for the rest. */
export function mainSitePathPatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: RouteObject[], prefix: string) => {
    for (const route of routes) {
      const path = route.index ? prefix : route.path ? joinPath(prefix, route.path) : prefix;
      if ((route.index || route.path) && route.path !== '*') patterns.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(mainSiteRoutes, '');
  return [...new Set(patterns)].sort();
}

function joinPath(prefix: string, path: string): string {
  if (path === '/') return '/';
  return `${prefix.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

export {
  NOT_FOUND_RENDER_PATH,
  PRERENDER_BRAND_CONTACT,
  PRERENDER_CANONICAL_ORIGIN,
  PRERENDER_DASHBOARD_ORIGIN,
  PRERENDER_PUBLIC_ORIGIN,
  PRERENDERED_PATHS,
  prerenderedFileName,
} from '../domain/prerender';

/** The brands a page is prerendered for. */
export const PRERENDER_BRANDS = BRAND_KEYS;
