// What other features may use of the dashboard (DESIGN.md §2 rule 1): the live updates. The
// query-key prefix they re-read is `lib/workspace-data-key.ts`, shared, so no feature needs the
// dashboard to file its queries under it.

export { useLiveDashboard } from './use-live-dashboard';
