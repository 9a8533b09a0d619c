import type { MountedRoute } from '../http/contract-routes';
import { adminWorkspacesRoute, meRoute, trialRoute } from './accounts';
import { agentDeployRoutes } from './agent-deploy';
import { agentRoutes } from './agents';
import { analyticsRoutes } from './analytics';
import { approvalRoutes } from './approvals';
import { billingRoutes } from './billing';
import { agentTestRoutes, chatResumeRoutes } from './chat';
import { crmRoutes } from './crm';
import { dashboardRoutes } from './dashboard';
import { outboxRoutes } from './email';
import { inboxRoutes } from './inbox';
import { knowledgeRoutes, knowledgeSourceRoutes } from './knowledge';
import { onboardingRoutes } from './onboarding';
import { checkoutSellerRoutes } from './payments';
import { demoQuoteRoutes } from './quotes';
import { realtimeRoutes } from './realtime';
import { reviewRoutes } from './reviews';
import { routingRuleRoutes } from './routing-rules';
import { shopRoutes } from './shop-connection';
import { socialRoutes } from './social';
import { teamRoutes } from './team';
import { widgetInstallRoutes, widgetLauncherRoutes } from './widget';
import { workspaceSettingsRoutes } from './workspace-settings';

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
  ...widgetLauncherRoutes,
  ...demoQuoteRoutes,
  ...agentRoutes,
  ...agentDeployRoutes,
  ...onboardingRoutes,
  ...knowledgeRoutes,
  ...knowledgeSourceRoutes,
  ...agentTestRoutes,
  ...chatResumeRoutes,
  ...inboxRoutes,
  ...approvalRoutes,
  ...realtimeRoutes,
  ...reviewRoutes,
  ...dashboardRoutes,
  ...routingRuleRoutes,
  ...crmRoutes,
  ...socialRoutes,
  ...shopRoutes,
  ...analyticsRoutes,
  ...outboxRoutes,
  ...checkoutSellerRoutes,
];
