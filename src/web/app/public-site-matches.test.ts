import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createPath,
  matchRoutes,
  type Navigator,
  Outlet,
  type RouteMatch,
  type RouteObject,
  Router,
  useParams,
  useResolvedPath,
  useRoutes,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../domain/prerender';
import { publicSiteRoutes } from './main-site-router';
import { matchPublicSite, routesThatCanMatch, useMatchedRoutes } from './public-site-matches';

// What a match shows: its route (by its path, or index or layout), its params and its paths.
function described(matches: RouteMatch[] | null) {
  return matches?.map(({ route, params, pathname, pathnameBase }) => ({
    route: route.path ?? (route.index ? 'index' : 'layout'),
    element: route.element,
    params,
    pathname,
    pathnameBase,
  }));
}

const oddPaths = [
  '/checkout/',
  '/Checkout',
  '/ROI-calculator/',
  '/roi%2Dcalculator',
  '/checkout/shop%20agent',
  '/checkout/a%2Fb',
  '//checkout',
  '/features/extra',
  '/no/such/page/here',
  '/__not-found__',
  '/auth',
  '/dashboard',
];

describe('the public site matches a path against the routes that can match it', () => {
  it.each([...PRERENDERED_PATHS, ...oddPaths])('%s gets the matches of the whole table', (path) => {
    const whole = matchRoutes(publicSiteRoutes, path);
    expect(whole).not.toBeNull();
    expect(described(matchPublicSite(path))).toEqual(described(whole));
  });

  it('keeps only the routes with as many segments as the path, and the not-found route', () => {
    const pageRoutes = (segments: number) =>
      routesThatCanMatch(publicSiteRoutes, segments)
        .flatMap((root) => root.children ?? [])
        .flatMap((layout) => layout.children ?? [])
        .map((route) => route.path ?? 'index');
    expect(pageRoutes(0)).toEqual(['index', '*']);
    expect(pageRoutes(2)).toEqual(['checkout/:planId', '*']);
    expect(pageRoutes(1)).toContain('roi-calculator');
    expect(pageRoutes(1)).not.toContain('checkout/:planId');
    expect(pageRoutes(3)).toEqual(['*']);
  });
});

// A page that shows what the router gives it: its params and the paths its relative links resolve to.
function Where() {
  const params = useParams();
  const here = useResolvedPath('.').pathname;
  const child = useResolvedPath('more').pathname;
  return createElement('p', null, JSON.stringify({ params, here, child }));
}

const where = createElement(Where);
const table: RouteObject[] = [
  {
    path: '/',
    element: createElement(Outlet),
    children: [
      { element: createElement(Outlet), children: [{ index: true, element: where }] },
      { path: 'checkout/:planId', element: where },
      { path: 'a b', element: where },
      { path: '*', element: where },
    ],
  },
];

// The browser's history encodes a path through a URL, as this one does.
const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  encodeLocation: (to) => {
    const url = new URL(typeof to === 'string' ? to : createPath(to), 'http://localhost');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  },
  go: () => {},
  push: () => {},
  replace: () => {},
};

function rendered(path: string, Table: () => ReturnType<typeof useRoutes>): string {
  return renderToStaticMarkup(createElement(Router, { location: path, navigator }, createElement(Table)));
}

describe('the public site renders its matches as useRoutes does', () => {
  it.each([
    '/',
    '/checkout/pro',
    '/checkout/shop%20agent',
    '/checkout/a%2Fb',
    '/checkout/100%25',
    '/a%20b',
    '/checkout/Pro_plan-2~',
    '/checkout/pro/',
    '/no/such/page',
  ])('%s', (path) => {
    const byUseRoutes = rendered(path, () => useRoutes(table));
    expect(byUseRoutes).toContain('here');
    expect(rendered(path, () => useMatchedRoutes((pathname) => matchRoutes(table, pathname)))).toBe(
      byUseRoutes,
    );
  });
});
