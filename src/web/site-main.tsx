// The public site's prerendered pages start here, not in main.tsx: this entry is built apart with
// Preact standing in for React (vite.site.config.ts, decision record 033), so a visitor's first
// load stays within its JavaScript budget. It runs only the main site's pages that are
// prerendered; any other page (sign-in, the live demos, the dashboard ...) is loaded in full from
// the server, which answers it with the React app (main.tsx).
import './styles.css';
import { options } from 'preact';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { brandFromHost } from '../domain/brands';
import { App } from './app/app';
import { loadConfig } from './app/load-config';
import { pagesFor, preloadPages, publicSiteRoutes } from './app/main-site-router';
import { leaveForOtherPages, PublicSiteRoutes } from './app/public-site-routes';
import { applyStoredTheme } from './app/theme-provider';
import { nextTask } from './lib/deferred-hydration';

// Preact runs effects after the next animation frame, through timers; React (which these pages
// were written for) runs them after the commit through a message. A message here too: the same
// timing as under React, and effects that do not depend on timers being allowed to run.
options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
};

async function start(): Promise<void> {
  applyStoredTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in site.html');
  const config = await loadConfig();
  const brand = { ...brandFromHost(window.location.hostname), ...config.brandContact };
  leaveForOtherPages();
  // Each step below in a task of its own, so that none blocks input for long on a phone (decision
  // records 039 and 049): the modules' evaluation (this task), matching the route table, starting
  // the page's chunks (Vite's helper adds a modulepreload link for each), evaluating them, and
  // hydrating, which itself hydrates the header and the hero in later tasks (HydrateOnView).
  await nextTask();
  const pages = pagesFor(window.location.pathname, publicSiteRoutes);
  // What BrowserRouter would create while hydrating (its first replaceState is slow): created here,
  // in the task that matches the routes, and given to the router as it is.
  const history = createBrowserHistory({ window, v5Compat: true });
  await nextTask();
  // If the chunk cannot be fetched, hydration suspends and the page's boundary shows the error.
  await preloadPages(pages).catch(() => {});
  await nextTask();
  hydrateRoot(
    container,
    <StrictMode>
      <App brand={brand} config={config} mode="main">
        <HistoryRouter history={history}>
          <PublicSiteRoutes />
        </HistoryRouter>
      </App>
    </StrictMode>,
  );
}

void start();
