// What other features may use of analytics (DESIGN.md §2 rule 1).
export { recordEvent } from './analytics.repository';
export { analyticsRoutes } from './analytics.routes';
