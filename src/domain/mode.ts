/** The port on which the spec's mode rule switches to the dashboard. */
export const SPEC_DASHBOARD_PORT = 3001;

export interface LocationLike {
  hostname: string;
  port: string;
  search: string;
  pathname: string;
  /** `hostname[:port]` as in `Location.host`; derived from hostname and port when absent. */
  host?: string;
}

export interface DashboardModeOptions {
  /** The port that switches to the dashboard; 3001 (the spec default) when absent. */
  dashboardPort?: number;
  /**
   * The configured dashboard host (`new URL(DASHBOARD_URL).host`, e.g. `dashboard.example.com` or
   * `localhost:3001`). A page on exactly this host is the dashboard. Compared case-insensitively.
   */
  dashboardHost?: string;
}

export function isAppSubdomain(hostname: string): boolean {
  const host = hostname.trim().toLowerCase();
  return host.startsWith('app.') && host.length > 'app.'.length;
}

/** The decoded value of `key` in a query string (`?a=1&b`), or undefined when absent. */
export function queryValue(search: string, key: string): string | undefined {
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

function hostOf(loc: LocationLike): string {
  const host = loc.host ?? (loc.port ? `${loc.hostname}:${loc.port}` : loc.hostname);
  return host.trim().toLowerCase();
}

function isConfiguredDashboardHost(loc: LocationLike, dashboardHost: string | undefined): boolean {
  const wanted = dashboardHost?.trim().toLowerCase();
  return Boolean(wanted) && hostOf(loc) === wanted;
}

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The spec's dashboard-mode rule. The port is configurable because the server may bind the
 * dashboard elsewhere in tests, while 3001 remains the spec default. The configured dashboard host
 * also counts, so a DASHBOARD_URL such as https://dashboard.example.com works without an app. prefix.
 */
export function isDashboardMode(loc: LocationLike, options: DashboardModeOptions = {}): boolean {
  const dashboardPort = options.dashboardPort ?? SPEC_DASHBOARD_PORT;
  return (
    isAppSubdomain(loc.hostname) ||
    isConfiguredDashboardHost(loc, options.dashboardHost) ||
    loc.port === String(dashboardPort) ||
    queryValue(loc.search, 'dashboard') === 'true' ||
    queryValue(loc.search, 'admin') === 'true' ||
    isAdminPath(loc.pathname)
  );
}
