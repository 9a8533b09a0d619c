import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { PageSpinner } from '../components/ui/spinner';
import { fetchJson } from '../lib/api';

export type DemoAccount = { label: string; email: string; password: string };

/** GET /api/config: the browser's explicit allow-list of server settings. */
export type AppConfig = {
  publicUrl: string;
  dashboardUrl: string;
  dashboardPort: number;
  demoMode: boolean;
  demoAccounts?: DemoAccount[];
};

const ConfigContext = createContext<AppConfig | null>(null);

/**
 * Used when /api/config cannot be read (server down, static preview): the public pages still
 * work, links to the dashboard point at this origin, and demo mode stays off.
 */
function fallbackConfig(): AppConfig {
  return {
    publicUrl: window.location.origin,
    dashboardUrl: window.location.origin,
    dashboardPort: 3001,
    demoMode: false,
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

async function loadConfig(): Promise<AppConfig> {
  try {
    const config = await fetchJson<AppConfig>('/api/config');
    return {
      ...config,
      publicUrl: trimSlash(config.publicUrl),
      dashboardUrl: trimSlash(config.dashboardUrl),
    };
  } catch (error) {
    console.warn('Could not load /api/config; using defaults.', error);
    return fallbackConfig();
  }
}

export function ConfigProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: loadConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!data) return <PageSpinner label="Loading..." showLabel={false} />;
  return <ConfigContext.Provider value={data}>{children}</ConfigContext.Provider>;
}

export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>');
  return config;
}
