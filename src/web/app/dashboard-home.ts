import { requestJson } from '../lib/api';

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

/** The session route (meContract's path; the contract's schemas are not part of this first chunk). */
export const EARLY_SESSION_PATH = '/api/me';
let earlySession: Promise<unknown> | undefined;

/**
 * Starts fetching the home's chunks and the session together; a failure shows later, when the
 * route renders them (the session's answer is checked against its contract by whoever takes it).
 */
export function preloadDashboardHome(): void {
  void loadClientLayout().catch(() => {});
  void loadClientDashboardPage().catch(() => {});
  earlySession = requestJson(EARLY_SESSION_PATH);
  earlySession.catch(() => {});
}

/** The session request preloadDashboardHome started, once (a later read asks the server again). */
export function takeEarlySession(): Promise<unknown> | undefined {
  const taken = earlySession;
  earlySession = undefined;
  return taken;
}
