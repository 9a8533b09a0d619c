/** The port on which the spec's mode rule switches to the dashboard. */
export const SPEC_DASHBOARD_PORT = 3001;

export interface LocationLike {
  hostname: string;
  port: string;
  search: string;
  pathname: string;
}

export function isAppSubdomain(hostname: string): boolean {
  const host = hostname.trim().toLowerCase();
  return host.startsWith('app.') && host.length > 'app.'.length;
}

function queryValue(search: string, key: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    if (safeDecode(rawKey) !== key) continue;
    return eq === -1 ? '' : safeDecode(pair.slice(eq + 1));
  }
  return undefined;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The spec's dashboard-mode rule. The port is configurable because the server may bind the
 * dashboard elsewhere in tests, while 3001 remains the spec default.
 */
export function isDashboardMode(loc: LocationLike, options: { dashboardPort?: number } = {}): boolean {
  const dashboardPort = options.dashboardPort ?? SPEC_DASHBOARD_PORT;
  return (
    isAppSubdomain(loc.hostname) ||
    loc.port === String(dashboardPort) ||
    queryValue(loc.search, 'dashboard') === 'true' ||
    queryValue(loc.search, 'admin') === 'true' ||
    isAdminPath(loc.pathname)
  );
}
