import type { MountedRoute } from '../http/contract-routes';
import { meRoute } from './accounts/me.routes';
import { trialRoute } from './accounts/trial.routes';
import { agentRoutes } from './agents/agents.routes';
import { billingRoutes } from './billing/billing.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { knowledgeRoutes } from './knowledge/knowledge.routes';
import { knowledgeSourceRoutes } from './knowledge/knowledge-sources.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { workspaceSettingsRoutes } from './workspace-settings/workspace-settings.routes';

/**
 * Every contract route (src/domain/contracts) the server serves, with its handler. Features add
 * their lists here; app.ts mounts them and the API documentation describes them.
 */
export const ROUTES: MountedRoute[] = [
  meRoute,
  trialRoute,
  ...billingRoutes,
  ...workspaceSettingsRoutes,
  ...agentRoutes,
  ...onboardingRoutes,
  ...knowledgeRoutes,
  ...knowledgeSourceRoutes,
  ...dashboardRoutes,
];
