// The dashboard home's code, named once so that main.tsx can start loading it alongside the
// dashboard router (instead of after it) and the router's routes reuse the same modules.

export const loadClientLayout = () => import('../routes/dashboard/client-layout');
export const loadClientDashboardPage = () => import('../routes/dashboard/client-dashboard-page');

/** Paths of the dashboard host that are not the client dashboard home (see dashboard-router). */
const NOT_HOME =
  /^\/(auth|invite|admin|dashboard\/conversations|onboarding|knowledge|settings|install|reset-password)(\/|$)/;

/** The client dashboard answers every path of the dashboard host but these (spec). */
export function isDashboardHome(pathname: string): boolean {
  return !NOT_HOME.test(pathname);
}

/** Starts fetching the home's chunks; a failure shows later, when the route renders them. */
export function preloadDashboardHomeCode(): void {
  void loadClientLayout().catch(() => {});
  void loadClientDashboardPage().catch(() => {});
}
