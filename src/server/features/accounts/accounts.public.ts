// What other features may use of accounts (DESIGN.md §2 rule 1).
export { findWorkspaceWebsite } from './accounts.repository';
export { type PaidPlanCheckout, provisionPaidPlan } from './plan-account.service';
export type { Viewer } from './viewer';
