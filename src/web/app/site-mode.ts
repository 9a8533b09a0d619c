import { isDashboardMode } from '../../domain/mode';
import type { AppMode } from './app-mode';
import type { AppConfig } from './config-provider';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Which site this page load is. The configured dashboard host counts unless it is also the main
 * site's host (as in the fallback config used when the config cannot be read): then it cannot tell
 * the two sites apart.
 */
export function siteModeOf(location: Location, config: AppConfig): AppMode {
  const dashboard = hostOf(config.dashboardUrl);
  const dashboardHost = dashboard && dashboard !== hostOf(config.publicUrl) ? dashboard : undefined;
  return isDashboardMode(location, { dashboardPort: config.dashboardPort, dashboardHost })
    ? 'dashboard'
    : 'main';
}
