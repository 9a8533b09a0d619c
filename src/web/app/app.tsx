import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { markAppHydrated } from '../lib/deferred-hydration';
import { type AppContextValues, AppProviders } from './app-providers';

/** The browser app: the providers around the router chosen for this page load's site. */
export function App({ children, ...values }: AppContextValues & { children: ReactNode }) {
  // Exposed on <html> for styling hooks and for tests that check which site was chosen.
  useLayoutEffect(() => {
    document.documentElement.dataset.mode = values.mode;
  }, [values.mode]);
  // <html data-ready> once the page is interactive (a prerendered page is visible before it is);
  // tests wait for it.
  useEffect(() => markAppHydrated(), []);
  return <AppProviders {...values}>{children}</AppProviders>;
}
