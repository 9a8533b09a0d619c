import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { isDashboardMode } from '../../domain/mode';
import { DASHBOARD_TOASTS, MAIN_TOASTS } from '../../domain/ui-constants';
import { type AppMode, AppModeContext } from './app-mode';
import { AppToaster } from './app-toaster';
import { BrandProvider } from './brand-provider';
import { type AppConfig, ConfigProvider, useConfig } from './config-provider';
import { createDashboardRouter } from './dashboard-router';
import { AppErrorBoundary } from './error-boundary';
import { createMainSiteRouter } from './main-site-router';
import { createQueryClient } from './query-client';
import { ThemeProvider } from './theme-provider';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The configured dashboard host, unless it is also the main site's host (as in the fallback config
 * used when /api/config cannot be read): then it cannot tell the two sites apart.
 */
function dashboardHostOf(config: AppConfig): string | undefined {
  const dashboard = hostOf(config.dashboardUrl);
  return dashboard && dashboard !== hostOf(config.publicUrl) ? dashboard : undefined;
}

/** Decides once per page load which site this is, then mounts that site's router. */
function ModeRouter() {
  const config = useConfig();
  const [mode] = useState<AppMode>(() =>
    isDashboardMode(window.location, {
      dashboardPort: config.dashboardPort,
      dashboardHost: dashboardHostOf(config),
    })
      ? 'dashboard'
      : 'main',
  );
  const [router] = useState(() => (mode === 'dashboard' ? createDashboardRouter() : createMainSiteRouter()));
  // Exposed on <html> for styling hooks and for tests that check which site was chosen.
  useLayoutEffect(() => {
    document.documentElement.dataset.mode = mode;
  }, [mode]);
  return (
    <AppModeContext.Provider value={mode}>
      <RouterProvider router={router} />
      <AppToaster settings={mode === 'dashboard' ? { ...MAIN_TOASTS, ...DASHBOARD_TOASTS } : MAIN_TOASTS} />
    </AppModeContext.Provider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <BrandProvider>
            <ConfigProvider>
              <ModeRouter />
            </ConfigProvider>
          </BrandProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
