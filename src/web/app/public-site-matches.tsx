import { useContext, useMemo } from 'react';
import {
  matchRoutes,
  UNSAFE_NavigationContext as NavigationContext,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
} from 'react-router';
import { publicSiteRoutes } from './main-site-router';

// React Router flattens and ranks the whole route table each time it matches a path, and
// `useRoutes` does it on every render: on a phone that was a large part of the public site's start
// (decision record 059). Here a path is matched against only the routes that can match it, and the
// route-matching step's result is what the first render shows, instead of a second ranking.

const segmentsOf = (path: string) => path.split('/').filter(Boolean).length;

/** A route pattern that can match paths of more than one length (a splat, an optional segment). */
const variableLength = (path: string) => path.includes('*') || path.includes('?');

/**
 * The routes of `routes` that can match a path of `segments` segments (each non-empty segment of a
 * pattern matches exactly one of the path's), in their order. Every route that can match is kept
 * and React Router still ranks them, with the same scores and the same order between equals, so
 * `matchRoutes` gives the same matches on this table as on the whole one.
 */
export function routesThatCanMatch(routes: RouteObject[], segments: number, depth = 0): RouteObject[] {
  return routes.flatMap((route) => {
    const path = route.path ?? '';
    const own = depth + segmentsOf(path);
    const fits = variableLength(path) || own === segments;
    if (!route.children) return fits ? [route] : [];
    const children = variableLength(path)
      ? route.children
      : routesThatCanMatch(route.children, segments, own);
    return fits || children.length > 0 ? [{ ...route, children }] : [];
  });
}

let last: { pathname: string; matches: RouteMatch[] | null } | undefined;

/** The public site's matches for `pathname`: the same as `matchRoutes(publicSiteRoutes, pathname)`. */
export function matchPublicSite(pathname: string): RouteMatch[] | null {
  if (last?.pathname !== pathname) {
    const routes = routesThatCanMatch(publicSiteRoutes, segmentsOf(pathname));
    last = { pathname, matches: matchRoutes(routes, pathname) };
  }
  return last.matches;
}

/**
 * As `useRoutes` gives them to the routes it renders: `matchRoutes` decodes the path, and the
 * rendered matches carry it encoded again (`%`, `?` and `#` first, which the URL that
 * `encodeLocation` builds would read as separators).
 */
function encodedPath(navigator: Navigator, path: string): string {
  // A path of letters, digits, '-', '_' and '~' segments is the same encoded (the URL is not needed).
  if (path.startsWith('/') && /^(\/[\w~-]+)*\/?$/.test(path)) return path;
  const encoded = navigator.encodeLocation
    ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
    : path;
  return `/${encoded}`.replace(/\/\/+/g, '/');
}

/**
 * What `useRoutes` renders at the top of the router (no parent route) for the current path, from
 * the matches `match` gives for it instead of its own ranking of the table.
 */
export function useMatchedRoutes(match: (pathname: string) => RouteMatch[] | null) {
  const { navigator } = useContext(NavigationContext);
  const { pathname } = useLocation();
  const matches = useMemo(
    () =>
      match(pathname)?.map((found) => ({
        ...found,
        params: { ...found.params },
        pathname: encodedPath(navigator, found.pathname),
        pathnameBase: found.pathnameBase === '/' ? '/' : encodedPath(navigator, found.pathnameBase),
      })) ?? null,
    [match, navigator, pathname],
  );
  return renderMatches(matches);
}

/** `useRoutes(publicSiteRoutes)`, without ranking the table again for the first render. */
export function PublicSiteRouteTable() {
  return useMatchedRoutes(matchPublicSite);
}
