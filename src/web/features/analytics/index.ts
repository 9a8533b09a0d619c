// What other features may use of analytics (DESIGN.md §2 rule 1): the Analytics tab, whose charts
// load on first show.

export { AnalyticsTab } from './analytics-panel-lazy';
