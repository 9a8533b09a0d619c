import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { type AppContextValues, AppProviders } from './app-providers';

/** The browser app: the providers around the router chosen for this page load's site. */
export function App({ children, ...values }: AppContextValues & { children: ReactNode }) {
  // Exposed on <html> for styling hooks and for tests that check which site was chosen.
  useLayoutEffect(() => {
    document.documentElement.dataset.mode = values.mode;
  }, [values.mode]);
  // Set once the page is interactive (a prerendered page is visible before): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return <AppProviders {...values}>{children}</AppProviders>;
}
