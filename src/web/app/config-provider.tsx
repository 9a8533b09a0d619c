import { createContext, type ReactNode, useContext } from 'react';
import type { BrandContact } from '../../domain/brands';

export type DemoAccount = { label: string; email: string; password: string };

/** The browser's explicit allow-list of server settings (GET /api/config, also embedded in the page). */
export type AppConfig = {
  publicUrl: string;
  dashboardUrl: string;
  dashboardPort: number;
  demoMode: boolean;
  demoAccounts?: DemoAccount[];
  /** The contact details configured for this host's brand (none are made up). */
  brandContact?: BrandContact;
};

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>');
  return config;
}
