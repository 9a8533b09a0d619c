// What other features may use of widget (DESIGN.md §2 rule 1).
export {
  embedFramingPolicy,
  WIDGET_CONFIG_RATE_LIMIT,
  widgetConfigRoutes,
  widgetScriptRoutes,
} from './widget.routes';
export { widgetInstallRoutes, widgetSightingRecorder } from './widget-install.routes';
export { WIDGET_LAUNCHER_RATE_LIMIT, widgetLauncherRoutes } from './widget-launcher.routes';
