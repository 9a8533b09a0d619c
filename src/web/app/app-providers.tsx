import type { ReactNode } from 'react';
import type { BrandConfig } from '../../domain/brands';
import { DASHBOARD_TOASTS, MAIN_TOASTS } from '../../domain/ui-constants';
import { type AppMode, AppModeContext } from './app-mode';
import { AppToasterSlot } from './app-toaster-slot';
import { BrandProvider } from './brand-provider';
import { type AppConfig, ConfigProvider } from './config-provider';
import { AppErrorBoundary } from './error-boundary';
import { ThemeProvider } from './theme-provider';

export type AppContextValues = { brand: BrandConfig; config: AppConfig; mode: AppMode };

/** Everything around the router, shared by the browser app and the prerenderer. */
export function AppProviders({ brand, config, mode, children }: AppContextValues & { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <BrandProvider brand={brand}>
          <ConfigProvider config={config}>
            <AppModeContext.Provider value={mode}>
              {children}
              <AppToasterSlot
                settings={mode === 'dashboard' ? { ...MAIN_TOASTS, ...DASHBOARD_TOASTS } : MAIN_TOASTS}
              />
            </AppModeContext.Provider>
          </ConfigProvider>
        </BrandProvider>
      </ThemeProvider>
    </AppErrorBoundary>
  );
}
