import type { MountedRoute } from '../http/contract-routes';
import { meRoute } from './accounts/me.routes';
import { demoQuoteRoutes } from './quotes/demo-quote.routes';
import { teamRoutes } from './team/team.routes';
import { widgetInstallRoutes } from './widget/widget-install.routes';
import { workspaceSettingsRoutes } from './workspace-settings/workspace-settings.routes';

/**
 * Every contract route (src/domain/contracts) the server serves, with its handler. Features add
 * their lists here; app.ts mounts them and the API documentation describes them.
 */
export const ROUTES: MountedRoute[] = [
  meRoute,
  ...workspaceSettingsRoutes,
  ...teamRoutes,
  ...widgetInstallRoutes,
  ...demoQuoteRoutes,
];
