// What other features may use of the dashboard (DESIGN.md §2 rule 1): the query-key prefix that
// Refresh Data and the live updates re-read, and the live updates themselves.

export { dashboardKey } from './use-dashboard';
export { useLiveDashboard } from './use-live-dashboard';
