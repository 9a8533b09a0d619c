import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useRouteFocus } from './route-focus';

/**
 * New pages start at the top, or at their #section; back and forward keep the browser's own
 * scroll restoration.
 */
function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for every new page, not only a new hash
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/** Top of both sites: skip link, scroll handling and focus management for every page. */
export function RootLayout() {
  useRouteFocus();
  useScrollOnNavigate();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-background px-4 py-2 text-foreground shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-none focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <Outlet />
    </>
  );
}
