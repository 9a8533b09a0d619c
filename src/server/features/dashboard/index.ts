// What other features may use of the dashboard (DESIGN.md §2 rule 1).

export { leadsExportFunction } from './dashboard.functions';
export { dashboardRoutes } from './dashboard.routes';
