import type { MountedRoute } from '../http/contract-routes';
import { adminWorkspacesRoute, meRoute, trialRoute } from './accounts/accounts.public';
import { agentDeployRoutes } from './agent-deploy/agent-deploy.public';
import { agentRoutes } from './agents/agents.public';
import { analyticsRoutes } from './analytics/analytics.public';
import { approvalRoutes } from './approvals/approvals.public';
import { billingRoutes } from './billing/billing.public';
import { agentTestRoutes } from './chat/chat.public';
import { crmRoutes } from './crm/crm.public';
import { dashboardRoutes } from './dashboard/dashboard.public';
import { outboxRoutes } from './email/email.public';
import { inboxRoutes } from './inbox/inbox.public';
import { knowledgeRoutes, knowledgeSourceRoutes } from './knowledge/knowledge.public';
import { onboardingRoutes } from './onboarding/onboarding.public';
import { demoQuoteRoutes } from './quotes/quotes.public';
import { realtimeRoutes } from './realtime/realtime.public';
import { reviewRoutes } from './reviews/reviews.public';
import { routingRuleRoutes } from './routing-rules/routing-rules.public';
import { teamRoutes } from './team/team.public';
import { widgetInstallRoutes } from './widget/widget.public';
import { workspaceSettingsRoutes } from './workspace-settings/workspace-settings.public';

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
  ...agentDeployRoutes,
  ...onboardingRoutes,
  ...knowledgeRoutes,
  ...knowledgeSourceRoutes,
  ...agentTestRoutes,
  ...inboxRoutes,
  ...approvalRoutes,
  ...realtimeRoutes,
  ...reviewRoutes,
  ...dashboardRoutes,
  ...routingRuleRoutes,
  ...crmRoutes,
  ...analyticsRoutes,
  ...outboxRoutes,
];
