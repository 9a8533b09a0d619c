import { fetchJson } from '../lib/api';
import type { AppConfig } from './config-provider';

/** The id of the `<script type="application/json">` the server writes the config into. */
export const CONFIG_ELEMENT_ID = 'app-config';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function normalise(config: AppConfig): AppConfig {
  return { ...config, publicUrl: trimSlash(config.publicUrl), dashboardUrl: trimSlash(config.dashboardUrl) };
}

/**
 * Used when the config can be read neither from the page nor from /api/config (server down,
 * static preview): public pages still work, dashboard links point at this origin, demo mode is off.
 */
function fallbackConfig(): AppConfig {
  return {
    publicUrl: window.location.origin,
    dashboardUrl: window.location.origin,
    dashboardPort: 3001,
    demoMode: false,
  };
}

/**
 * The server embeds the config in every page it serves, so the app starts without a round trip;
 * the Vite dev server does not, so there it is fetched.
 */
export async function loadConfig(): Promise<AppConfig> {
  const embedded = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (embedded) {
    try {
      return normalise(JSON.parse(embedded) as AppConfig);
    } catch (error) {
      console.warn('The embedded config is unreadable; fetching /api/config.', error);
    }
  }
  try {
    return normalise(await fetchJson<AppConfig>('/api/config'));
  } catch (error) {
    console.warn('Could not load /api/config; using defaults.', error);
    return fallbackConfig();
  }
}
