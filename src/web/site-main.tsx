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
import { pagesOf, preloadPages } from './app/main-site-router';
import { matchPublicSite } from './app/public-site-matches';
import { leaveForOtherPages, PublicSiteRoutes } from './app/public-site-routes';
import { applyStoredTheme } from './app/theme-provider';
import { yieldToBrowser } from './lib/yield-to-browser';

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
  // records 039, 049 and 059): the modules' evaluation (this task), matching the path (kept: the
  // first render shows these matches, public-site-matches.tsx) and starting the page's chunks,
  // creating the router's browser history while they load, evaluating them, and hydrating, which
  // itself hydrates the header and the page in later tasks (HydrateOnView).
  await yieldToBrowser();
  // If the chunk cannot be fetched, hydration suspends and the page's boundary shows the error.
  const loaded = preloadPages(pagesOf(matchPublicSite(window.location.pathname))).catch(() => {});
  await yieldToBrowser();
  // What BrowserRouter would create while hydrating (its first replaceState is slow): created in a
  // task of its own and given to the router as it is.
  const history = createBrowserHistory({ window, v5Compat: true });
  await loaded;
  await yieldToBrowser();
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
