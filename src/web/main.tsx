import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { brandFromHost } from '../domain/brands';
import { App } from './app/app';
import { isDashboardHome, preloadDashboardHome } from './app/dashboard-home';
import { loadConfig } from './app/load-config';
import { MainSiteRoutes, preloadPagesFor } from './app/main-site-router';
import { siteModeOf } from './app/site-mode';
import { applyStoredTheme } from './app/theme-provider';

async function start(): Promise<void> {
  applyStoredTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');

  const config = await loadConfig();
  const mode = siteModeOf(window.location, config);
  // The brand's contact details are the deployment's (BRAND_SETTINGS), sent with the config.
  const brand = { ...brandFromHost(window.location.hostname), ...config.brandContact };
  // The dashboard's code (its data router and React Query) is fetched only on the dashboard host.
  // On the dashboard home its page's code and the session load alongside the router, not after it.
  if (mode === 'dashboard' && isDashboardHome(window.location.pathname)) preloadDashboardHome();
  const Routes =
    mode === 'dashboard' ? (await import('./app/dashboard-router')).DashboardRoutes : MainSiteRoutes;
  const app = (
    <StrictMode>
      <App brand={brand} config={config} mode={mode}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );

  if (mode === 'main' && container.dataset.prerendered === 'true') {
    // If the chunk cannot be fetched, hydration suspends and the page's boundary shows the error.
    await preloadPagesFor(window.location.pathname).catch(() => {});
    hydrateRoot(container, app, {
      // Reported so tests can catch a page whose first render differs from its prerendered HTML.
      onRecoverableError: (error) => console.error('Hydration mismatch', error),
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
