// What other features may use of billing (DESIGN.md §2 rule 1): recording plans and trials, the
// provider's status reports, and the check of whether a workspace may run its agents.
export { agentsMayRunIn, assertAgentsMayRun, forgetAgentAccess } from './agent-access';
export { billingRoutes } from './billing.routes';
export { applyProviderSubscriptionStatus, recordPaidSubscription, startTrial } from './billing.service';
