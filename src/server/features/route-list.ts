import type { MountedRoute } from '../http/contract-routes';
import { adminWorkspacesRoute, meRoute } from './accounts/me.routes';
import { trialRoute } from './accounts/trial.routes';
import { agentRoutes } from './agents/agents.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { approvalRoutes } from './approvals/approvals.routes';
import { billingRoutes } from './billing/billing.routes';
import { crmRoutes } from './crm/crm.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { knowledgeRoutes } from './knowledge/knowledge.routes';
import { knowledgeSourceRoutes } from './knowledge/knowledge-sources.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { demoQuoteRoutes } from './quotes/demo-quote.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { reviewRoutes } from './reviews/reviews.routes';
import { routingRuleRoutes } from './routing-rules/routing-rules.routes';
import { teamRoutes } from './team/team.routes';
import { widgetInstallRoutes } from './widget/widget-install.routes';
import { workspaceSettingsRoutes } from './workspace-settings/workspace-settings.routes';

/**
 * Every contract route (src/domain/contracts) the server serves, with its handler. Features add
 * their lists here; app.ts mounts them and the API documentation describes them.
 */
export const ROUTES: MountedRoute[] = [
  meRoute,
  adminWorkspacesRoute,
  trialRoute,
  ...billingRoutes,
  ...workspaceSettingsRoutes,
  ...teamRoutes,
  ...widgetInstallRoutes,
  ...demoQuoteRoutes,
  ...agentRoutes,
  ...onboardingRoutes,
  ...knowledgeRoutes,
  ...knowledgeSourceRoutes,
  ...inboxRoutes,
  ...approvalRoutes,
  ...realtimeRoutes,
  ...reviewRoutes,
  ...dashboardRoutes,
  ...routingRuleRoutes,
  ...crmRoutes,
  ...analyticsRoutes,
];
